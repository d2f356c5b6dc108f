import { describe, expect, it } from 'vitest';
import { DomainError } from '@tablica/domain/errors';
import { webhookToleranceSeconds, type PaymentProvider } from './port';

export interface WebhookContractSubject {
  readonly provider: PaymentProvider;
  /** The provider's own event body for a paid payment of `orderId`. */
  paidEvent(eventId: string, orderId: string, amount: number, currency: string): string;
  /** The headers the provider signs `body` with at `at` (with another key when `forged`). */
  sign(body: string, at: Date, forged?: boolean): Record<string, string>;
}

function rejection(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    return (error as DomainError).code;
  }
  throw new Error('the webhook was accepted');
}

/** What every payment provider adapter guarantees about its webhooks (sandbox and Stripe alike). */
export function webhookContract(name: string, subject: () => WebhookContractSubject): void {
  describe(`${name} webhooks (the payment provider contract)`, () => {
    const orderId = '0d7c2b53-6b0e-4f7e-9a51-7f1f3c6f0a11';

    it('reads a correctly signed payment event: its id, the order, the amount and currency', () => {
      const { provider, paidEvent, sign } = subject();
      const body = paidEvent('evt_contract_1', orderId, 49_077, 'PLN');
      expect(provider.verifyWebhook(Buffer.from(body), sign(body, new Date()))).toMatchObject({
        eventId: 'evt_contract_1',
        orderId,
        status: 'paid',
        amount: 49_077,
        currency: 'PLN',
      });
    });

    it('refuses a forged signature, a missing one and a body changed after signing', () => {
      const { provider, paidEvent, sign } = subject();
      const body = paidEvent('evt_contract_2', orderId, 49_077, 'PLN');
      expect(rejection(() => provider.verifyWebhook(Buffer.from(body), sign(body, new Date(), true)))).toBe(
        'payment.signature_invalid',
      );
      expect(rejection(() => provider.verifyWebhook(Buffer.from(body), {}))).toBe(
        'payment.signature_invalid',
      );
      const changed = body.replace('49077', '1');
      expect(rejection(() => provider.verifyWebhook(Buffer.from(changed), sign(body, new Date())))).toBe(
        'payment.signature_invalid',
      );
    });

    it(`refuses an event signed more than ${webhookToleranceSeconds} s ago (a replay)`, () => {
      const { provider, paidEvent, sign } = subject();
      const body = paidEvent('evt_contract_3', orderId, 49_077, 'PLN');
      const old = new Date(Date.now() - (webhookToleranceSeconds + 1) * 1000);
      expect(rejection(() => provider.verifyWebhook(Buffer.from(body), sign(body, old)))).toBe(
        'payment.webhook_stale',
      );
      const recent = new Date(Date.now() - (webhookToleranceSeconds - 30) * 1000);
      expect(provider.verifyWebhook(Buffer.from(body), sign(body, recent))).toMatchObject({ status: 'paid' });
    });
  });
}

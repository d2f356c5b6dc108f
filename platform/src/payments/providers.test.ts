import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { webhookContract } from './contract';
import { luhnValid, sandboxProvider, sandboxSignatureHeader } from './sandbox';
import { signPayload } from './signature';
import { stripeProvider } from './stripe';

const sandboxSecret = 'sandbox-contract-secret-0123456789';
const stripeSecret = 'whsec_contract_0123456789abcdef';

webhookContract('sandbox', () => ({
  // Verifying a webhook reads no ledger: a database that is never asked.
  provider: sandboxProvider({
    db: {
      query: () => Promise.reject(new Error('webhook verification must not query the ledger')),
    } as never,
    secret: sandboxSecret,
    now: () => new Date(),
  }),
  paidEvent: (eventId, orderId, amount, currency) =>
    JSON.stringify({
      id: eventId,
      type: 'payment.succeeded',
      data: { paymentId: 'sb_contract', orderId, amount, currency, status: 'paid' },
    }),
  sign: (body, at, forged) => ({
    [sandboxSignatureHeader]: signPayload(forged ? `${sandboxSecret}-forged` : sandboxSecret, body, at),
  }),
}));

// Signatures made by the stripe library's own test helper.
webhookContract('stripe', () => ({
  provider: stripeProvider({ secretKey: 'sk_test_contract', webhookSecret: stripeSecret }),
  paidEvent: (eventId, orderId, amount, currency) =>
    JSON.stringify({
      id: eventId,
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_test_contract',
          object: 'checkout.session',
          client_reference_id: orderId,
          metadata: { orderId },
          payment_status: 'paid',
          status: 'complete',
          amount_total: amount,
          currency: currency.toLowerCase(),
        },
      },
    }),
  sign: (payload, at, forged) => ({
    'stripe-signature': Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: forged ? `${stripeSecret}_forged` : stripeSecret,
      timestamp: Math.floor(at.getTime() / 1000),
    }),
  }),
}));

describe('the stripe adapter', () => {
  it('ignores events that are not about a Checkout payment', () => {
    const provider = stripeProvider({ secretKey: 'sk_test_contract', webhookSecret: stripeSecret });
    const payload = JSON.stringify({
      id: 'evt_other',
      object: 'event',
      type: 'customer.created',
      data: { object: {} },
    });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: stripeSecret });
    expect(provider.verifyWebhook(Buffer.from(payload), { 'stripe-signature': header })).toBeNull();
  });

  // Creating a Checkout Session talks to Stripe: only with a test-mode key (reported skipped without one).
  it.skipIf(!process.env.STRIPE_SECRET_KEY)(
    'creates a Checkout Session in test mode (STRIPE_SECRET_KEY)',
    async () => {
      const provider = stripeProvider({
        secretKey: process.env.STRIPE_SECRET_KEY ?? '',
        webhookSecret: stripeSecret,
      });
      const orderId = '0d7c2b53-6b0e-4f7e-9a51-7f1f3c6f0a12';
      const checkout = await provider.createCheckout({
        orderId,
        amount: 49_077,
        currency: 'PLN',
        description: 'Pro',
        locale: 'pl',
        returnUrl: 'https://it.tablica.example/api/v1/payments/x/return',
        webhookUrl: 'https://it.tablica.example/api/v1/payments/webhooks/stripe',
        webhookHost: 'it.tablica.example',
      });
      expect(checkout.checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.com\//);
      expect(await provider.lookup(checkout.providerRef)).toMatchObject({
        orderId,
        status: 'pending',
        amount: 49_077,
      });
    },
  );
});

describe('the sandbox test cards', () => {
  it('knows a card number from a typo (Luhn)', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4000000000000002')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('1234')).toBe(false);
  });
});

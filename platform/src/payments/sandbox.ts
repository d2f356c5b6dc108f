import { randomBytes, randomUUID } from 'node:crypto';
import { request } from 'node:http';
import type { Logger } from '../observability/logger';
import type { Queryable } from '../postgres/pool';
import {
  WebhookRejected,
  type Checkout,
  type CheckoutRequest,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderPayment,
} from './port';
import { signPayload, verifySignature } from './signature';

/** The header the sandbox signs its callbacks in. */
export const sandboxSignatureHeader = 'sandbox-signature';

/**
 * The well-known test card numbers: one succeeds, the others decline for a reason; any other number
 * that passes the Luhn check is declined as a real card would be in a test mode.
 */
export const sandboxCards: Readonly<
  Record<string, 'paid' | 'card_declined' | 'insufficient_funds' | 'expired_card'>
> = {
  '4242424242424242': 'paid',
  '5555555555554444': 'paid',
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000000069': 'expired_card',
};

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

export interface SandboxPayment {
  readonly id: string;
  readonly orderId: string;
  readonly amount: number;
  readonly currency: string;
  readonly description: string;
  readonly status: 'pending' | 'paid' | 'failed';
  readonly returnUrl: string;
  readonly locale: 'pl' | 'en';
}

export interface SandboxOptions {
  readonly db: Queryable;
  /** PAYMENTS_SANDBOX_SECRET: the HMAC key of the callbacks. */
  readonly secret: string;
  readonly now: () => Date;
  readonly logger?: Logger | undefined;
  /** PAYMENTS_SANDBOX_CALLBACK_DELAY_MS: how late the callback comes (a real provider is never instant). */
  readonly callbackDelayMs?: number;
  /** PAYMENTS_SANDBOX_CALLBACKS: how many times each callback is delivered (real providers repeat). */
  readonly callbacks?: number;
}

export interface SandboxProvider extends PaymentProvider {
  readonly name: 'sandbox';
  find(id: string): Promise<SandboxPayment | null>;
  /**
   * The checkout form's submission: the payment ends paid or failed (once: a second submission
   * changes nothing) and the signed callback is scheduled. `invalid` when the number is no card number.
   */
  submitCard(id: string, cardNumber: string): Promise<SandboxPayment | 'invalid' | null>;
  /** Resolves when every scheduled callback has been delivered (tests, shutdown). */
  settle(): Promise<void>;
}

interface Row {
  id: string;
  order_id: string;
  amount: number;
  currency: string;
  description: string;
  status: SandboxPayment['status'];
  return_url: string;
  locale: string;
  webhook_url: string;
  webhook_host: string;
}

const columns =
  'id, order_id, amount, currency, description, status, return_url, locale, webhook_url, webhook_host';

const toPayment = (row: Row): SandboxPayment => ({
  id: row.id,
  orderId: row.order_id,
  amount: row.amount,
  currency: row.currency,
  description: row.description,
  status: row.status,
  returnUrl: row.return_url,
  locale: row.locale === 'en' ? 'en' : 'pl',
});

/** The provider inside the server: its hosted checkout is `/payments/sandbox/{id}`. */
export function sandboxProvider(options: SandboxOptions): SandboxProvider {
  const { db, secret, now } = options;
  const delay = options.callbackDelayMs ?? 250;
  const repeats = Math.max(1, options.callbacks ?? 2);
  const inFlight = new Set<Promise<void>>();

  async function load(id: string): Promise<Row | null> {
    const { rows } = await db.query<Row>(`SELECT ${columns} FROM sandbox_payment WHERE id = $1`, [id]);
    return rows[0] ?? null;
  }

  function deliver(row: Row): void {
    const body = JSON.stringify({
      id: `evt_${randomUUID()}`,
      type: row.status === 'paid' ? 'payment.succeeded' : 'payment.failed',
      data: {
        paymentId: row.id,
        orderId: row.order_id,
        amount: row.amount,
        currency: row.currency,
        status: row.status,
      },
    });
    // The same event, delivered `repeats` times, each a little later than the one before.
    for (let attempt = 0; attempt < repeats; attempt++) {
      const delivery = new Promise<void>((resolve) => setTimeout(resolve, delay * (attempt + 1)))
        .then(() => post(row.webhook_url, row.webhook_host, body, signPayload(secret, body, now())))
        .catch((error: unknown) =>
          options.logger?.warn({ err: error, paymentId: row.id }, 'sandbox callback failed'),
        );
      inFlight.add(delivery);
      void delivery.finally(() => inFlight.delete(delivery));
    }
  }

  return {
    name: 'sandbox',
    async createCheckout(input: CheckoutRequest): Promise<Checkout> {
      const id = `sb_${randomBytes(16).toString('hex')}`;
      await db.query(
        `INSERT INTO sandbox_payment (id, order_id, amount, currency, description, webhook_url, webhook_host, return_url, locale)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          id,
          input.orderId,
          input.amount,
          input.currency,
          input.description,
          input.webhookUrl,
          input.webhookHost,
          input.returnUrl,
          input.locale,
        ],
      );
      return { providerRef: id, checkoutUrl: `/payments/sandbox/${id}` };
    },
    verifyWebhook(rawBody, headers): ProviderEvent | null {
      const body = rawBody.toString('utf8');
      verifySignature(secret, body, headers[sandboxSignatureHeader], now());
      let parsed: { id?: unknown; data?: Record<string, unknown> };
      try {
        parsed = JSON.parse(body) as typeof parsed;
      } catch {
        throw new WebhookRejected('payment.webhook_malformed', 'The webhook body is not JSON.');
      }
      const data = parsed.data ?? {};
      if (
        typeof parsed.id !== 'string' ||
        typeof data.paymentId !== 'string' ||
        typeof data.orderId !== 'string'
      )
        throw new WebhookRejected('payment.webhook_malformed', 'The webhook names no payment.');
      return {
        eventId: parsed.id,
        providerRef: data.paymentId,
        orderId: data.orderId,
        status: data.status === 'paid' ? 'paid' : data.status === 'failed' ? 'failed' : 'pending',
        amount: Number(data.amount),
        currency: String(data.currency),
      };
    },
    async lookup(providerRef): Promise<ProviderPayment | null> {
      const row = await load(providerRef);
      return row
        ? {
            providerRef: row.id,
            orderId: row.order_id,
            status: row.status,
            amount: row.amount,
            currency: row.currency,
          }
        : null;
    },
    async find(id) {
      const row = await load(id);
      return row ? toPayment(row) : null;
    },
    async submitCard(id, cardNumber) {
      const digits = cardNumber.replace(/[\s-]/g, '');
      if (!luhnValid(digits)) return (await load(id)) ? 'invalid' : null;
      const outcome = sandboxCards[digits] ?? 'card_declined';
      const { rows } = await db.query<Row>(
        `UPDATE sandbox_payment SET status = $2, updated_at = now() WHERE id = $1 AND status = 'pending'
         RETURNING ${columns}`,
        [id, outcome === 'paid' ? 'paid' : 'failed'],
      );
      const changed = rows[0];
      if (changed) {
        deliver(changed);
        return toPayment(changed);
      }
      const row = await load(id);
      return row ? toPayment(row) : null;
    },
    async settle() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
}

function post(url: string, host: string, body: string, signature: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const call = request(
      url,
      {
        method: 'POST',
        headers: {
          host,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          [sandboxSignatureHeader]: signature,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          response.statusCode !== undefined && response.statusCode < 300
            ? resolve()
            : reject(new Error(`callback answered ${response.statusCode}`)),
        );
      },
    );
    call.on('error', reject);
    call.end(body);
  });
}

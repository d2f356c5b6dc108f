import { DomainError } from '@tablica/domain/errors';

/**
 * A card payment provider (issue 15): the sandbox inside the server (default) or Stripe Checkout.
 * The order side never trusts a browser: payments are confirmed by a verified webhook, by asking the
 * provider on the return redirect, or by the reconciliation job asking it later.
 */
export interface CheckoutRequest {
  readonly orderId: string;
  /** Minor units. */
  readonly amount: number;
  readonly currency: string;
  readonly description: string;
  readonly locale: 'pl' | 'en';
  /** Our return endpoint: the provider sends the payer's browser there when done. */
  readonly returnUrl: string;
  /** Our webhook endpoint as the sandbox reaches it (Stripe's is configured in its dashboard). */
  readonly webhookUrl: string;
  /** The Host the callback names (the brand's host). */
  readonly webhookHost: string;
}

export interface Checkout {
  /** The provider's id of this payment (sandbox payment id, Stripe Checkout Session id). */
  readonly providerRef: string;
  /** Where the payer's browser goes to pay. */
  readonly checkoutUrl: string;
}

/** What the provider says about a payment. */
export interface ProviderPayment {
  readonly providerRef: string;
  readonly orderId: string;
  readonly status: 'paid' | 'failed' | 'pending';
  readonly amount: number;
  readonly currency: string;
}

/** A verified provider event: processed once per `eventId`. */
export interface ProviderEvent extends ProviderPayment {
  readonly eventId: string;
}

/** A webhook that is not from the provider (bad or missing signature) or too old (replay): a 400. */
export class WebhookRejected extends DomainError {
  readonly kind = 'validation';
  constructor(
    code: 'payment.signature_invalid' | 'payment.webhook_stale' | 'payment.webhook_malformed',
    message: string,
  ) {
    super(code, message);
  }
}

/** Webhooks signed longer ago than this are refused (replays). */
export const webhookToleranceSeconds = 300;

export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /** Verifies the signature and age of a webhook and reads it; null for events that are not about a payment. */
  verifyWebhook(rawBody: Buffer, headers: Readonly<Record<string, string | undefined>>): ProviderEvent | null;
  /** Asks the provider how a payment stands (return redirect, reconciliation). */
  lookup(providerRef: string): Promise<ProviderPayment | null>;
}

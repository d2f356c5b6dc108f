import Stripe from 'stripe';
import {
  WebhookRejected,
  webhookToleranceSeconds,
  type Checkout,
  type CheckoutRequest,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderPayment,
} from './port';

export interface StripeOptions {
  /** STRIPE_SECRET_KEY. */
  readonly secretKey: string;
  /** STRIPE_WEBHOOK_SECRET: the signing secret of the webhook endpoint (whsec_…). */
  readonly webhookSecret: string;
  /** STRIPE_API_URL: another API host (a stripe-mock, a proxy); Stripe's own when unset. */
  readonly apiUrl?: string | undefined;
}

/** A Checkout Session as the order sees it: paid, failed (expired) or still open. */
function paymentOf(session: Stripe.Checkout.Session): ProviderPayment {
  const status =
    session.payment_status === 'paid' || session.payment_status === 'no_payment_required'
      ? 'paid'
      : session.status === 'expired'
        ? 'failed'
        : 'pending';
  return {
    providerRef: session.id,
    orderId: session.client_reference_id ?? session.metadata?.orderId ?? '',
    status,
    amount: session.amount_total ?? 0,
    currency: (session.currency ?? '').toUpperCase(),
  };
}

const sessionEvents = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
]);

/** Stripe Checkout through the `stripe` SDK (when STRIPE_SECRET_KEY is set). */
export function stripeProvider(options: StripeOptions): PaymentProvider {
  const api = options.apiUrl ? new URL(options.apiUrl) : null;
  const stripe = new Stripe(options.secretKey, {
    ...(api
      ? {
          host: api.hostname,
          port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)),
          protocol: api.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
    maxNetworkRetries: 2,
  });
  return {
    name: 'stripe',
    async createCheckout(input: CheckoutRequest): Promise<Checkout> {
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        client_reference_id: input.orderId,
        metadata: { orderId: input.orderId },
        locale: input.locale,
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: input.currency.toLowerCase(),
              unit_amount: input.amount,
              product_data: { name: input.description },
            },
          },
        ],
        success_url: input.returnUrl,
        cancel_url: input.returnUrl,
      });
      if (!session.url) throw new Error('Stripe returned a Checkout Session without a URL');
      return { providerRef: session.id, checkoutUrl: session.url };
    },
    verifyWebhook(rawBody, headers): ProviderEvent | null {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          headers['stripe-signature'] ?? '',
          options.webhookSecret,
          webhookToleranceSeconds,
        );
      } catch (error) {
        const message = error instanceof Error ? error.message : '';
        if (/tolerance/i.test(message))
          throw new WebhookRejected('payment.webhook_stale', 'The webhook is too old.');
        throw new WebhookRejected('payment.signature_invalid', 'The webhook signature does not match.');
      }
      if (!sessionEvents.has(event.type)) return null;
      const session = event.data.object as Stripe.Checkout.Session;
      const payment = paymentOf(session);
      if (event.type === 'checkout.session.async_payment_failed')
        return { ...payment, status: 'failed', eventId: event.id };
      return { ...payment, eventId: event.id };
    },
    async lookup(providerRef) {
      try {
        return paymentOf(await stripe.checkout.sessions.retrieve(providerRef));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw error;
      }
    },
  };
}

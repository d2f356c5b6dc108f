import { createHash, randomBytes } from 'node:crypto';
import type { Config } from '../config/config';
import type { Logger } from '../observability/logger';
import type { Queryable } from '../postgres/pool';
import type { PaymentProvider } from './port';
import { sandboxProvider, type SandboxProvider } from './sandbox';
import { stripeProvider } from './stripe';

export interface Payments {
  readonly provider: PaymentProvider;
  /** The sandbox, when it is the provider: its hosted checkout pages are served by this server. */
  readonly sandbox: SandboxProvider | null;
  /** Who the invoices name as the seller (INVOICE_SELLER_*). */
  readonly seller: InvoiceSeller;
}

/** The seller on a brand's invoices: `name` may hold `{brand}`, replaced by the brand's name. */
export interface InvoiceSeller {
  readonly name: string;
  readonly address: string;
  readonly taxId: string;
}

type PaymentsConfig = Pick<
  Config,
  | 'PAYMENTS'
  | 'PAYMENTS_SANDBOX_SECRET'
  | 'PAYMENTS_SANDBOX_CALLBACK_DELAY_MS'
  | 'PAYMENTS_SANDBOX_CALLBACKS'
  | 'STRIPE_SECRET_KEY'
  | 'STRIPE_WEBHOOK_SECRET'
  | 'STRIPE_API_URL'
  | 'AUTH_SECRET'
  | 'INVOICE_SELLER_NAME'
  | 'INVOICE_SELLER_ADDRESS'
  | 'INVOICE_SELLER_TAX_ID'
>;

/** Stripe Checkout when STRIPE_SECRET_KEY is set (or PAYMENTS=stripe), else the sandbox provider. */
export function openPayments(
  config: PaymentsConfig,
  deps: { db: Queryable; now: () => Date; logger?: Logger | undefined },
): Payments {
  const seller: InvoiceSeller = {
    name: config.INVOICE_SELLER_NAME,
    address: config.INVOICE_SELLER_ADDRESS,
    taxId: config.INVOICE_SELLER_TAX_ID,
  };
  const stripe = config.PAYMENTS === 'stripe' || (config.PAYMENTS === undefined && config.STRIPE_SECRET_KEY);
  if (stripe && config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET)
    return {
      provider: stripeProvider({
        secretKey: config.STRIPE_SECRET_KEY,
        webhookSecret: config.STRIPE_WEBHOOK_SECRET,
        apiUrl: config.STRIPE_API_URL,
      }),
      sandbox: null,
      seller,
    };
  // Without its own secret the sandbox signs with one derived from AUTH_SECRET (or a per-process one).
  const secret =
    config.PAYMENTS_SANDBOX_SECRET ??
    createHash('sha256')
      .update(`tablica-sandbox-payments:${config.AUTH_SECRET ?? randomBytes(32).toString('hex')}`)
      .digest('hex');
  const sandbox = sandboxProvider({
    db: deps.db,
    secret,
    now: deps.now,
    logger: deps.logger,
    callbackDelayMs: config.PAYMENTS_SANDBOX_CALLBACK_DELAY_MS,
    callbacks: config.PAYMENTS_SANDBOX_CALLBACKS,
  });
  return { provider: sandbox, sandbox, seller };
}

import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import { z } from 'zod';
import { IllegalStateError, ValidationError } from '@tablica/domain/errors';
import { currencies } from '@tablica/domain/catalogue';
import { canManage } from '@tablica/domain/offers/access';
import { evolve, initialState, offerStreamId, type OfferEvent } from '@tablica/domain/offers/offer';
import { fieldIssue } from '@tablica/domain/offers/validation/issues';
import type { PlacedOrder } from '@tablica/domain/orders/order';
import { orderPrice } from '@tablica/domain/orders/pricing';
import { findOfferPlan } from '@tablica/domain/plans/catalogue';
import { tenantConfig } from '@tablica/domain/tenant-config/tenant-config';
import { defaultTenant, isTenantId } from '@tablica/domain/tenants';
import { parseOrThrow } from '@tablica/domain/validation';
import type { PaymentProvider } from '@tablica/platform/payments/port';
import type { Pool } from '@tablica/platform/postgres/pool';
import { correlationIdOf } from '../offers/commands';
import { offerRequester } from '../offers/requester';
import { offerNotFound } from '../offers/slugs';
import { runOnOrder, type OrderWriteDeps } from './orders';

export interface RequestPaymentDeps extends OrderWriteDeps {
  readonly pool: Pool;
  readonly provider: PaymentProvider;
}

const text = (max: number) => z.string().trim().min(1).max(max);

/** Spec §3 "Payment request" in its wire names; `currency` and `locale` are ours (default: the brand's). */
export const paymentRequestSchema = z.object({
  invoice_company_name: text(200),
  invoice_street: text(200),
  invoice_street_number: text(30),
  invoice_city: text(100),
  invoice_postal_code: text(20),
  invoice_country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/)
    .transform((code) => code.toUpperCase()),
  tax_id: z.string().trim().max(30).nullish(),
  offer_type: text(60),
  offer_id: text(200),
  subscribe_to_newsletter: z.boolean().default(false),
  accepted_regulations: z.literal(true, { error: 'errors.required' }),
  return_url: text(2000),
  extend: z.boolean().default(false),
  token: z.string().optional(),
  currency: z.enum(currencies).optional(),
  locale: z.enum(['pl', 'en']).optional(),
});

/** The request's own origin (scheme and Host): checkout links and return URLs live there. */
export const originOf = (req: Request) => `${req.protocol}://${req.get('host') ?? 'localhost'}`;

/**
 * A return URL on the request's own host (relative or absolute); anything else is refused, so a
 * payment link cannot send the payer to another site (no open redirect).
 */
export function sameHostUrl(req: Request, value: string): string {
  const origin = originOf(req);
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    throw new ValidationError(
      [fieldIssue('return_url', 'errors.invalidValue')],
      'The return URL is not a URL.',
    );
  }
  if (url.origin !== new URL(origin).origin)
    throw new ValidationError(
      [fieldIssue('return_url', 'errors.invalidValue')],
      'The return URL must point to this site.',
    );
  return url.toString();
}

/** Where this server listens, as the sandbox reaches it from inside (its callbacks name the brand's Host). */
function selfUrl(req: Request): string {
  const address = req.socket.localAddress ?? '127.0.0.1';
  const host = address.includes(':') ? `[${address}]` : address;
  return `http://${host}:${req.socket.localPort ?? 80}`;
}

async function offerIdOf(deps: RequestPaymentDeps, tenant: string, ref: string): Promise<string> {
  const { rows } = await deps.pool.query<{ offer_id: string }>(
    'SELECT offer_id FROM offer_slug WHERE tenant = $1 AND (slug = $2 OR offer_id::text = $2)',
    [tenant, ref],
  );
  if (!rows[0]) throw offerNotFound();
  return rows[0].offer_id;
}

/**
 * `POST /v1/payments`: places an order for the offer's publication (or extension, `extend`) at the
 * plan's current price, asks the provider for a checkout and answers its URL.
 */
export async function requestPayment(
  deps: RequestPaymentDeps,
  req: Request,
): Promise<{ order: PlacedOrder; paymentRequestUrl: string }> {
  const input = parseOrThrow(paymentRequestSchema, req.body ?? {});
  const tenant = isTenantId(req.tenant) ? req.tenant : defaultTenant;
  const who = offerRequester(req);
  const returnUrl = sameHostUrl(req, input.return_url);
  const offerId = await offerIdOf(deps, tenant, input.offer_id);
  const history = await deps.store.readStream(offerStreamId(offerId));
  const offer = history.reduce(
    (state, event) => evolve(state, event as unknown as OfferEvent),
    initialState(),
  );
  if (offer.status === 'initial' || offer.status === 'deleted' || !canManage(offer, who.requester))
    throw offerNotFound();
  if (input.extend ? offer.status !== 'published' : offer.status !== 'summary')
    throw new IllegalStateError(
      input.extend
        ? 'offer.not_published'
        : offer.status === 'draft'
          ? 'offer.summary_required'
          : 'offer.already_published',
      input.extend ? 'Only a published offer is extended.' : 'Only an offer at the summary step is paid for.',
    );
  if (input.offer_type !== offer.plan.key)
    throw new ValidationError(
      [fieldIssue('offer_type', 'errors.invalidOption')],
      'The offer holds another plan.',
    );
  const plan = findOfferPlan(tenant, offer.plan.key);
  if (!plan) throw new ValidationError([fieldIssue('offer_type', 'errors.invalidOption')]);
  const config = tenantConfig(tenant);
  const now = deps.now();
  const price = orderPrice(plan, input.currency ?? config.baseCurrency, input.tax_id || null, now);
  const orderId = randomUUID();
  const call = { tenant, actor: who.actor, correlationId: correlationIdOf(req) };
  await runOnOrder(
    deps,
    orderId,
    {
      type: 'PlaceOrder',
      data: {
        orderId,
        tenant,
        offerId,
        companyId: offer.owner?.companyId ?? null,
        by: who.requester,
        purpose: input.extend ? 'extend' : 'publish',
        planKey: plan.slug,
        price,
        billing: {
          companyName: input.invoice_company_name,
          street: input.invoice_street,
          streetNumber: input.invoice_street_number,
          city: input.invoice_city,
          postalCode: input.invoice_postal_code,
          country: input.invoice_country,
          taxId: input.tax_id || null,
        },
        newsletter: input.subscribe_to_newsletter,
        regulationsAccepted: input.accepted_regulations,
        returnUrl,
        placedAt: now.toISOString(),
      },
    },
    call,
  );
  await deps.pool.query(
    `INSERT INTO payment_order (order_id, tenant, company_id, offer_id, provider, status, purpose, plan_key,
       net, tax, gross, currency)
     VALUES ($1, $2, $3, $4, $5, 'placed', $6, $7, $8, $9, $10, $11)`,
    [
      orderId,
      tenant,
      offer.owner?.companyId ?? null,
      offerId,
      deps.provider.name,
      input.extend ? 'extend' : 'publish',
      plan.slug,
      price.net,
      price.tax,
      price.gross,
      price.currency,
    ],
  );
  const locale = input.locale ?? (config.defaultLocale === 'en' ? 'en' : 'pl');
  const checkout = await deps.provider.createCheckout({
    orderId,
    amount: price.gross,
    currency: price.currency,
    description: `${plan.name[locale]} — ${'slug' in offer ? offer.slug : offerId}`,
    locale,
    returnUrl: `${originOf(req)}/api/v1/payments/${orderId}/return`,
    webhookUrl: `${selfUrl(req)}/api/v1/payments/webhooks/${deps.provider.name}`,
    webhookHost: req.get('host') ?? 'localhost',
  });
  const order = await runOnOrder(
    deps,
    orderId,
    { type: 'RequestPayment', data: { provider: deps.provider.name, ...checkout } },
    call,
  );
  await deps.pool.query(
    `UPDATE payment_order SET provider_ref = $2, status = 'pending' WHERE order_id = $1`,
    [orderId, checkout.providerRef],
  );
  return { order, paymentRequestUrl: new URL(checkout.checkoutUrl, originOf(req)).toString() };
}

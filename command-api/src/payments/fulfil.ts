import { ConcurrencyError, DomainError } from '@tablica/domain/errors';
import type { Actor } from '@tablica/domain/events';
import type { OfferCommand } from '@tablica/domain/offers/decide';
import { evolve, initialState, offerStreamId, type OfferEvent } from '@tablica/domain/offers/offer';
import type { Payment } from '@tablica/domain/offers/payment';
import type { PlacedOrder } from '@tablica/domain/orders/order';
import type { Logger } from '@tablica/platform/observability/logger';
import type { ProviderPayment } from '@tablica/platform/payments/port';
import type { Pool } from '@tablica/platform/postgres/pool';
import { runOnOffer, type OfferWriteDeps } from '../offers/commands';
import { issueInvoice, type InvoiceDeps } from './invoices';
import { runOnOrder, type OrderWriteDeps } from './orders';

export interface SettleDeps extends OrderWriteDeps, OfferWriteDeps, InvoiceDeps {
  readonly pool: Pool;
  readonly logger?: Logger | undefined;
}

/** Who the events name when the provider, not a person, moves an order on. */
export const providerActor = (provider: string): Actor => ({ kind: 'system', id: `payments:${provider}` });

/**
 * What the provider said about the order's payment (verified webhook, the return redirect asking it,
 * or the reconciliation job) applied to the order, and a paid order's offer published or extended.
 * Safe to run any number of times, concurrently: the order records the payment once, the offer
 * records the order's package once.
 */
export async function settlePayment(
  deps: SettleDeps,
  order: PlacedOrder,
  payment: ProviderPayment,
  correlationId: string,
): Promise<PlacedOrder> {
  const call = { tenant: order.tenant, actor: providerActor(order.provider ?? 'unknown'), correlationId };
  let settled = order;
  if (payment.status === 'paid')
    settled = await runOnOrder(
      deps,
      order.orderId,
      {
        type: 'ConfirmPayment',
        data: { providerRef: payment.providerRef, amount: payment.amount, currency: payment.currency },
      },
      call,
    );
  else if (payment.status === 'failed')
    settled = await runOnOrder(
      deps,
      order.orderId,
      { type: 'FailPayment', data: { reason: 'declined' } },
      call,
    );
  await deps.pool.query('UPDATE payment_order SET status = $2 WHERE order_id = $1', [
    order.orderId,
    settled.status,
  ]);
  if (settled.status !== 'paid') return settled;
  if (settled.fulfilledAt === null) {
    await fulfilOffer(deps, settled, call);
    settled = await runOnOrder(deps, order.orderId, { type: 'MarkOrderFulfilled' }, call);
  }
  // Issued once (a repeat finds it); a failure here is retried by the next callback or reconciliation.
  await issueInvoice(deps, settled).catch((error: unknown) =>
    deps.logger?.error({ err: error, orderId: order.orderId }, 'the invoice of a paid order was not issued'),
  );
  return settled;
}

const boughtBy = (orderId: string) => (event: { type: string; data: unknown }) =>
  event.type === 'OfferPackageBought' &&
  (event.data as Extract<OfferEvent, { type: 'OfferPackageBought' }>['data']).source.kind === 'order' &&
  (event.data as { source: { orderId?: string } }).source.orderId === orderId;

/**
 * The offer's write path with `Payment { kind: 'order' }`: skipped when the offer's stream already
 * holds this order's package; a concurrent write to the offer makes it read again and re-check.
 */
async function fulfilOffer(
  deps: SettleDeps,
  order: PlacedOrder,
  call: { tenant: string; actor: Actor; correlationId: string },
): Promise<void> {
  const payment: Payment = { kind: 'order', orderId: order.orderId, planKey: order.planKey };
  const command: OfferCommand =
    order.purpose === 'extend'
      ? { type: 'ExtendOffer', data: { by: order.by, payment } }
      : { type: 'PublishOffer', data: { by: order.by, payment } };
  for (let attempt = 0; ; attempt++) {
    // One read: the check and the version the command appends at see the same history.
    const history = await deps.store.readStream(offerStreamId(order.offerId));
    if (history.some(boughtBy(order.orderId))) return;
    const state = history.reduce(
      (current, event) => evolve(current, event as unknown as OfferEvent),
      initialState(),
    );
    const version = history.length;
    const slug = 'slug' in state ? state.slug : '';
    try {
      await runOnOffer(deps, { offerId: order.offerId, slug, state, version }, command, call);
      return;
    } catch (error) {
      if (error instanceof ConcurrencyError && attempt < 5) continue;
      if (error instanceof DomainError)
        deps.logger?.error(
          { err: error, orderId: order.orderId },
          'a paid order could not publish its offer',
        );
      throw error;
    }
  }
}

import { IllegalStateError } from '../errors';
import type { OrderEvent, OrderPlaced, OrderState, PlacedOrder } from './order';

export type PlaceOrder = { readonly type: 'PlaceOrder'; readonly data: OrderPlaced['data'] };
export type RequestPayment = {
  readonly type: 'RequestPayment';
  readonly data: { readonly provider: string; readonly providerRef: string; readonly checkoutUrl: string };
};
/** The provider says the money arrived (webhook, return redirect or reconciliation). */
export type ConfirmPayment = {
  readonly type: 'ConfirmPayment';
  readonly data: { readonly providerRef: string; readonly amount: number; readonly currency: string };
};
export type FailPayment = { readonly type: 'FailPayment'; readonly data: { readonly reason: string } };
export type CancelOrder = { readonly type: 'CancelOrder' };
/** The offer's write path recorded the package this order paid for. */
export type MarkOrderFulfilled = { readonly type: 'MarkOrderFulfilled' };
export type RefundOrder = { readonly type: 'RefundOrder' };

export type OrderCommand =
  PlaceOrder | RequestPayment | ConfirmPayment | FailPayment | CancelOrder | MarkOrderFulfilled | RefundOrder;

export interface OrderContext {
  readonly now: Date;
}

const settled = (order: PlacedOrder) =>
  order.status === 'paid' || order.status === 'refunded' || order.status === 'cancelled';

/**
 * Providers call back late, twice and out of order: a confirmation of a paid order, a failure after
 * the payment, or a second fulfilment change nothing (no events) rather than fail.
 */
export function decide(command: OrderCommand, state: OrderState, { now }: OrderContext): OrderEvent[] {
  const at = now.toISOString();
  if (command.type === 'PlaceOrder') {
    if (state.status !== 'initial')
      throw new IllegalStateError('order.already_exists', 'This order already exists.');
    return [{ type: 'OrderPlaced', data: command.data }];
  }
  if (state.status === 'initial') throw new IllegalStateError('order.not_found', 'There is no such order.');
  const { orderId } = state;
  switch (command.type) {
    case 'RequestPayment': {
      if (state.status !== 'placed')
        throw new IllegalStateError('order.payment_requested', 'This order already has a payment.');
      return [{ type: 'OrderPaymentRequested', data: { orderId, ...command.data, requestedAt: at } }];
    }
    case 'ConfirmPayment': {
      if (settled(state)) return [];
      const { amount, currency, providerRef } = command.data;
      if (state.providerRef !== null && providerRef !== state.providerRef)
        throw new IllegalStateError('payment.unknown_reference', 'The payment belongs to another order.');
      if (amount !== state.price.gross || currency.toUpperCase() !== state.price.currency)
        throw new IllegalStateError(
          'payment.amount_mismatch',
          'The amount or currency paid does not match the order.',
        );
      // A late success after a failure still paid: the money arrived.
      return [
        {
          type: 'OrderPaid',
          data: { orderId, providerRef, amount, currency: state.price.currency, paidAt: at },
        },
      ];
    }
    case 'FailPayment': {
      if (state.status !== 'placed' && state.status !== 'pending') return [];
      return [{ type: 'OrderPaymentFailed', data: { orderId, reason: command.data.reason, failedAt: at } }];
    }
    case 'CancelOrder': {
      if (state.status === 'cancelled') return [];
      if (state.status === 'paid' || state.status === 'refunded')
        throw new IllegalStateError('order.paid', 'A paid order is refunded, not cancelled.');
      return [{ type: 'OrderCancelled', data: { orderId, cancelledAt: at } }];
    }
    case 'MarkOrderFulfilled': {
      if (state.status !== 'paid')
        throw new IllegalStateError('order.not_paid', 'Only a paid order publishes or extends an offer.');
      if (state.fulfilledAt !== null) return [];
      return [{ type: 'OrderFulfilled', data: { orderId, offerId: state.offerId, fulfilledAt: at } }];
    }
    case 'RefundOrder': {
      if (state.status === 'refunded') return [];
      if (state.status !== 'paid')
        throw new IllegalStateError('order.not_paid', 'Only a paid order can be refunded.');
      return [{ type: 'OrderRefunded', data: { orderId, amount: state.price.gross, refundedAt: at } }];
    }
  }
}

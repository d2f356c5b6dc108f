import type { Requester } from '../offers/access';
import type { Currency } from '../catalogue';

/**
 * An order (`order-<id>`): one payment for one offer's publication or extension. It is placed with
 * the price the plan had then, asks a provider for a payment, and ends paid, failed, cancelled or
 * refunded. A paid order is fulfilled once: the offer's own write path records `OfferPackageBought`
 * with `source.orderId`, then the order records `OrderFulfilled`.
 */
export const orderStreamId = (orderId: string) => `order-${orderId}`;

export const orderPurposes = ['publish', 'extend'] as const;
export type OrderPurpose = (typeof orderPurposes)[number];

/** Minor units (grosze, cents); `tax` is the VAT amount, 0 under reverse charge. */
export interface OrderPrice {
  readonly net: number;
  readonly tax: number;
  readonly gross: number;
  readonly currency: Currency;
  /** VAT rate in percent (23), 0 under reverse charge. */
  readonly vatRate: number;
  /** An EU buyer with a VAT id outside Poland: the buyer accounts for the VAT. */
  readonly reverseCharge: boolean;
  /** The price before the promotion, when one ran at the time of the order; null otherwise. */
  readonly oldNet: number | null;
  readonly promotionDeadline: string | null;
}

/** The buyer as the invoice names it (spec §3 payment request). */
export interface BillingData {
  readonly companyName: string;
  readonly street: string;
  readonly streetNumber: string;
  readonly city: string;
  readonly postalCode: string;
  /** ISO 3166-1 alpha-2. */
  readonly country: string;
  readonly taxId: string | null;
}

export type OrderPlaced = {
  readonly type: 'OrderPlaced';
  readonly data: {
    readonly orderId: string;
    readonly tenant: string;
    readonly offerId: string;
    readonly companyId: string | null;
    /** Who placed it: the offer is published on their behalf once paid. */
    readonly by: Requester;
    readonly purpose: OrderPurpose;
    readonly planKey: string;
    readonly price: OrderPrice;
    readonly billing: BillingData;
    readonly newsletter: boolean;
    readonly regulationsAccepted: boolean;
    readonly returnUrl: string;
    readonly placedAt: string;
  };
};
export type OrderPaymentRequested = {
  readonly type: 'OrderPaymentRequested';
  readonly data: {
    readonly orderId: string;
    readonly provider: string;
    readonly providerRef: string;
    readonly checkoutUrl: string;
    readonly requestedAt: string;
  };
};
export type OrderPaid = {
  readonly type: 'OrderPaid';
  readonly data: {
    readonly orderId: string;
    readonly providerRef: string;
    readonly amount: number;
    readonly currency: string;
    readonly paidAt: string;
  };
};
export type OrderPaymentFailed = {
  readonly type: 'OrderPaymentFailed';
  readonly data: { readonly orderId: string; readonly reason: string; readonly failedAt: string };
};
export type OrderCancelled = {
  readonly type: 'OrderCancelled';
  readonly data: { readonly orderId: string; readonly cancelledAt: string };
};
export type OrderFulfilled = {
  readonly type: 'OrderFulfilled';
  readonly data: { readonly orderId: string; readonly offerId: string; readonly fulfilledAt: string };
};
export type OrderRefunded = {
  readonly type: 'OrderRefunded';
  readonly data: { readonly orderId: string; readonly amount: number; readonly refundedAt: string };
};

export type OrderEvent =
  | OrderPlaced
  | OrderPaymentRequested
  | OrderPaid
  | OrderPaymentFailed
  | OrderCancelled
  | OrderFulfilled
  | OrderRefunded;

export type OrderStatus = 'placed' | 'pending' | 'paid' | 'failed' | 'cancelled' | 'refunded';

export type PlacedOrder = OrderPlaced['data'] & {
  readonly status: OrderStatus;
  readonly provider: string | null;
  readonly providerRef: string | null;
  readonly checkoutUrl: string | null;
  readonly paidAt: string | null;
  readonly fulfilledAt: string | null;
  readonly failureReason: string | null;
};

export type OrderState = { readonly status: 'initial' } | PlacedOrder;

export const initialState = (): OrderState => ({ status: 'initial' });

export function evolve(state: OrderState, event: OrderEvent): OrderState {
  if (event.type === 'OrderPlaced')
    return {
      ...event.data,
      status: 'placed',
      provider: null,
      providerRef: null,
      checkoutUrl: null,
      paidAt: null,
      fulfilledAt: null,
      failureReason: null,
    };
  if (state.status === 'initial') return state;
  switch (event.type) {
    case 'OrderPaymentRequested': {
      const { provider, providerRef, checkoutUrl } = event.data;
      return { ...state, status: 'pending', provider, providerRef, checkoutUrl };
    }
    case 'OrderPaid':
      return { ...state, status: 'paid', paidAt: event.data.paidAt };
    case 'OrderPaymentFailed':
      return { ...state, status: 'failed', failureReason: event.data.reason };
    case 'OrderCancelled':
      return { ...state, status: 'cancelled' };
    case 'OrderFulfilled':
      return { ...state, fulfilledAt: event.data.fulfilledAt };
    case 'OrderRefunded':
      return { ...state, status: 'refunded' };
  }
}

/** Spec §4 payment status mapping, as `GET /v1/payments/{id}/status` answers it. */
export function paymentStatusOf(status: string): 'success' | 'failure' | 'pending' {
  if (status === 'paid' || status === 'ok') return 'success';
  if (status === 'failed' || status === 'error') return 'failure';
  return 'pending';
}

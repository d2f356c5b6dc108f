import { describe, expect, it } from 'vitest';
import { findOfferPlan } from '../plans/catalogue';
import type { OfferPlan } from '../plans/plan';
import { deciderSpec } from '../testing/decider-spec';
import { decide } from './decide';
import { evolve, initialState, paymentStatusOf, type OrderEvent, type OrderPlaced } from './order';
import { isReverseCharge, orderPrice } from './pricing';

const now = new Date('2026-03-02T10:00:00.000Z');
const at = now.toISOString();
const spec = deciderSpec({ decide, evolve, initialState }, { now });
const orderId = '5b0c9d1e-0000-4000-8000-000000000001';
const pro = findOfferPlan('it', 'pro')!;

const placedData: OrderPlaced['data'] = {
  orderId,
  tenant: 'it',
  offerId: '5b0c9d1e-0000-4000-8000-0000000000aa',
  companyId: 'acme',
  by: { kind: 'employer', companyId: 'acme' },
  purpose: 'publish',
  planKey: 'pro',
  price: orderPrice(pro, 'PLN', null, now),
  billing: {
    companyName: 'Acme Software sp. z o.o.',
    street: 'Marszałkowska',
    streetNumber: '1',
    city: 'Warszawa',
    postalCode: '00-001',
    country: 'PL',
    taxId: '5260250274',
  },
  newsletter: false,
  regulationsAccepted: true,
  returnUrl: 'https://it.localhost/offers/done',
  placedAt: at,
};
const placed: OrderEvent = { type: 'OrderPlaced', data: placedData };
const requested: OrderEvent = {
  type: 'OrderPaymentRequested',
  data: {
    orderId,
    provider: 'sandbox',
    providerRef: 'sb_1',
    checkoutUrl: '/payments/sandbox/sb_1',
    requestedAt: at,
  },
};
const gross = placedData.price.gross;
const paid: OrderEvent = {
  type: 'OrderPaid',
  data: { orderId, providerRef: 'sb_1', amount: gross, currency: 'PLN', paidAt: at },
};
const confirm = (amount = gross, currency = 'PLN') =>
  ({ type: 'ConfirmPayment', data: { providerRef: 'sb_1', amount, currency } }) as const;

describe('prices', () => {
  it('adds 23 % Polish VAT, and none under reverse charge for an EU VAT id', () => {
    const pln = orderPrice(pro, 'PLN', null, now);
    expect(pln).toMatchObject({ vatRate: 23, reverseCharge: false, currency: 'PLN' });
    expect(pln.tax).toBe(Math.round(pln.net * 0.23));
    expect(pln.gross).toBe(pln.net + pln.tax);
    const eu = orderPrice(pro, 'EUR', 'DE123456789', now);
    expect(eu).toMatchObject({
      vatRate: 0,
      tax: 0,
      reverseCharge: true,
      currency: 'EUR',
      net: pro.price.netEur,
    });
    expect(eu.gross).toBe(eu.net);
    expect(isReverseCharge('PL5260250274')).toBe(false);
    expect(isReverseCharge('5260250274')).toBe(false);
    expect(isReverseCharge('fr 12 345678901')).toBe(true);
  });

  it('charges the promotion price until the deadline, the old price after it', () => {
    const promoted: OfferPlan = {
      ...pro,
      price: { ...pro.price, net: 10_000, oldNet: 20_000, netEur: 2_500 },
      promotionDeadline: '2026-03-10T00:00:00.000Z',
    };
    expect(orderPrice(promoted, 'PLN', null, now)).toMatchObject({
      net: 10_000,
      tax: 2_300,
      gross: 12_300,
      oldNet: 20_000,
      promotionDeadline: '2026-03-10T00:00:00.000Z',
    });
    const after = new Date('2026-03-11T00:00:00.000Z');
    expect(orderPrice(promoted, 'PLN', null, after)).toMatchObject({ net: 20_000, oldNet: null });
    expect(orderPrice(promoted, 'EUR', null, after).net).toBe(5_000);
  });

  it('refuses a currency the plan is not sold in', () => {
    expect(() => orderPrice(pro, 'USD', null, now)).toThrow();
  });
});

describe('the order', () => {
  it('is placed once, then asks for one payment', () => {
    spec.given([]).when({ type: 'PlaceOrder', data: placedData }).then([placed]);
    spec.given([placed]).when({ type: 'PlaceOrder', data: placedData }).thenThrows('order.already_exists');
    spec.given([placed]).when({ type: 'RequestPayment', data: requested.data }).then([requested]);
    spec
      .given([placed, requested])
      .when({ type: 'RequestPayment', data: requested.data })
      .thenThrows('order.payment_requested');
  });

  it('is paid once: a repeated or late confirmation changes nothing', () => {
    spec.given([placed, requested]).when(confirm()).then([paid]);
    spec.given([placed, requested, paid]).when(confirm()).then([]);
    spec
      .given([placed, requested, paid])
      .when({ type: 'FailPayment', data: { reason: 'declined' } })
      .then([]);
  });

  it('refuses an amount or currency that does not match the order', () => {
    spec
      .given([placed, requested])
      .when(confirm(gross - 1))
      .thenThrows('payment.amount_mismatch');
    spec.given([placed, requested]).when(confirm(gross, 'EUR')).thenThrows('payment.amount_mismatch');
    spec
      .given([placed, requested])
      .when({ type: 'ConfirmPayment', data: { providerRef: 'other', amount: gross, currency: 'PLN' } })
      .thenThrows('payment.unknown_reference');
  });

  it('fails once; a late success still counts as paid', () => {
    const failed: OrderEvent = {
      type: 'OrderPaymentFailed',
      data: { orderId, reason: 'declined', failedAt: at },
    };
    spec
      .given([placed, requested])
      .when({ type: 'FailPayment', data: { reason: 'declined' } })
      .then([failed]);
    spec
      .given([placed, requested, failed])
      .when({ type: 'FailPayment', data: { reason: 'declined' } })
      .then([]);
    spec.given([placed, requested, failed]).when(confirm()).then([paid]);
  });

  it('is fulfilled once, and only when paid', () => {
    const fulfilled: OrderEvent = {
      type: 'OrderFulfilled',
      data: { orderId, offerId: placedData.offerId, fulfilledAt: at },
    };
    spec.given([placed, requested]).when({ type: 'MarkOrderFulfilled' }).thenThrows('order.not_paid');
    spec.given([placed, requested, paid]).when({ type: 'MarkOrderFulfilled' }).then([fulfilled]);
    spec.given([placed, requested, paid, fulfilled]).when({ type: 'MarkOrderFulfilled' }).then([]);
  });

  it('is cancelled unless paid, refunded only when paid', () => {
    spec
      .given([placed])
      .when({ type: 'CancelOrder' })
      .then([{ type: 'OrderCancelled', data: { orderId, cancelledAt: at } }]);
    spec.given([placed, requested, paid]).when({ type: 'CancelOrder' }).thenThrows('order.paid');
    spec.given([placed, requested]).when({ type: 'RefundOrder' }).thenThrows('order.not_paid');
    spec
      .given([placed, requested, paid])
      .when({ type: 'RefundOrder' })
      .then([{ type: 'OrderRefunded', data: { orderId, amount: gross, refundedAt: at } }]);
  });
});

describe('spec §4 payment status mapping', () => {
  it('maps paid/ok to success, failed/error to failure, anything else to pending', () => {
    expect(['paid', 'ok'].map(paymentStatusOf)).toEqual(['success', 'success']);
    expect(['failed', 'error'].map(paymentStatusOf)).toEqual(['failure', 'failure']);
    expect(['pending', 'started', 'placed', 'cancelled'].map(paymentStatusOf)).toEqual(
      Array(4).fill('pending'),
    );
  });
});

import type { Currency } from '@tablica/domain/catalogue';

export const orderStatuses = ['placed', 'pending', 'paid', 'failed', 'cancelled', 'refunded'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** A row of `GET /api/v2/employer-panel/orders` (and the answer of `/orders/{id}`); amounts in minor units. */
export interface OrderRow {
  readonly id: string;
  readonly offerId: string;
  readonly offerSlug: string | null;
  readonly purpose: 'publish' | 'extend';
  readonly planKey: string;
  readonly status: OrderStatus;
  readonly net: number;
  readonly tax: number;
  readonly gross: number;
  readonly currency: Currency;
  readonly provider: string;
  readonly createdAt: string;
  readonly invoiceId: string | null;
  readonly invoiceNumber: string | null;
  readonly correctionId: string | null;
  readonly correctionNumber: string | null;
}

/** A row of `GET /api/v2/employer-panel/invoices`. */
export interface InvoiceRow {
  readonly id: string;
  readonly number: string;
  readonly kind: 'invoice' | 'correction';
  readonly orderId: string;
  readonly buyer: { readonly companyName: string; readonly taxId: string | null };
  readonly net: number;
  readonly tax: number;
  readonly gross: number;
  readonly currency: Currency;
  readonly issuedAt: string;
}

/** `GET /api/v1/payments/{id}/status`: spec §4's mapping in `status`. */
export interface PaymentStatus {
  readonly paymentId: string;
  readonly status: 'success' | 'failure' | 'pending';
  readonly orderStatus: OrderStatus;
  readonly offerId: string;
  readonly purpose: 'publish' | 'extend';
  readonly published: boolean;
  readonly failureReason: string | null;
}

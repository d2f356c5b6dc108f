import { randomUUID } from 'node:crypto';
import type { PlacedOrder } from '@tablica/domain/orders/order';
import { findOfferPlan } from '@tablica/domain/plans/catalogue';
import { tenants, isTenantId, defaultTenant } from '@tablica/domain/tenants';
import { newFileKey, type FileStore } from '@tablica/platform/files/port';
import type { InvoiceSeller } from '@tablica/platform/payments/create';
import { inTransaction, type Pool, type PoolClient } from '@tablica/platform/postgres/pool';
import { invoicePdf } from './invoice-pdf';

export interface InvoiceDeps {
  readonly pool: Pool;
  readonly files: FileStore;
  readonly now: () => Date;
  /** INVOICE_SELLER_*: the brand as the seller. */
  readonly seller: InvoiceSeller;
}

export interface InvoiceRow {
  readonly id: string;
  readonly number: string;
  readonly kind: 'invoice' | 'correction';
  readonly orderId: string;
  readonly companyId: string | null;
  readonly net: number;
  readonly tax: number;
  readonly gross: number;
  readonly currency: string;
  readonly issuedAt: string;
  readonly fileKey: string;
}

/** The brand as the seller on its invoices, as configured. */
const sellerOf = (seller: InvoiceSeller, tenant: string): InvoiceSeller => ({
  ...seller,
  name: seller.name.replaceAll('{brand}', tenants[isTenantId(tenant) ? tenant : defaultTenant].name),
});

const selectColumns = `id, number, kind, order_id AS "orderId", company_id AS "companyId", net, tax, gross,
  currency, issued_at AS "issuedAt", file_key AS "fileKey"`;

/** The next number of the brand's series for `year`: the row stays locked until the transaction ends. */
async function nextNumber(client: PoolClient, tenant: string, year: number): Promise<number> {
  const { rows } = await client.query<{ last_number: number }>(
    `INSERT INTO invoice_series (tenant, year, last_number) VALUES ($1, $2, 1)
     ON CONFLICT (tenant, year) DO UPDATE SET last_number = invoice_series.last_number + 1
     RETURNING last_number`,
    [tenant, year],
  );
  return rows[0]!.last_number;
}

/**
 * The invoice of a paid order (or, `correction`, of its refund), issued once: a second call answers
 * the invoice already issued. The number is taken from the brand's series for the year inside the
 * transaction that writes the invoice, so the series has no gaps; the PDF is stored first and never
 * rewritten.
 */
export async function issueInvoice(
  deps: InvoiceDeps,
  order: PlacedOrder,
  kind: 'invoice' | 'correction' = 'invoice',
): Promise<InvoiceRow> {
  const existing = await findInvoice(deps.pool, order.orderId, kind);
  if (existing) return existing;
  const now = deps.now();
  const issuedAt = now.toISOString();
  const year = now.getUTCFullYear();
  const sign = kind === 'correction' ? -1 : 1;
  const { net, tax, gross } = order.price;
  const plan = findOfferPlan(isTenantId(order.tenant) ? order.tenant : defaultTenant, order.planKey);
  return inTransaction(deps.pool, async (client) => {
    // Serialises issues for this order (and the series): a concurrent issue of the same one waits here.
    const seq = await nextNumber(client, order.tenant, year);
    const again = await findInvoice(client, order.orderId, kind);
    if (again) throw new AlreadyIssued(again);
    const corrected = kind === 'correction' ? await findInvoice(client, order.orderId, 'invoice') : null;
    const number = `${kind === 'correction' ? 'KOR' : 'FV'}/${year}/${String(seq).padStart(6, '0')}`;
    const seller = sellerOf(deps.seller, order.tenant);
    const pdf = await invoicePdf({
      number,
      kind,
      corrects: corrected?.number ?? null,
      issuedAt,
      seller,
      buyer: order.billing,
      item: `${order.purpose === 'extend' ? 'Przedłużenie ogłoszenia / Offer extension' : 'Publikacja ogłoszenia / Offer publication'}: ${plan?.name.pl ?? order.planKey}`,
      net: sign * net,
      tax: sign * tax,
      gross: sign * gross,
      currency: order.price.currency,
      vatRate: order.price.vatRate,
      reverseCharge: order.price.reverseCharge,
    });
    const fileKey = newFileKey('invoices', 'pdf', now);
    await deps.files.put(fileKey, pdf, 'application/pdf');
    const { rows } = await client.query<InvoiceRow>(
      `INSERT INTO invoice (id, tenant, year, seq, number, kind, corrects, order_id, company_id, buyer, net, tax,
         gross, currency, vat_rate, reverse_charge, plan_key, issued_at, file_key, seller)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20)
       RETURNING ${selectColumns}`,
      [
        randomUUID(),
        order.tenant,
        year,
        seq,
        number,
        kind,
        corrected?.id ?? null,
        order.orderId,
        order.companyId,
        JSON.stringify(order.billing),
        sign * net,
        sign * tax,
        sign * gross,
        order.price.currency,
        order.price.vatRate,
        order.price.reverseCharge,
        order.planKey,
        issuedAt,
        fileKey,
        JSON.stringify(seller),
      ],
    );
    return rows[0]!;
  }).catch((error: unknown) => {
    if (error instanceof AlreadyIssued) return error.invoice;
    throw error;
  });
}

/** Thrown inside the transaction to give the number back when another caller issued it first. */
class AlreadyIssued extends Error {
  constructor(readonly invoice: InvoiceRow) {
    super('already issued');
  }
}

async function findInvoice(
  db: Pick<Pool, 'query'>,
  orderId: string,
  kind: 'invoice' | 'correction',
): Promise<InvoiceRow | null> {
  const { rows } = await db.query<InvoiceRow>(
    `SELECT ${selectColumns} FROM invoice WHERE order_id = $1 AND kind = $2`,
    [orderId, kind],
  );
  return rows[0] ?? null;
}

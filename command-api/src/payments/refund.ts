import type { Request } from 'express';
import { platformAdmin } from '@tablica/platform/http/guards';
import { correlationIdOf } from '../offers/commands';
import { issueInvoice, type InvoiceDeps, type InvoiceRow } from './invoices';
import { orderNotFound, placedOrder, runOnOrder, type OrderWriteDeps } from './orders';

/**
 * `POST /admin/payments/{paymentId}/refund` (platform admin of the brand): records that the order's
 * money was given back at the provider and issues the corrected invoice (negative amounts, the same
 * series). Repeating it answers the same correction.
 */
export async function refundOrder(
  deps: OrderWriteDeps & InvoiceDeps,
  req: Request,
  paymentId: string,
): Promise<InvoiceRow> {
  const admin = platformAdmin(req);
  if (!/^[0-9a-f-]{36}$/i.test(paymentId)) throw orderNotFound();
  const order = await placedOrder(deps.store, paymentId);
  if (order.tenant !== req.tenant) throw orderNotFound();
  const refunded = await runOnOrder(
    deps,
    paymentId,
    { type: 'RefundOrder' },
    {
      tenant: req.tenant,
      actor: { kind: 'admin', id: admin.userId },
      correlationId: correlationIdOf(req),
    },
  );
  await deps.pool.query('UPDATE payment_order SET status = $2 WHERE order_id = $1', [
    paymentId,
    refunded.status,
  ]);
  return issueInvoice(deps, refunded, 'correction');
}

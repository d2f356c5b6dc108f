import { Router, type Response } from 'express';
import { z } from 'zod';
import { NotFoundError } from '@tablica/domain/errors';
import { companyMember } from '@tablica/platform/http/guards';
import { jsonParam, parseQuery } from '@tablica/platform/http/query-params';
import type { FileStore } from '@tablica/platform/files/port';
import type { Pool } from '@tablica/platform/postgres/pool';
import { orderNotFound } from './orders';

export interface CompanyListsDeps {
  readonly pool: Pool;
  readonly files: FileStore;
}

const listQuery = z.object({
  range: jsonParam(z.tuple([z.number().int().min(0), z.number().int().min(0)]))
    .refine(([start, end]) => end >= start && end - start < 1000, 'errors.invalidValue')
    .default([0, 24]),
});

const invoiceNotFound = () => new NotFoundError('invoice.not_found', 'There is no such invoice.');

/** The company's orders, newest first: one page of them, or the one with `id`. */
async function companyOrders(
  pool: Pool,
  tenant: string,
  companyId: string,
  which: { readonly start: number; readonly end: number } | { readonly id: string },
) {
  const page = 'id' in which ? null : which;
  const { rows } = await pool.query<{ total: number }>(
    `SELECT o.order_id AS id, o.offer_id AS "offerId", s.slug AS "offerSlug", o.purpose, o.plan_key AS "planKey",
            o.status, o.net, o.tax, o.gross, o.currency, o.provider, o.created_at AS "createdAt",
            i.id AS "invoiceId", i.number AS "invoiceNumber", c.id AS "correctionId",
            c.number AS "correctionNumber", count(*) OVER ()::int AS total
       FROM payment_order o
       LEFT JOIN offer_slug s ON s.offer_id = o.offer_id
       LEFT JOIN invoice i ON i.order_id = o.order_id AND i.kind = 'invoice'
       LEFT JOIN invoice c ON c.order_id = o.order_id AND c.kind = 'correction'
      WHERE o.tenant = $1 AND o.company_id = $2 AND ($3::uuid IS NULL OR o.order_id = $3::uuid)
      ORDER BY o.created_at DESC, o.order_id
      OFFSET $4 LIMIT $5`,
    [
      tenant,
      companyId,
      'id' in which ? which.id : null,
      page?.start ?? 0,
      page ? page.end - page.start + 1 : 1,
    ],
  );
  return rows;
}

/** One page of a react-admin list (ra-data-simple-rest): the rows and `Content-Range: name start-end/total`. */
function sendPage(res: Response, name: string, start: number, rows: readonly object[], total: number): void {
  const last = rows.length === 0 ? start : start + rows.length - 1;
  res
    .set('Content-Range', `${name} ${start}-${last}/${total}`)
    .set('Access-Control-Expose-Headers', 'Content-Range')
    .set('Cache-Control', 'private, no-store')
    .json(rows);
}

/** The company's orders and invoices (the console's screens), newest first; the invoice PDFs. */
export function companyListRoutes(deps: CompanyListsDeps): Router {
  const router = Router();

  router.get('/v2/employer-panel/orders', async (req, res) => {
    const { companyId } = companyMember(req, 'offers.manage');
    const [start, end] = parseQuery(listQuery, req.query).range;
    const rows = await companyOrders(deps.pool, req.tenant, companyId, { start, end });
    sendPage(
      res,
      'orders',
      start,
      rows.map(({ total: _, ...row }) => row),
      rows[0]?.total ?? 0,
    );
  });

  router.get('/v2/employer-panel/orders/:id', async (req, res) => {
    const { companyId } = companyMember(req, 'offers.manage');
    if (!/^[0-9a-f-]{36}$/i.test(req.params.id)) throw orderNotFound();
    const [order] = await companyOrders(deps.pool, req.tenant, companyId, { id: req.params.id });
    if (!order) throw orderNotFound();
    const { total: _, ...row } = order;
    res.set('Cache-Control', 'private, no-store').json(row);
  });

  router.get('/v2/employer-panel/invoices', async (req, res) => {
    const { companyId } = companyMember(req, 'offers.manage');
    const [start, end] = parseQuery(listQuery, req.query).range;
    const { rows } = await deps.pool.query<{ total: number }>(
      `SELECT id, number, kind, order_id AS "orderId", buyer, seller, net, tax, gross, currency, vat_rate AS "vatRate",
              reverse_charge AS "reverseCharge", plan_key AS "planKey", issued_at AS "issuedAt",
              count(*) OVER ()::int AS total
         FROM invoice WHERE tenant = $1 AND company_id = $2
        ORDER BY issued_at DESC, seq DESC
        OFFSET $3 LIMIT $4`,
      [req.tenant, companyId, start, end - start + 1],
    );
    sendPage(
      res,
      'invoices',
      start,
      rows.map(({ total: _, ...row }) => row),
      rows[0]?.total ?? 0,
    );
  });

  router.get('/v2/employer-panel/invoices/:id/pdf', async (req, res) => {
    const { companyId } = companyMember(req, 'offers.manage');
    if (!/^[0-9a-f-]{36}$/i.test(req.params.id)) throw invoiceNotFound();
    const { rows } = await deps.pool.query<{ number: string; file_key: string }>(
      'SELECT number, file_key FROM invoice WHERE id = $1 AND tenant = $2 AND company_id = $3',
      [req.params.id, req.tenant, companyId],
    );
    const invoice = rows[0];
    const file = invoice ? await deps.files.get(invoice.file_key) : null;
    if (!invoice || !file) throw invoiceNotFound();
    res
      .type('application/pdf')
      .set('Content-Disposition', `attachment; filename="${invoice.number.replaceAll('/', '-')}.pdf"`)
      .set('Cache-Control', 'private, max-age=31536000, immutable')
      .send(file.bytes);
  });

  return router;
}

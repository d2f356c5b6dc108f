import { Router } from 'express';
import { offerStreamId } from '@tablica/domain/offers/offer';
import { orderStreamId } from '@tablica/domain/orders/order';
import type { EventStore } from '@tablica/platform/event-store/port';
import { requireAdminToken } from '@tablica/platform/http/admin-token';
import { jsonResponse, problemResponse, type OpenApiPaths } from '@tablica/platform/http/openapi';
import type { Queryable } from '@tablica/platform/postgres/pool';
import { readModel } from '@tablica/platform/projections/locator';
import { applicationsProjection } from '@tablica/projections/applications/apply';
import { findAuditedOffer, findOfferCopies } from '@tablica/projections/offer-history/queries';
import { noSuchOffer, offerIdParameter } from './offer-state';

export interface AdminOfferRelatedDeps {
  readonly db: Queryable;
  readonly store: EventStore;
  readonly adminToken?: string | undefined;
}

const applications = readModel(applicationsProjection.name);

// undefined_table: a query API whose database lacks the command side's tables (codes, orders).
const missingTable = (error: unknown) => (error as { code?: unknown } | null)?.code === '42P01';
const orNone = <T>(query: Promise<{ rows: T[] }>): Promise<T[]> =>
  query.then(
    (result) => result.rows,
    (error: unknown) => {
      if (missingTable(error)) return [];
      throw error;
    },
  );

/**
 * What else the store and the board know of one offer (issue 17, item 2): its orders (each a stream of
 * its own), the codes it redeemed, its applications counted by status, the offer it was copied from
 * and its copies. The source is the stream's first event (`OfferCopied`), read through the store's
 * port; the copies come from the offer-history read model, which records each offer's source.
 */
export async function offerRelated(db: Queryable, store: EventStore, tenant: string, offerId: string) {
  const [orders, codes, counts, first, copies] = await Promise.all([
    orNone(
      db.query<{
        orderId: string;
        status: string;
        purpose: string;
        planKey: string;
        gross: number;
        currency: string;
        createdAt: Date;
      }>(
        `SELECT order_id AS "orderId", status, purpose, plan_key AS "planKey", gross, currency, created_at AS "createdAt"
           FROM payment_order WHERE tenant = $1 AND offer_id = $2 ORDER BY created_at`,
        [tenant, offerId],
      ),
    ),
    orNone(
      db.query<{ code: string; purpose: string; usedAt: Date }>(
        `SELECT code, purpose, used_at AS "usedAt" FROM offer_code
          WHERE tenant = $1 AND used_by_offer = $2 ORDER BY used_at`,
        [tenant, offerId],
      ),
    ),
    applications.read(db, (rm) =>
      orNone(
        db.query<{ status: string; count: number }>(
          `SELECT status, sum(n)::int AS count FROM ${rm}.application_counts
            WHERE tenant = $1 AND offer_id = $2 GROUP BY status ORDER BY status`,
          [tenant, offerId],
        ),
      ),
    ),
    store.readStreamRange(offerStreamId(offerId), { after: 0, upTo: 1 }),
    findOfferCopies(db, tenant, offerId),
  ]);
  const created = first.events[0];
  return {
    orders: orders.map((order) => ({
      ...order,
      streamId: orderStreamId(order.orderId),
      createdAt: order.createdAt.toISOString(),
    })),
    codes: codes.map((code) => ({ ...code, usedAt: code.usedAt.toISOString() })),
    applications: Object.fromEntries(counts.map((row) => [row.status, row.count])),
    copiedFrom:
      created?.type === 'OfferCopied'
        ? ((created.data as { copiedFrom?: { offerId: string; slug: string } }).copiedFrom ?? null)
        : null,
    copies,
  };
}

export function adminOfferRelatedRoutes(deps: AdminOfferRelatedDeps): Router {
  const router = Router();
  router.get('/admin/offers/:id/related', requireAdminToken(deps.adminToken), async (req, res) => {
    const offer = await findAuditedOffer(deps.db, { tenant: req.tenant, offer: String(req.params.id) });
    if (!offer) throw noSuchOffer();
    res.set('Cache-Control', 'no-store').json({
      offerId: offer.offerId,
      ...(await offerRelated(deps.db, deps.store, req.tenant, offer.offerId)),
    });
  });
  return router;
}

export const adminOfferRelatedPaths: OpenApiPaths = {
  '/admin/offers/{id}/related': {
    get: {
      summary:
        "An offer's related streams and counts: its orders, the codes it redeemed, its applications by status, the offer it was copied from and its copies (platform admin)",
      parameters: [offerIdParameter],
      responses: {
        200: jsonResponse(
          '{ offerId, orders: [{ orderId, streamId, status, purpose, planKey, gross, currency, createdAt }], codes: [{ code, purpose, usedAt }], applications: { status: count }, copiedFrom: { offerId, slug } | null, copies: [{ offerId, slug, copiedAt }] }',
        ),
        404: problemResponse('No such offer on this brand (`offer.not_found`), or not a platform admin'),
      },
    },
  },
};

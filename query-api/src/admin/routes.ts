import { Router } from 'express';
import { NotFoundError } from '@tablica/domain/errors';
import { requireAdminToken } from '@tablica/platform/http/admin-token';
import { jsonResponse, problemResponse, type OpenApiPaths } from '@tablica/platform/http/openapi';
import type { Pool } from '@tablica/platform/postgres/pool';
import { getOfferHistory, type OfferHistory } from '@tablica/projections/offer-history/queries';

export interface AdminOfferHistoryDeps {
  readonly db: Pool;
  /** ADMIN_TOKEN: scripts may read histories with it; unset, only signed-in platform admins may. */
  readonly adminToken?: string | undefined;
}

// undefined_table: a query-api whose database has no account tables (the command API makes them).
const noAccountTables = (error: unknown) => (error as { code?: unknown } | null)?.code === '42P01';

/** Who the actors are, for the audit view: the name and e-mail of each account still there. */
async function withActorNames(db: Pool, history: OfferHistory) {
  const ids = [...new Set(history.events.map((event) => event.actor.id))];
  const accounts = await db
    .query<{ id: string; name: string; email: string }>(
      'SELECT id, name, email FROM auth_user WHERE id = ANY($1)',
      [ids],
    )
    .then(
      (result) => new Map(result.rows.map((row) => [row.id, row])),
      (error: unknown) => {
        if (noAccountTables(error)) return new Map<string, { name: string; email: string }>();
        throw error;
      },
    );
  return {
    ...history,
    events: history.events.map((event) => {
      const account = accounts.get(event.actor.id);
      return account
        ? { ...event, actor: { ...event.actor, name: account.name, email: account.email } }
        : event;
    }),
  };
}

/**
 * The audit view of an offer (spec §6 admin): every event with who, when and the correlation, and
 * the field-level changes it made. A platform admin of the request's brand, or the ADMIN_TOKEN
 * bearer; another brand's offer is not found.
 */
export function adminOfferHistoryRoutes(deps: AdminOfferHistoryDeps): Router {
  const router = Router();
  // The one-process server guards all of /admin in front already; the query API on its own relies on this.
  const guard = requireAdminToken(deps.adminToken);

  router.get('/admin/offers/:id/history', guard, async (req, res) => {
    const history = await getOfferHistory(deps.db, { tenant: req.tenant, offer: String(req.params.id) });
    if (!history) throw new NotFoundError('offer.not_found', 'There is no such offer on this brand.');
    res.set('Cache-Control', 'no-store').json(await withActorNames(deps.db, history));
  });

  return router;
}

const change = {
  type: 'object',
  properties: { field: { type: 'string' }, from: {}, to: {} },
  required: ['field', 'from', 'to'],
};

export const adminOfferHistoryPaths: OpenApiPaths = {
  '/admin/offers/{id}/history': {
    get: {
      summary:
        "An offer's audit trail: every event, who and when, its correlation and the field-level changes (platform admin or ADMIN_TOKEN)",
      parameters: [
        {
          name: 'id',
          in: 'path',
          required: true,
          description: "The offer's id (or its slug)",
          schema: { type: 'string' },
        },
      ],
      responses: {
        200: jsonResponse('The history, oldest event first', {
          type: 'object',
          properties: {
            offerId: { type: 'string', format: 'uuid' },
            slug: { type: 'string' },
            status: { type: 'string' },
            events: {
              type: 'array',
              items: {
                type: 'object',
                properties: {
                  position: { type: 'string', description: "The event store's global position" },
                  version: { type: 'integer', description: "The offer stream's version after the event" },
                  id: { type: 'string' },
                  type: { type: 'string', example: 'OfferEdited' },
                  occurredAt: { type: 'string', format: 'date-time' },
                  recordedAt: { type: 'string', format: 'date-time' },
                  actor: {
                    type: 'object',
                    properties: {
                      kind: {
                        type: 'string',
                        enum: ['employer', 'candidate', 'admin', 'system', 'anonymous'],
                      },
                      id: { type: 'string' },
                      name: { type: 'string' },
                      email: { type: 'string' },
                    },
                  },
                  correlationId: { type: 'string' },
                  causationId: { type: ['string', 'null'] },
                  summary: { type: 'string', example: 'Extended until 2026-12-22' },
                  changes: { type: 'array', items: change },
                },
              },
            },
          },
        }),
        401: problemResponse('ADMIN_TOKEN is set and the request carries neither it nor an admin session'),
        404: problemResponse(
          "No such offer on this brand (also: admin operations not enabled, or another brand's admin)",
        ),
      },
    },
  },
};

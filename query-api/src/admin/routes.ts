import { Router } from 'express';
import { z } from 'zod';
import { NotFoundError } from '@tablica/domain/errors';
import { requireAdminToken } from '@tablica/platform/http/admin-token';
import { jsonResponse, problemResponse, type OpenApiPaths } from '@tablica/platform/http/openapi';
import type { Pool } from '@tablica/platform/postgres/pool';
import { parseQuery } from '@tablica/platform/http/query-params';
import { offerIdParameter } from './offer-state';
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

const instant = z.iso
  .datetime({ offset: true, message: 'errors.invalidValue' })
  .transform((at) => new Date(at));

/** The timeline's filters and page: `?type=OfferEdited,OfferExtended&actor=employer&from=…&to=…&after=…&limit=…` */
const historyQuerySchema = z.object({
  type: z
    .string()
    .max(500)
    .transform((types) => types.split(',').filter((each) => each !== ''))
    .optional(),
  actor: z.string().min(1).max(200).optional(),
  from: instant.optional(),
  to: instant.optional(),
  after: z.coerce.number().int().min(0).optional(),
  limit: z.coerce.number().int().min(1).max(1000).optional(),
});

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
    const { type, actor, from, to, after, limit } = parseQuery(historyQuerySchema, req.query);
    const history = await getOfferHistory(deps.db, {
      tenant: req.tenant,
      offer: String(req.params.id),
      filter: { types: type, actor, from, to, afterVersion: after, limit },
    });
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

const historyFilterParameters = [
  ['type', 'Event types, comma-separated (e.g. OfferEdited,OfferExtended)'],
  ['actor', "An actor's kind (employer, admin, system, …) or id"],
  ['from', 'Events that occurred at or after this ISO-8601 instant'],
  ['to', 'Events that occurred at or before this ISO-8601 instant'],
  ['after', 'Events after this stream version only (the next page)'],
  ['limit', 'At most this many events (1–1000)'],
].map(([name, description]) => ({
  name,
  in: 'query',
  required: false,
  description,
  schema: { type: 'string' },
}));

export const adminOfferHistoryPaths: OpenApiPaths = {
  '/admin/offers/{id}/history': {
    get: {
      summary:
        "An offer's audit trail: every event, who and when, its correlation and the field-level changes (platform admin or ADMIN_TOKEN)",
      parameters: [offerIdParameter, ...historyFilterParameters],
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
        400: problemResponse('A filter is not valid (`errors.<parameter>`)'),
        404: problemResponse(
          'No such offer on this brand; also anyone who is neither a platform admin of this brand nor the ADMIN_TOKEN',
        ),
      },
    },
  },
};

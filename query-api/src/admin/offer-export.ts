import { Router } from 'express';
import { z } from 'zod';
import { offerStreamId } from '@tablica/domain/offers/offer';
import { recordAdminActivity, requestActivity } from '@tablica/platform/admin-activity/record';
import type { EventStore, RecordedEvent } from '@tablica/platform/event-store/port';
import { requireAdminToken } from '@tablica/platform/http/admin-token';
import { problemResponse, type OpenApiPaths } from '@tablica/platform/http/openapi';
import { parseQuery } from '@tablica/platform/http/query-params';
import type { Queryable } from '@tablica/platform/postgres/pool';
import { findAuditedOffer } from '@tablica/projections/offer-history/queries';
import { noSuchOffer, offerIdParameter } from './offer-state';

export interface AdminOfferExportDeps {
  readonly db: Queryable;
  readonly store: EventStore;
  readonly adminToken?: string | undefined;
}

const exportQuerySchema = z.object({ format: z.enum(['json', 'csv']).default('json') });

/** One exported event: what the store recorded, nothing left out but the offer's secret link. */
function exported(event: RecordedEvent) {
  const data = event.data as Record<string, unknown> | null;
  const { accessTokenHash: _secret, ...shown } = data ?? {};
  return {
    version: event.streamVersion,
    position: event.globalPosition,
    id: event.id,
    type: event.type,
    occurredAt: event.metadata.occurredAt,
    recordedAt: event.recordedAt,
    actor: event.metadata.actor,
    correlationId: event.metadata.correlationId,
    causationId: event.metadata.causationId ?? null,
    data: shown,
  };
}

const csvColumns = [
  'version',
  'position',
  'id',
  'type',
  'occurredAt',
  'recordedAt',
  'actorKind',
  'actorId',
  'correlationId',
  'causationId',
  'data',
] as const;

/** RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled. */
const csvField = (value: unknown) => {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

export function eventsAsCsv(events: readonly ReturnType<typeof exported>[]): string {
  const rows = events.map((event) =>
    [
      event.version,
      event.position,
      event.id,
      event.type,
      event.occurredAt,
      event.recordedAt,
      event.actor.kind,
      event.actor.id,
      event.correlationId,
      event.causationId,
      JSON.stringify(event.data),
    ].map(csvField),
  );
  return [csvColumns.join(','), ...rows.map((row) => row.join(','))].join('\r\n') + '\r\n';
}

/** An offer's whole stream as a file, JSON or CSV, straight from the event store (platform admin). */
export function adminOfferExportRoutes(deps: AdminOfferExportDeps): Router {
  const router = Router();
  router.get('/admin/offers/:id/export', requireAdminToken(deps.adminToken), async (req, res) => {
    const { format } = parseQuery(exportQuerySchema, req.query);
    const offer = await findAuditedOffer(deps.db, { tenant: req.tenant, offer: String(req.params.id) });
    if (!offer) throw noSuchOffer();
    const stream = offerStreamId(offer.offerId);
    const events = (await deps.store.readStream(stream)).map(exported);
    await recordAdminActivity(
      deps.db,
      requestActivity(req, 'offer.export', offer.offerId, { format, events: events.length }),
    );
    res
      .set('Cache-Control', 'no-store')
      .attachment(`${stream}.${format}`)
      .type(format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json');
    res.send(
      format === 'csv'
        ? eventsAsCsv(events)
        : JSON.stringify({ stream, offerId: offer.offerId, slug: offer.slug, events }, null, 2),
    );
  });
  return router;
}

export const adminOfferExportPaths: OpenApiPaths = {
  '/admin/offers/{id}/export': {
    get: {
      summary: "An offer's whole event stream as a JSON or CSV file (platform admin)",
      parameters: [
        offerIdParameter,
        { name: 'format', in: 'query', required: false, schema: { type: 'string', enum: ['json', 'csv'] } },
      ],
      responses: {
        200: {
          description: 'The stream, oldest event first (Content-Disposition: attachment)',
          content: {
            'application/json': { schema: { type: 'object' } },
            'text/csv': { schema: { type: 'string' } },
          },
        },
        400: problemResponse('`format` is neither json nor csv (`errors.format`)'),
        404: problemResponse('No such offer on this brand (`offer.not_found`), or not a platform admin'),
      },
    },
  },
};

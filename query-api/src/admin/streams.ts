import { Router, type Response } from 'express';
import { z } from 'zod';
import { NotFoundError } from '@tablica/domain/errors';
import { streamCategory } from '@tablica/platform/event-store/category';
import type { EventStore } from '@tablica/platform/event-store/port';
import { requireAdminToken } from '@tablica/platform/http/admin-token';
import { jsonResponse, problemResponse, type OpenApiPaths } from '@tablica/platform/http/openapi';
import { parseQuery } from '@tablica/platform/http/query-params';
import type { Queryable } from '@tablica/platform/postgres/pool';
import { showEvents, type ShownEvent } from './shown-events';

export interface AdminStreamsDeps {
  readonly db: Queryable;
  readonly store: EventStore;
  readonly adminToken?: string | undefined;
  /** How often the live tail comments to keep proxies from closing a quiet connection (ms). */
  readonly keepAliveMs?: number;
}

/** Both stores' checkpoints are `<number>/<number>`; anything else is not one of ours. */
const checkpoint = z.string().regex(/^\d{1,20}\/\d{1,20}$/, 'errors.invalidValue');
const category = z.string().regex(/^[a-z][a-z0-9-]{0,62}$/, 'errors.invalidValue');

const pageQuerySchema = z.object({
  category: category.optional(),
  direction: z.enum(['forwards', 'backwards']).default('backwards'),
  from: checkpoint.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
const liveQuerySchema = z.object({ category: category.optional() });

const tailBatch = 200;

/** One server-sent event: the event as JSON, its checkpoint as the id a reconnect resumes from. */
function sendRecorded(res: Response, event: ShownEvent) {
  res.write(`id: ${event.checkpoint}\nevent: recorded\ndata: ${JSON.stringify(event)}\n\n`);
}

/**
 * The stream browser (admin console): the brand's streams by category, a page of events in global
 * order (newest first by default) from any event, one stream, and a live tail of new events over
 * server-sent events. Only through the event-store port (browse, readAll, head, onAppended), so any
 * adapter serves it. Only the request's brand's events; platform admins (or ADMIN_TOKEN) only.
 */
export function adminStreamRoutes(deps: AdminStreamsDeps): Router {
  const router = Router();
  const guard = requireAdminToken(deps.adminToken);

  router.get('/admin/streams', guard, async (req, res) => {
    const categories = await deps.store.categories(req.tenant);
    res.set('Cache-Control', 'no-store').json({ categories });
  });

  router.get('/admin/streams/events', guard, async (req, res) => {
    const { category, direction, from, limit } = parseQuery(pageQuerySchema, req.query);
    const events = await deps.store.browse({ category, tenant: req.tenant, direction, from, limit });
    const shown = await showEvents(deps.db, events);
    res.set('Cache-Control', 'no-store').json({
      events: shown,
      // Where the next page starts; null: this was the last one.
      next: events.length === limit ? events.at(-1)!.checkpoint : null,
    });
  });

  router.get('/admin/streams/live', guard, async (req, res) => {
    const { category: wanted } = parseQuery(liveQuerySchema, req.query);
    // A reconnecting EventSource says where it was; otherwise only what is recorded from now on.
    const resumed = checkpoint.safeParse(req.get('last-event-id'));
    let after = resumed.success ? resumed.data : await deps.store.head();
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      // no-transform: the compression middleware leaves the stream alone (a gzip buffer would hold it).
      'Cache-Control': 'no-store, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    res.write('retry: 2000\n: live\n\n');

    let closed = false;
    let reading: Promise<void> | null = null;
    let again = false;
    const pump = () => {
      if (reading) {
        again = true;
        return;
      }
      reading = (async () => {
        do {
          again = false;
          for (;;) {
            const batch = await deps.store.readAll({ after, batchSize: tailBatch });
            const mine = batch.events.filter(
              (event) =>
                event.metadata.tenant === req.tenant &&
                (wanted === undefined || streamCategory(event.streamId) === wanted),
            );
            if (closed) return;
            for (const event of await showEvents(deps.db, mine)) sendRecorded(res, event);
            after = batch.checkpoint;
            if (batch.events.length < tailBatch) break;
          }
        } while (again && !closed);
      })()
        .catch(() => {
          // The store failed under us: end the stream, the browser reconnects from its last id.
          if (!closed) res.end();
        })
        .finally(() => {
          reading = null;
        });
    };
    const unsubscribe = deps.store.onAppended(pump);
    // A lost notification costs at most this long; the comment also keeps the connection open.
    const keepAlive = setInterval(() => {
      res.write(': keep-alive\n\n');
      pump();
    }, deps.keepAliveMs ?? 15_000);
    req.on('close', () => {
      closed = true;
      unsubscribe();
      clearInterval(keepAlive);
    });
    pump();
  });

  router.get('/admin/streams/:streamId', guard, async (req, res) => {
    const streamId = String(req.params.streamId);
    const events = streamId.length <= 200 ? await deps.store.readStream(streamId) : [];
    // A stream belongs to the tenant its first event names; another brand's is not found.
    if (events.length === 0 || events[0]!.metadata.tenant !== req.tenant)
      throw new NotFoundError('stream.not_found', 'There is no such stream on this brand.');
    res.set('Cache-Control', 'no-store').json({
      streamId,
      category: streamCategory(streamId),
      events: await showEvents(deps.db, events),
    });
  });

  return router;
}

const shownEvent = {
  type: 'object',
  properties: {
    position: { type: 'string', description: "The store's global position" },
    checkpoint: { type: 'string', description: 'Pass as `from` to page on, or as Last-Event-ID' },
    streamId: { type: 'string', example: 'offer-0b6f7c1e-9d2a-4f3b-8c1d-2e3f4a5b6c7d' },
    category: { type: 'string', example: 'offer' },
    version: { type: 'integer' },
    id: { type: 'string', format: 'uuid' },
    type: { type: 'string' },
    tenant: { type: 'string' },
    occurredAt: { type: 'string', format: 'date-time' },
    recordedAt: { type: 'string', format: 'date-time' },
    data: {
      type: 'object',
      description:
        "The event's data; an application's sealed personal data shows as { sealed: true } or, once erased, { erased: true }; an offer's access-token hash is left out",
    },
    metadata: { type: 'object' },
  },
};
const notAdmin = problemResponse('Not a platform admin of this brand (nor ADMIN_TOKEN): as if not there');
const query = (name: string, description: string, example?: string) => ({
  name,
  in: 'query',
  required: false,
  description,
  schema: { type: 'string', ...(example ? { example } : {}) },
});

export const adminStreamPaths: OpenApiPaths = {
  '/admin/streams': {
    get: {
      summary: "The brand's stream categories and how many streams each has (platform admin)",
      responses: {
        200: jsonResponse('{ categories: [{ category, streams }] } (null: the store cannot tell)'),
        404: notAdmin,
      },
    },
  },
  '/admin/streams/events': {
    get: {
      summary: "A page of the brand's events in global order, of one category or all (platform admin)",
      parameters: [
        query('category', 'A stream category: the stream id without its id (offer, order, …)', 'offer'),
        query('direction', 'backwards (newest first, the default) or forwards'),
        query('from', "Continue after this event's checkpoint (the previous page's `next`)"),
        query('limit', 'Events per page, 1–200 (50)'),
      ],
      responses: {
        200: jsonResponse('{ events, next }: next is null on the last page', {
          type: 'object',
          properties: { events: { type: 'array', items: shownEvent }, next: { type: ['string', 'null'] } },
        }),
        400: problemResponse('A bad category, direction, checkpoint or limit (`errors.<parameter>`)'),
        404: notAdmin,
      },
    },
  },
  '/admin/streams/live': {
    get: {
      summary:
        'Live tail (text/event-stream): each new event of the brand (of one category) as an SSE `recorded` event whose id is its checkpoint; Last-Event-ID resumes (platform admin)',
      parameters: [query('category', 'Only this stream category', 'application')],
      responses: { 200: { description: 'The event stream' }, 404: notAdmin },
    },
  },
  '/admin/streams/{streamId}': {
    get: {
      summary: "One stream's events in version order (platform admin)",
      parameters: [{ name: 'streamId', in: 'path', required: true, schema: { type: 'string' } }],
      responses: {
        200: jsonResponse('{ streamId, category, events }'),
        404: problemResponse('No such stream on this brand (stream.not_found), or not an admin'),
      },
    },
  },
};

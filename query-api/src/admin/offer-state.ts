import { Router } from 'express';
import { NotFoundError, ValidationError } from '@tablica/domain/errors';
import {
  evolve,
  initialState,
  offerStreamId,
  type OfferEvent,
  type OfferState,
} from '@tablica/domain/offers/offer';
import { fieldIssue } from '@tablica/domain/offers/validation/issues';
import type { EventStore, RecordedEvent } from '@tablica/platform/event-store/port';
import { requireAdminToken } from '@tablica/platform/http/admin-token';
import { jsonResponse, problemResponse, type OpenApiPaths } from '@tablica/platform/http/openapi';
import type { Queryable } from '@tablica/platform/postgres/pool';
import { findAuditedOffer } from '@tablica/projections/offer-history/queries';

export interface AdminOfferStateDeps {
  readonly store: EventStore;
  /** Folds kept between requests (one per process; a fresh set when absent). */
  readonly snapshots?: OfferSnapshots;
  readonly db: Queryable;
  /** ADMIN_TOKEN: scripts may read with it; unset, only signed-in platform admins may. */
  readonly adminToken?: string | undefined;
}

/** `?at=`: a stream version (1 = the first event), an ISO instant, or absent for the stream's end. */
export type StateMoment =
  | { readonly kind: 'end' }
  | { readonly kind: 'version'; readonly version: number }
  | { readonly kind: 'time'; readonly time: Date };

const invalidMoment = () =>
  new ValidationError(
    [fieldIssue('at', 'errors.invalidValue')],
    '`at` is a stream version (a whole number from 1) or an ISO-8601 instant.',
  );

export function parseStateMoment(at: unknown): StateMoment {
  if (at === undefined || at === '') return { kind: 'end' };
  if (typeof at !== 'string') throw invalidMoment();
  if (/^\d{1,9}$/.test(at)) {
    const version = Number(at);
    if (version < 1) throw invalidMoment();
    return { kind: 'version', version };
  }
  // An instant with a date and a time (a bare number or word is not one, whatever Date.parse thinks).
  if (!/^\d{4}-\d{2}-\d{2}T/.test(at)) throw invalidMoment();
  const time = new Date(at);
  if (Number.isNaN(time.getTime())) throw invalidMoment();
  return { kind: 'time', time };
}

export interface OfferStateAt {
  /** The stream version folded up to (the last event applied). */
  readonly version: number;
  /** The stream's version now. */
  readonly lastVersion: number;
  /** The last event applied: what made the offer what it was at that moment. */
  readonly event: { readonly type: string; readonly occurredAt: string; readonly recordedAt: string };
  readonly state: OfferState;
}

/**
 * The offer as it was at `moment`: the stream's events up to it folded with the write side's own
 * `evolve` and `initialState` (the decider `handleCommand` loads offers with), so the audit view shows
 * exactly the state the commands of that moment were decided on. A moment is an event's version or an
 * instant (the events whose command was decided at or before it, by the metadata's `occurredAt`).
 */
export function foldOfferAt(history: readonly RecordedEvent[], moment: StateMoment): OfferStateAt {
  const lastVersion = history.length;
  let upTo = lastVersion;
  if (moment.kind === 'version') {
    if (moment.version > lastVersion)
      throw new NotFoundError(
        'offer.version_past_end',
        `The offer's stream ends at version ${lastVersion}; there is no version ${moment.version}.`,
      );
    upTo = moment.version;
  } else if (moment.kind === 'time') {
    const at = moment.time.getTime();
    upTo = history.filter((event) => Date.parse(event.metadata.occurredAt) <= at).length;
    if (upTo === 0)
      throw new NotFoundError(
        'offer.not_yet_created',
        `The offer did not exist yet at ${moment.time.toISOString()}; it was created at ${history[0]!.metadata.occurredAt}.`,
      );
  }
  const applied = history.slice(0, upTo);
  const last = applied[applied.length - 1]!;
  return {
    version: upTo,
    lastVersion,
    event: { type: last.type, occurredAt: last.metadata.occurredAt, recordedAt: last.recordedAt },
    state: applied.reduce((state, event) => evolve(state, event as unknown as OfferEvent), initialState()),
  };
}

/** What a fold up to a version gives: the state and the last event applied. */
interface Folded {
  readonly state: OfferState;
  readonly event: OfferStateAt['event'];
}

const eventOf = (event: RecordedEvent): Folded['event'] => ({
  type: event.type,
  occurredAt: event.metadata.occurredAt,
  recordedAt: event.recordedAt,
});

/**
 * Snapshots of offer folds kept in this process: every `every` versions of each stream read lately
 * (at most `maxStreams` streams, the least recently read forgotten first), with the brand its first
 * event was written for. Events never change once recorded and `evolve` is pure, so a state folded up
 * to a version stays that version's state; the process's own code folded it, so a deploy that changes
 * `evolve` starts with none. State as of version v then reads only the events after the snapshot below v.
 */
export class OfferSnapshots {
  private readonly streams = new Map<
    string,
    { readonly tenant: string | undefined; readonly folds: Map<number, Folded> }
  >();

  constructor(
    readonly every = 50,
    readonly maxStreams = 200,
  ) {}

  /** The snapshot at or below `version` (any, when absent): its version and fold, or none. */
  below(streamId: string, version = Infinity) {
    const stream = this.streams.get(streamId);
    if (!stream) return null;
    // Read lately: moved to the end of the forgetting order.
    this.streams.delete(streamId);
    this.streams.set(streamId, stream);
    let best = 0;
    for (const at of stream.folds.keys()) if (at <= version && at > best) best = at;
    return { tenant: stream.tenant, version: best, fold: stream.folds.get(best) ?? null };
  }

  keep(streamId: string, tenant: string | undefined, version: number, fold: Folded): void {
    let stream = this.streams.get(streamId);
    if (!stream) {
      stream = { tenant, folds: new Map() };
      this.streams.set(streamId, stream);
      if (this.streams.size > this.maxStreams) this.streams.delete(this.streams.keys().next().value!);
    }
    stream.folds.set(version, fold);
  }
}

/**
 * The offer as it was at `moment`, as `foldOfferAt` folds it, reading as little of the stream as it
 * can: up to the version asked for, from the nearest snapshot below it on (a moment in time still
 * reads the whole stream: which event it falls after is known only from the events). Null when the
 * stream is not of `tenant` or holds nothing.
 */
export async function offerStateAt(
  store: EventStore,
  snapshots: OfferSnapshots,
  tenant: string,
  offerId: string,
  moment: StateMoment,
): Promise<OfferStateAt | null> {
  const streamId = offerStreamId(offerId);
  if (moment.kind === 'time') {
    const { events } = await store.readStreamRange(streamId, { after: 0 });
    return events[0]?.metadata.tenant === tenant ? foldOfferAt(events, moment) : null;
  }
  const upTo = moment.kind === 'version' ? moment.version : undefined;
  const snapshot = snapshots.below(streamId, upTo);
  if (snapshot && snapshot.tenant !== tenant) return null;
  const from = snapshot?.fold ? snapshot.version : 0;
  const { events, lastVersion } = await store.readStreamRange(streamId, { after: from, upTo });
  if (lastVersion === 0) return null;
  if (upTo !== undefined && upTo > lastVersion)
    throw new NotFoundError(
      'offer.version_past_end',
      `The offer's stream ends at version ${lastVersion}; there is no version ${upTo}.`,
    );
  const streamTenant = snapshot ? snapshot.tenant : events[0]?.metadata.tenant;
  if (streamTenant !== tenant) return null;
  let fold: Folded | null = snapshot?.fold ?? null;
  let state = fold?.state ?? initialState();
  for (const event of events) {
    state = evolve(state, event as unknown as OfferEvent);
    fold = { state, event: eventOf(event) };
    if (event.streamVersion % snapshots.every === 0)
      snapshots.keep(streamId, streamTenant, event.streamVersion, fold);
  }
  if (!fold) return null;
  return { version: from + events.length, lastVersion, event: fold.event, state: fold.state };
}

export const noSuchOffer = () =>
  new NotFoundError('offer.not_found', 'There is no such offer on this brand.');

/** The offer's state at a past moment, for the admin audit view (spec §6 admin). */
export function adminOfferStateRoutes(deps: AdminOfferStateDeps): Router {
  const router = Router();
  const snapshots = deps.snapshots ?? new OfferSnapshots();

  // The one-process server guards all of /admin in front already; the query API on its own relies on this.
  router.get('/admin/offers/:id/state', requireAdminToken(deps.adminToken), async (req, res) => {
    const moment = parseStateMoment(req.query.at);
    const offer = await findAuditedOffer(deps.db, { tenant: req.tenant, offer: String(req.params.id) });
    const found = offer && (await offerStateAt(deps.store, snapshots, req.tenant, offer.offerId, moment));
    if (!offer || !found) throw noSuchOffer();
    const { state, ...at } = found;
    // The offer's secret link is no business of the audit view.
    const { accessTokenHash: _secret, ...shown } = state as OfferState & { accessTokenHash?: unknown };
    res.set('Cache-Control', 'no-store').json({ offerId: offer.offerId, ...at, state: shown });
  });

  return router;
}

/** `{id}` of the admin offer paths. */
export const offerIdParameter = {
  name: 'id',
  in: 'path',
  required: true,
  description: "The offer's id (or its slug)",
  schema: { type: 'string' },
};

export const adminOfferStatePaths: OpenApiPaths = {
  '/admin/offers/{id}/state': {
    get: {
      summary:
        "An offer as it was at a past moment: its stream folded with the write side's evolve up to a version or an instant (platform admin)",
      parameters: [
        offerIdParameter,
        {
          name: 'at',
          in: 'query',
          required: false,
          description:
            "A stream version (1 = the first event) or an ISO-8601 instant (events decided at or before it); absent: the stream's end",
          schema: { type: 'string', example: '3' },
        },
      ],
      responses: {
        200: jsonResponse('The state, the version it was folded to and the last event applied', {
          type: 'object',
          properties: {
            offerId: { type: 'string', format: 'uuid' },
            version: { type: 'integer' },
            lastVersion: { type: 'integer' },
            event: {
              type: 'object',
              properties: {
                type: { type: 'string' },
                occurredAt: { type: 'string', format: 'date-time' },
                recordedAt: { type: 'string', format: 'date-time' },
              },
            },
            state: {
              type: 'object',
              description: "The aggregate's state (status, content, plan, validity, bumps)",
            },
          },
        }),
        400: problemResponse('`at` is neither a version nor an ISO-8601 instant (`errors.at`)'),
        404: problemResponse(
          "No such offer on this brand (`offer.not_found`), a version past the stream's end (`offer.version_past_end`), a moment before the offer was created (`offer.not_yet_created`), or not a platform admin (`not_found`)",
        ),
      },
    },
  },
};

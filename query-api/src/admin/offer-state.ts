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

/** The stream of the offer of this brand with this id or slug (the admin lookup), or null. */
async function offerStream(deps: AdminOfferStateDeps, tenant: string, idOrSlug: string) {
  const offer = await findAuditedOffer(deps.db, { tenant, offer: idOrSlug });
  if (!offer) return null;
  const history = await deps.store.readStream(offerStreamId(offer.offerId));
  // The brand is the one the stream's first event was written for.
  return history[0]?.metadata.tenant === tenant ? { offerId: offer.offerId, history } : null;
}

export const noSuchOffer = () =>
  new NotFoundError('offer.not_found', 'There is no such offer on this brand.');

/** The offer's state at a past moment, for the admin audit view (spec §6 admin). */
export function adminOfferStateRoutes(deps: AdminOfferStateDeps): Router {
  const router = Router();

  // The one-process server guards all of /admin in front already; the query API on its own relies on this.
  router.get('/admin/offers/:id/state', requireAdminToken(deps.adminToken), async (req, res) => {
    const moment = parseStateMoment(req.query.at);
    const offer = await offerStream(deps, req.tenant, String(req.params.id));
    if (!offer) throw noSuchOffer();
    const { history } = offer;
    const { state, ...at } = foldOfferAt(history, moment);
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

import type { Queryable } from '@tablica/platform/postgres/pool';
import { readModel } from '@tablica/platform/projections/locator';
import { offerHistoryProjection } from './apply';
import type { FieldChange } from './changes';

/** Every query reads the active version of the read model. */
const offerHistory = readModel(offerHistoryProjection.name);

export interface OfferHistoryEvent {
  /** The event store's global position (a decimal string: it may pass 2^53). */
  readonly position: string;
  /** The offer stream's version after this event (1 for the first). */
  readonly version: number;
  readonly id: string;
  readonly type: string;
  readonly occurredAt: string;
  readonly recordedAt: string;
  readonly actor: { readonly kind: string; readonly id: string };
  readonly correlationId: string;
  readonly causationId: string | null;
  readonly summary: string;
  readonly changes: readonly FieldChange[];
}

export interface OfferHistory {
  readonly offerId: string;
  readonly slug: string;
  /** The offer's state after its last event (`deleted` offers keep their history). */
  readonly status: string;
  readonly events: readonly OfferHistoryEvent[];
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const isoOf = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The whole history of one offer of `tenant`, found by id or slug, oldest event first; null when the
 * tenant has no such offer (another brand's offer is not found either).
 */
export async function getOfferHistory(
  db: Queryable,
  query: { readonly tenant: string; readonly offer: string },
): Promise<OfferHistory | null> {
  const byId = uuidPattern.test(query.offer);
  return offerHistory.read(db, async (rm) => {
    const offer = await db.query<{ offer_id: string; slug: string; status: string }>(
      `SELECT offer_id, slug, status FROM ${rm}.offer_history_offers
        WHERE tenant = $1 AND ${byId ? 'offer_id = $2::uuid' : 'slug = $2'}
        ORDER BY stream_version DESC LIMIT 1`,
      [query.tenant, query.offer],
    );
    const found = offer.rows[0];
    if (!found) return null;
    const events = await db.query<OfferHistoryEvent>(
      `SELECT global_position::text AS position, stream_version AS version, event_id AS id, type,
              ${isoOf('occurred_at')} AS "occurredAt", ${isoOf('recorded_at')} AS "recordedAt",
              json_build_object('kind', actor_kind, 'id', actor_id) AS actor,
              correlation_id AS "correlationId", causation_id AS "causationId", summary, changes
         FROM ${rm}.offer_history_events
        WHERE offer_id = $1
        ORDER BY stream_version`,
      [found.offer_id],
    );
    return { offerId: found.offer_id, slug: found.slug, status: found.status, events: events.rows };
  });
}

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

export interface OfferHistory extends AuditedOffer {
  /** The events shown (all of them unless filtered), oldest first. */
  readonly events: readonly OfferHistoryEvent[];
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const isoOf = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** An offer as the audit knows it: its id, slug, brand and state after its last event. */
export interface AuditedOffer {
  readonly offerId: string;
  readonly tenant: string;
  readonly slug: string;
  readonly status: string;
  /** The offer stream's version (its event count, as far as the read model has applied it). */
  readonly version: number;
  readonly title: string | null;
  readonly companyName: string | null;
}

const auditedOfferColumns = `offer_id AS "offerId", tenant, slug, status, stream_version AS version,
  state->'text'->>'title' AS title, state->'text'->>'companyName' AS "companyName"`;

/**
 * The admin lookup of one offer of `tenant` by id or slug (the one every admin offer path uses);
 * null when the brand has no such offer (another brand's offer is not found either). Deleted offers
 * keep their history and are found too.
 */
export async function findAuditedOffer(
  db: Queryable,
  query: { readonly tenant: string; readonly offer: string },
): Promise<AuditedOffer | null> {
  const byId = uuidPattern.test(query.offer);
  return offerHistory.read(db, async (rm) => {
    const offer = await db.query<AuditedOffer>(
      `SELECT ${auditedOfferColumns} FROM ${rm}.offer_history_offers
        WHERE tenant = $1 AND ${byId ? 'offer_id = $2::uuid' : 'slug = $2'}
        ORDER BY stream_version DESC LIMIT 1`,
      [query.tenant, query.offer],
    );
    return offer.rows[0] ?? null;
  });
}

/** Escapes LIKE's wildcards: a search for `50%` looks for those characters. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Offers of `tenant` whose id is `text`, or whose slug, title or company name contains it (any case),
 * the most recently changed first; all of them when `text` is empty.
 */
export async function searchAuditedOffers(
  db: Queryable,
  query: { readonly tenant: string; readonly text: string; readonly limit: number },
): Promise<AuditedOffer[]> {
  const text = query.text.trim();
  return offerHistory.read(db, async (rm) => {
    const found = await db.query<AuditedOffer>(
      `SELECT ${auditedOfferColumns} FROM ${rm}.offer_history_offers o
        WHERE tenant = $1
          AND ($2 = '' OR offer_id::text = lower($2) OR slug ILIKE $3
               OR state->'text'->>'title' ILIKE $3 OR state->'text'->>'companyName' ILIKE $3)
        ORDER BY (SELECT max(global_position) FROM ${rm}.offer_history_events e
                   WHERE e.offer_id = o.offer_id) DESC NULLS LAST, offer_id
        LIMIT $4`,
      [query.tenant, text, likePattern(text), query.limit],
    );
    return found.rows;
  });
}

/** Which events of a history to show: by type, by actor (its kind or id) and by time (occurredAt). */
export interface HistoryFilter {
  readonly types?: readonly string[] | undefined;
  readonly actor?: string | undefined;
  readonly from?: Date | undefined;
  readonly to?: Date | undefined;
  /** Events after this stream version only (the next page of a timeline). */
  readonly afterVersion?: number | undefined;
  readonly limit?: number | undefined;
}

/**
 * The history of one offer of `tenant`, found by id or slug, oldest event first, filtered; null when
 * the tenant has no such offer (another brand's offer is not found either).
 */
export async function getOfferHistory(
  db: Queryable,
  query: { readonly tenant: string; readonly offer: string; readonly filter?: HistoryFilter },
): Promise<OfferHistory | null> {
  const found = await findAuditedOffer(db, query);
  if (!found) return null;
  const filter = query.filter ?? {};
  return offerHistory.read(db, async (rm) => {
    const events = await db.query<OfferHistoryEvent>(
      `SELECT global_position::text AS position, stream_version AS version, event_id AS id, type,
              ${isoOf('occurred_at')} AS "occurredAt", ${isoOf('recorded_at')} AS "recordedAt",
              json_build_object('kind', actor_kind, 'id', actor_id) AS actor,
              correlation_id AS "correlationId", causation_id AS "causationId", summary, changes
         FROM ${rm}.offer_history_events
        WHERE offer_id = $1
          AND ($2::text[] IS NULL OR type = ANY($2))
          AND ($3::text IS NULL OR actor_kind = $3 OR actor_id = $3)
          AND ($4::timestamptz IS NULL OR occurred_at >= $4)
          AND ($5::timestamptz IS NULL OR occurred_at <= $5)
          AND stream_version > $6
        ORDER BY stream_version
        LIMIT $7`,
      [
        found.offerId,
        filter.types && filter.types.length > 0 ? filter.types : null,
        filter.actor ?? null,
        filter.from ?? null,
        filter.to ?? null,
        filter.afterVersion ?? 0,
        filter.limit ?? null,
      ],
    );
    return { ...found, events: events.rows };
  });
}

/** The events that tell an offer's age and edits, with their recorded field changes. */
export interface OfferTimeline {
  /** The offer's text after its last event (null before it has one). */
  readonly text: Readonly<Record<string, unknown>> | null;
  readonly events: readonly {
    readonly version: number;
    readonly type: 'OfferPublished' | 'OfferRefreshed' | 'OfferEdited';
    readonly occurredAt: string;
    readonly changes: readonly FieldChange[];
  }[];
}

/** Publications, refreshes and edits of one offer of `tenant`, oldest first; null: no such offer. */
export async function getOfferTimeline(
  db: Queryable,
  tenant: string,
  offerId: string,
): Promise<OfferTimeline | null> {
  return offerHistory.read(db, async (rm) => {
    // Side by side (an offer page waits for both): the events are another tenant's only when the
    // offer is, and then neither is returned.
    const [offer, events] = await Promise.all([
      db.query<{ text: Record<string, unknown> | null }>(
        `SELECT state->'text' AS text FROM ${rm}.offer_history_offers WHERE offer_id = $1::uuid AND tenant = $2`,
        [offerId, tenant],
      ),
      db.query<OfferTimeline['events'][number]>(
        `SELECT stream_version AS version, type, ${isoOf('occurred_at')} AS "occurredAt", changes
           FROM ${rm}.offer_history_events
          WHERE offer_id = $1::uuid AND type IN ('OfferPublished', 'OfferRefreshed', 'OfferEdited')
          ORDER BY stream_version`,
        [offerId],
      ),
    ]);
    if (!offer.rows[0]) return null;
    return { text: offer.rows[0].text, events: events.rows };
  });
}

/** A copy of an offer: the new offer its `OfferCopied` event started, and when. */
export interface OfferCopy {
  readonly offerId: string;
  readonly slug: string;
  readonly copiedAt: string;
}

// undefined_column: an active version built by code version 1, before offers recorded their source;
// it serves until the rebuild by code version 2 switches, and knows of no copies meanwhile.
const builtBeforeCopies = (error: unknown) => (error as { code?: unknown } | null)?.code === '42703';

/** The copies made of one offer of `tenant` (another brand's are not its copies), oldest first. */
export async function findOfferCopies(db: Queryable, tenant: string, offerId: string): Promise<OfferCopy[]> {
  return offerHistory.read(db, async (rm) => {
    try {
      const copies = await db.query<OfferCopy>(
        `SELECT o.offer_id AS "offerId", o.slug, ${isoOf('e.occurred_at')} AS "copiedAt"
           FROM ${rm}.offer_history_offers o
           JOIN ${rm}.offer_history_events e ON e.offer_id = o.offer_id AND e.stream_version = 1
          WHERE o.tenant = $1 AND o.copied_from = $2::uuid
          ORDER BY e.global_position`,
        [tenant, offerId],
      );
      return copies.rows;
    } catch (error) {
      if (builtBeforeCopies(error)) return [];
      throw error;
    }
  });
}

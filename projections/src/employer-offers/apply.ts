import type { OfferContent } from '@tablica/domain/offers/content';
import type { OfferEvent, OfferEventType } from '@tablica/domain/offers/offer';
import type { OfferDraft } from '@tablica/domain/offers/validation/draft';
import type { PlanSnapshot } from '@tablica/domain/plans/plan';
import type { RecordedEvent } from '@tablica/platform/event-store/port';
import type { PoolClient } from '@tablica/platform/postgres/pool';
import type { Projection } from '@tablica/platform/projections/projection';
import { applyToOfferRows, type OfferRow } from '../offer-rows';

/**
 * The console's read model: one row per offer of a company in every state but deleted (drafts, the
 * summary step, scheduled, published, expired, finished). Every write is guarded by the offer's stream
 * version, so an event applied again changes nothing.
 */

const handledEvents = [
  'OfferDraftCreated',
  'OfferCopied',
  'OfferDraftEdited',
  'OfferPlanChanged',
  'OfferDraftSubmitted',
  'OfferScheduled',
  'OfferPublished',
  'OfferEdited',
  'OfferExtended',
  'OfferBumped',
  'OfferExpired',
  'OfferRecruitmentFinished',
  'OfferDeleted',
] as const satisfies readonly OfferEventType[];

type Handled = Extract<OfferEvent, { type: (typeof handledEvents)[number] }>;

/** The columns the list shows, from a draft (anything may be missing) or a complete offer. */
function describe(text: OfferDraft | OfferContent) {
  return {
    title: text.title ?? '',
    company_name: text.companyName ?? '',
    city: text.locations?.[0]?.city ?? '',
    category_id: text.categoryId ?? null,
    experience_level: text.experienceLevel ?? null,
    workplace_type: text.workplaceType ?? null,
  };
}

const planColumns = (plan: PlanSnapshot) => ({
  plan_key: plan.key,
  bumps_up_count: plan.limits.bumpsUpCount,
});

type Columns = Record<string, unknown>;

/** Where `apply`'s writes go: the table, statement by statement, or a batch's rows in memory. */
interface Writer {
  /** Sets `columns` on the offer's row if this event is newer than what the row has seen. */
  update(event: RecordedEvent, offerId: string, columns: Columns): Promise<void> | void;
  /** A new row, or (for an offer the row already holds) the same columns over an older state. */
  upsert(event: RecordedEvent, offerId: string, columns: Columns): Promise<void> | void;
  remove(offerId: string): Promise<void> | void;
  /** The first publication's moment, once, on the row this event has just written. */
  firstPublished(event: RecordedEvent, offerId: string, publishedAt: string): Promise<void> | void;
}

// Where the offer came from and when it started are the first event's to say.
const kept = new Set(['offer_id', 'tenant', 'created_at', 'creation_type']);
const withoutKept = (columns: Columns) =>
  Object.fromEntries(Object.entries(columns).filter(([name]) => !kept.has(name)));

const allColumns = (event: RecordedEvent, offerId: string, columns: Columns): Columns => ({
  offer_id: offerId,
  tenant: event.metadata.tenant,
  stream_version: event.streamVersion,
  updated_at: event.metadata.occurredAt,
  ...columns,
});

async function update(tx: PoolClient, event: RecordedEvent, offerId: string, columns: Columns) {
  const names = Object.keys(columns);
  const set = names.map((name, index) => `${name} = $${index + 4}`).join(', ');
  await tx.query(
    `UPDATE employer_offers SET stream_version = $2, updated_at = $3${set ? `, ${set}` : ''}
      WHERE offer_id = $1 AND stream_version < $2`,
    [offerId, event.streamVersion, event.metadata.occurredAt, ...names.map((name) => columns[name])],
  );
}

async function upsert(tx: PoolClient, event: RecordedEvent, offerId: string, columns: Columns) {
  const all = allColumns(event, offerId, columns);
  const names = Object.keys(all);
  await tx.query(
    `INSERT INTO employer_offers (${names.join(', ')})
     VALUES (${names.map((_, index) => `$${index + 1}`).join(', ')})
     ON CONFLICT (offer_id) DO UPDATE SET
       ${names
         .filter((name) => !kept.has(name))
         .map((name) => `${name} = excluded.${name}`)
         .join(', ')}
     WHERE employer_offers.stream_version < excluded.stream_version`,
    names.map((name) => all[name]),
  );
}

/** Statement by statement, in the runner's transaction. */
const inTable = (tx: PoolClient): Writer => ({
  update: (event, offerId, columns) => update(tx, event, offerId, columns),
  upsert: (event, offerId, columns) => upsert(tx, event, offerId, columns),
  async remove(offerId) {
    await tx.query('DELETE FROM employer_offers WHERE offer_id = $1', [offerId]);
  },
  async firstPublished(event, offerId, publishedAt) {
    await tx.query(
      `UPDATE employer_offers SET first_published_at = coalesce(first_published_at, $2)
        WHERE offer_id = $1 AND stream_version = $3`,
      [offerId, publishedAt, event.streamVersion],
    );
  },
});

const apply = (tx: PoolClient, event: RecordedEvent) => applyWith(inTable(tx), event);

async function applyWith(writer: Writer, event: RecordedEvent): Promise<void> {
  const { update, upsert } = writer;
  const offerEvent = event as unknown as Handled;
  switch (offerEvent.type) {
    case 'OfferDraftCreated':
    case 'OfferCopied': {
      const { offerId, slug, owner, plan, draft, createdAt } = offerEvent.data;
      return upsert(event, offerId, {
        company_id: owner?.companyId ?? null,
        slug,
        status: 'draft',
        creation_type: offerEvent.type === 'OfferCopied' ? 'copy' : offerEvent.data.creationType,
        ...describe(draft),
        ...planColumns(plan),
        bumps_used: 0,
        created_at: createdAt,
      });
    }
    case 'OfferDraftEdited':
      return update(event, offerEvent.data.offerId, {
        status: 'draft',
        ...describe(offerEvent.data.draft),
      });
    case 'OfferPlanChanged':
      // A new plan sends the offer back to the draft step (the summary has to be passed again).
      return update(event, offerEvent.data.offerId, {
        status: 'draft',
        ...planColumns(offerEvent.data.plan),
      });
    case 'OfferDraftSubmitted':
      return update(event, offerEvent.data.offerId, {
        status: 'summary',
        ...describe(offerEvent.data.content),
      });
    case 'OfferScheduled':
      return update(event, offerEvent.data.offerId, {
        status: 'scheduled',
        publish_at: offerEvent.data.publishAt,
      });
    case 'OfferPublished': {
      const { offerId, slug, owner, plan, content, publishedAt, expiredAt } = offerEvent.data;
      // The direct path (ImportOffer) starts the stream with this event: it creates the row.
      await upsert(event, offerId, {
        company_id: owner?.companyId ?? null,
        slug,
        status: 'published',
        creation_type: 'import',
        ...describe(content),
        ...planColumns(plan),
        bumps_used: 0,
        last_bumped_at: null,
        created_at: publishedAt,
        publish_at: null,
        published_at: publishedAt,
        expired_at: expiredAt,
        finished_at: null,
      });
      await writer.firstPublished(event, offerId, publishedAt);
      return;
    }
    case 'OfferEdited':
      return update(event, offerEvent.data.offerId, describe(offerEvent.data.content));
    case 'OfferExtended':
      return update(event, offerEvent.data.offerId, { expired_at: offerEvent.data.expiredAt });
    case 'OfferBumped':
      return update(event, offerEvent.data.offerId, {
        bumps_used: offerEvent.data.bumpNumber,
        last_bumped_at: offerEvent.data.bumpedAt,
      });
    case 'OfferExpired':
      return update(event, offerEvent.data.offerId, {
        status: 'expired',
        expired_at: offerEvent.data.expiredAt,
      });
    case 'OfferRecruitmentFinished':
      return update(event, offerEvent.data.offerId, {
        status: 'finished',
        finished_at: offerEvent.data.finishedAt,
      });
    case 'OfferDeleted':
      await writer.remove(offerEvent.data.offerId);
      return;
    default: {
      const unknown: never = offerEvent;
      throw new Error(`employer-offers cannot apply ${String((unknown as { type: unknown }).type)}`);
    }
  }
}

/**
 * A batch at once, folded in memory exactly as `apply` does event by event (../offer-rows.ts): each
 * event's columns go through the same `apply`, with `update` and `upsert` changing the rows in memory.
 */
async function applyBatch(tx: PoolClient, events: readonly RecordedEvent[]): Promise<void> {
  await applyToOfferRows(tx, ['employer_offers'], events, (tables, event) => {
    const rows = tables.employer_offers;
    const inMemory: Writer = {
      update(event, offerId, columns) {
        rows.guarded(event, offerId, { updated_at: event.metadata.occurredAt, ...columns });
      },
      upsert(event, offerId, columns) {
        const row = rows.get(offerId);
        if (row && (row.stream_version as number) >= event.streamVersion) return;
        const all = allColumns(event, offerId, columns);
        rows.put(row ? { ...row, ...withoutKept(all) } : (all as OfferRow));
      },
      remove: (offerId) => rows.remove(offerId),
      firstPublished(event, offerId, publishedAt) {
        const row = rows.get(offerId);
        if (row && row.stream_version === event.streamVersion && row.first_published_at == null)
          rows.put({ ...row, first_published_at: publishedAt });
      },
    };
    return applyWith(inMemory, event);
  });
}

export const employerOffersProjection: Projection = {
  name: 'employer-offers',
  version: 1,
  handles: handledEvents,
  apply,
  applyBatch,
};

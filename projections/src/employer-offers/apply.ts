import type { OfferContent } from '@tablica/domain/offers/content';
import type { OfferEvent, OfferEventType } from '@tablica/domain/offers/offer';
import type { OfferDraft } from '@tablica/domain/offers/validation/draft';
import type { PlanSnapshot } from '@tablica/domain/plans/plan';
import type { RecordedEvent } from '@tablica/platform/event-store/port';
import type { PoolClient } from '@tablica/platform/postgres/pool';
import type { Projection } from '@tablica/platform/projections/projection';

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

/** Sets `columns` on the offer's row if this event is newer than what the row has seen. */
async function update(tx: PoolClient, event: RecordedEvent, offerId: string, columns: Columns) {
  const names = Object.keys(columns);
  const set = names.map((name, index) => `${name} = $${index + 4}`).join(', ');
  await tx.query(
    `UPDATE employer_offers SET stream_version = $2, updated_at = $3${set ? `, ${set}` : ''}
      WHERE offer_id = $1 AND stream_version < $2`,
    [offerId, event.streamVersion, event.metadata.occurredAt, ...names.map((name) => columns[name])],
  );
}

/** A new row, or (for an offer the row already holds) the same columns over an older state. */
async function upsert(tx: PoolClient, event: RecordedEvent, offerId: string, columns: Columns) {
  const all: Columns = {
    offer_id: offerId,
    tenant: event.metadata.tenant,
    stream_version: event.streamVersion,
    updated_at: event.metadata.occurredAt,
    ...columns,
  };
  const names = Object.keys(all);
  // Where the offer came from and when it started are the first event's to say.
  const kept = new Set(['offer_id', 'tenant', 'created_at', 'creation_type']);
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

async function apply(tx: PoolClient, event: RecordedEvent): Promise<void> {
  const offerEvent = event as unknown as Handled;
  switch (offerEvent.type) {
    case 'OfferDraftCreated':
    case 'OfferCopied': {
      const { offerId, slug, owner, plan, draft, createdAt } = offerEvent.data;
      return upsert(tx, event, offerId, {
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
      return update(tx, event, offerEvent.data.offerId, {
        status: 'draft',
        ...describe(offerEvent.data.draft),
      });
    case 'OfferPlanChanged':
      // A new plan sends the offer back to the draft step (the summary has to be passed again).
      return update(tx, event, offerEvent.data.offerId, {
        status: 'draft',
        ...planColumns(offerEvent.data.plan),
      });
    case 'OfferDraftSubmitted':
      return update(tx, event, offerEvent.data.offerId, {
        status: 'summary',
        ...describe(offerEvent.data.content),
      });
    case 'OfferScheduled':
      return update(tx, event, offerEvent.data.offerId, {
        status: 'scheduled',
        publish_at: offerEvent.data.publishAt,
      });
    case 'OfferPublished': {
      const { offerId, slug, owner, plan, content, publishedAt, expiredAt } = offerEvent.data;
      // The direct path (ImportOffer) starts the stream with this event: it creates the row.
      await upsert(tx, event, offerId, {
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
      await tx.query(
        `UPDATE employer_offers SET first_published_at = coalesce(first_published_at, $2)
          WHERE offer_id = $1 AND stream_version = $3`,
        [offerId, publishedAt, event.streamVersion],
      );
      return;
    }
    case 'OfferEdited':
      return update(tx, event, offerEvent.data.offerId, describe(offerEvent.data.content));
    case 'OfferExtended':
      return update(tx, event, offerEvent.data.offerId, { expired_at: offerEvent.data.expiredAt });
    case 'OfferBumped':
      return update(tx, event, offerEvent.data.offerId, {
        bumps_used: offerEvent.data.bumpNumber,
        last_bumped_at: offerEvent.data.bumpedAt,
      });
    case 'OfferExpired':
      return update(tx, event, offerEvent.data.offerId, {
        status: 'expired',
        expired_at: offerEvent.data.expiredAt,
      });
    case 'OfferRecruitmentFinished':
      return update(tx, event, offerEvent.data.offerId, {
        status: 'finished',
        finished_at: offerEvent.data.finishedAt,
      });
    case 'OfferDeleted':
      await tx.query('DELETE FROM employer_offers WHERE offer_id = $1', [offerEvent.data.offerId]);
      return;
    default: {
      const unknown: never = offerEvent;
      throw new Error(`employer-offers cannot apply ${String((unknown as { type: unknown }).type)}`);
    }
  }
}

export const employerOffersProjection: Projection = {
  name: 'employer-offers',
  version: 1,
  handles: handledEvents,
  apply,
};

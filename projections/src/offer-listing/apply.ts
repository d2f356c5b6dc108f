import type { OfferContent } from '@tablica/domain/offers/content';
import type { OfferEvent, OfferEventType, OfferPublished } from '@tablica/domain/offers/offer';
import { slugify, type OfferListItem } from '@tablica/domain/offers/listing';
import type { RecordedEvent } from '@tablica/platform/event-store/port';
import type { Projection } from '@tablica/platform/projections/projection';
import type { PoolClient } from '@tablica/platform/postgres/pool';

interface Publication {
  readonly offerId: string;
  readonly slug: string;
  readonly content: OfferContent;
  readonly publishedAt: string;
  readonly expiredAt: string;
}

export function toListItem({ offerId, slug, content, publishedAt, expiredAt }: Publication): OfferListItem {
  const [first] = content.locations;
  return {
    slug,
    guid: offerId,
    title: content.title,
    companyName: content.companyName,
    companyLogoUrl: content.companyLogoUrl,
    companyLogoThumbUrl: content.companyLogoUrl,
    city: first?.city ?? '',
    street: first?.street ?? '',
    latitude: first?.latitude ?? 0,
    longitude: first?.longitude ?? 0,
    locations: content.locations.map((location) => ({
      city: location.city,
      street: location.street,
      latitude: location.latitude,
      longitude: location.longitude,
      slug: slugify(location.city),
    })),
    multilocation: content.locations.length > 1,
    workplaceType: content.workplaceType,
    experienceLevel: content.experienceLevel,
    workingTime: content.workingTime,
    categoryId: content.categoryId,
    employmentTypes: content.employmentTypes,
    requiredSkills: content.requiredSkills.map((skill) => skill.name),
    niceToHaveSkills: content.optionalSkills.map((skill) => skill.name),
    publishedAt,
    expiredAt,
  };
}

/** Every write is guarded by the offer's stream version, so re-applying an older event changes nothing. */
async function upsert(tx: PoolClient, event: RecordedEvent, data: OfferPublished['data']): Promise<void> {
  const item = toListItem(data);
  await tx.query(
    `INSERT INTO offer_listing
       (offer_id, tenant, slug, stream_version, title, company_name, category_id, city, published_at, expired_at, item)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     ON CONFLICT (offer_id) DO UPDATE SET
       slug = excluded.slug, stream_version = excluded.stream_version, title = excluded.title,
       company_name = excluded.company_name, category_id = excluded.category_id, city = excluded.city,
       published_at = excluded.published_at, expired_at = excluded.expired_at, item = excluded.item
     WHERE offer_listing.stream_version < excluded.stream_version`,
    [
      data.offerId,
      event.metadata.tenant,
      data.slug,
      event.streamVersion,
      data.content.title,
      data.content.companyName,
      data.content.categoryId,
      item.city,
      data.publishedAt,
      data.expiredAt,
      JSON.stringify(item),
    ],
  );
}

/** An edit keeps the row's slug and dates and replaces what the offer says. */
async function edit(
  tx: PoolClient,
  event: RecordedEvent,
  offerId: string,
  content: OfferContent,
): Promise<void> {
  const row = await tx.query<{ slug: string; item: OfferListItem }>(
    'SELECT slug, item FROM offer_listing WHERE offer_id = $1 AND stream_version < $2',
    [offerId, event.streamVersion],
  );
  const current = row.rows[0];
  if (!current) return;
  const item = toListItem({
    offerId,
    slug: current.slug,
    content,
    publishedAt: current.item.publishedAt,
    expiredAt: current.item.expiredAt,
  });
  await tx.query(
    `UPDATE offer_listing SET stream_version = $2, title = $3, company_name = $4, category_id = $5, city = $6, item = $7
      WHERE offer_id = $1 AND stream_version < $2`,
    [
      offerId,
      event.streamVersion,
      content.title,
      content.companyName,
      content.categoryId,
      item.city,
      JSON.stringify(item),
    ],
  );
}

/** Moves one of the row's dates (column and the item's copy of it). */
async function setDate(
  tx: PoolClient,
  event: RecordedEvent,
  offerId: string,
  field: 'publishedAt' | 'expiredAt',
  value: string,
): Promise<void> {
  const column = field === 'publishedAt' ? 'published_at' : 'expired_at';
  await tx.query(
    `UPDATE offer_listing SET stream_version = $2, ${column} = $3, item = item || jsonb_build_object($4::text, $5::text)
      WHERE offer_id = $1 AND stream_version < $2`,
    [offerId, event.streamVersion, value, field, value],
  );
}

async function apply(tx: PoolClient, event: RecordedEvent): Promise<void> {
  const offerEvent = event as unknown as Extract<OfferEvent, { type: (typeof handledEvents)[number] }>;
  switch (offerEvent.type) {
    case 'OfferPublished':
      return upsert(tx, event, offerEvent.data);
    case 'OfferEdited':
      return edit(tx, event, offerEvent.data.offerId, offerEvent.data.content);
    case 'OfferBumped':
      // A bump puts the offer back on top of the default ("published") order.
      return setDate(tx, event, offerEvent.data.offerId, 'publishedAt', offerEvent.data.bumpedAt);
    case 'OfferExtended':
      return setDate(tx, event, offerEvent.data.offerId, 'expiredAt', offerEvent.data.expiredAt);
    case 'OfferExpired':
      return setDate(tx, event, offerEvent.data.offerId, 'expiredAt', offerEvent.data.expiredAt);
    case 'OfferRecruitmentFinished':
      // A finished offer leaves the board like an expired one; its page stays, marked inactive.
      return setDate(tx, event, offerEvent.data.offerId, 'expiredAt', offerEvent.data.finishedAt);
    case 'OfferDeleted':
      await tx.query('DELETE FROM offer_listing WHERE offer_id = $1', [offerEvent.data.offerId]);
      return;
    default: {
      const unknown: never = offerEvent;
      throw new Error(`offer-listing cannot apply ${String((unknown as { type: unknown }).type)}`);
    }
  }
}

const handledEvents = [
  'OfferPublished',
  'OfferEdited',
  'OfferBumped',
  'OfferExtended',
  'OfferExpired',
  'OfferRecruitmentFinished',
  'OfferDeleted',
] as const satisfies readonly OfferEventType[];

export const offerListingProjection: Projection = {
  name: 'offer-listing',
  version: 2,
  handles: handledEvents,
  apply,
};

import type { OfferContent } from '@tablica/domain/offers/content';
import type { OfferEvent, OfferEventType } from '@tablica/domain/offers/offer';
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

/** An offer's row as the batch sees it: loaded, or built from the batch's events. */
interface Row {
  readonly offerId: string;
  readonly tenant: string;
  readonly slug: string;
  readonly streamVersion: number;
  readonly item: OfferListItem;
}

type Handled = Extract<OfferEvent, { type: (typeof handledEvents)[number] }>;

/** What one event makes of the offer's row (`null`: no row). */
function next(row: Row | null, event: RecordedEvent, offerEvent: Handled): Row | null {
  const streamVersion = event.streamVersion;
  const withDate = (field: 'publishedAt' | 'expiredAt', value: string) =>
    row && { ...row, streamVersion, item: { ...row.item, [field]: value } };
  switch (offerEvent.type) {
    case 'OfferPublished':
      return {
        offerId: offerEvent.data.offerId,
        tenant: event.metadata.tenant,
        slug: offerEvent.data.slug,
        streamVersion,
        item: toListItem(offerEvent.data),
      };
    case 'OfferEdited':
      // An edit keeps the row's slug and dates and replaces what the offer says. No row: not listed.
      return (
        row && {
          ...row,
          streamVersion,
          item: toListItem({
            offerId: row.offerId,
            slug: row.slug,
            content: offerEvent.data.content,
            publishedAt: row.item.publishedAt,
            expiredAt: row.item.expiredAt,
          }),
        }
      );
    case 'OfferBumped':
      // A bump puts the offer back on top of the default ("published") order.
      return withDate('publishedAt', offerEvent.data.bumpedAt);
    case 'OfferExtended':
    case 'OfferExpired':
      return withDate('expiredAt', offerEvent.data.expiredAt);
    case 'OfferRecruitmentFinished':
      // A finished offer leaves the board like an expired one; its page stays, marked inactive.
      return withDate('expiredAt', offerEvent.data.finishedAt);
    case 'OfferDeleted':
      return null;
    default: {
      const unknown: never = offerEvent;
      throw new Error(`offer-listing cannot apply ${String((unknown as { type: unknown }).type)}`);
    }
  }
}

/**
 * A batch in three statements whatever its size (a rebuild reads 1,000 events at a time): the rows the
 * batch changes but does not create are loaded at once, every event is folded into its offer's row in
 * memory, then the final rows are upserted and the deleted ones removed in bulk. Each event is guarded
 * by the offer's stream version, so re-applying an older event changes nothing.
 */
async function applyBatch(tx: PoolClient, events: readonly RecordedEvent[]): Promise<void> {
  const rows = new Map<string, Row | null>();
  const seen = new Set<string>();
  const toLoad = new Set<string>();
  for (const event of events) {
    const { offerId } = (event as unknown as Handled).data;
    if (!seen.has(offerId) && event.type !== 'OfferPublished') toLoad.add(offerId);
    seen.add(offerId);
  }
  if (toLoad.size > 0) {
    const loaded = await tx.query<{
      offer_id: string;
      tenant: string;
      slug: string;
      stream_version: number;
      item: OfferListItem;
    }>(
      'SELECT offer_id, tenant, slug, stream_version, item FROM offer_listing WHERE offer_id = ANY($1::uuid[])',
      [[...toLoad]],
    );
    for (const row of loaded.rows)
      rows.set(row.offer_id, {
        offerId: row.offer_id,
        tenant: row.tenant,
        slug: row.slug,
        streamVersion: row.stream_version,
        item: row.item,
      });
  }
  const deleted = new Set<string>();
  const dirty = new Set<string>();
  for (const event of events) {
    const offerEvent = event as unknown as Handled;
    const { offerId } = offerEvent.data;
    const row = rows.get(offerId) ?? null;
    if (row && row.streamVersion >= event.streamVersion) continue;
    const after = next(row, event, offerEvent);
    rows.set(offerId, after);
    if (after !== null) dirty.add(offerId);
    if (after === null && offerEvent.type === 'OfferDeleted') deleted.add(offerId);
    else if (after !== null) deleted.delete(offerId);
  }
  if (deleted.size > 0)
    await tx.query('DELETE FROM offer_listing WHERE offer_id = ANY($1::uuid[])', [[...deleted]]);
  const written = [...dirty].flatMap((offerId) => rows.get(offerId) ?? []);
  if (written.length === 0) return;
  await tx.query(
    `INSERT INTO offer_listing
       (offer_id, tenant, slug, stream_version, title, company_name, category_id, city, published_at, expired_at, item)
     SELECT r.offer_id, r.tenant, r.slug, r.stream_version, r.item ->> 'title', r.item ->> 'companyName',
            r.item ->> 'categoryId', r.item ->> 'city', (r.item ->> 'publishedAt')::timestamptz,
            (r.item ->> 'expiredAt')::timestamptz, r.item
       FROM jsonb_to_recordset($1::jsonb) AS r(offer_id uuid, tenant text, slug text, stream_version integer, item jsonb)
     ON CONFLICT (offer_id) DO UPDATE SET
       slug = excluded.slug, stream_version = excluded.stream_version, title = excluded.title,
       company_name = excluded.company_name, category_id = excluded.category_id, city = excluded.city,
       published_at = excluded.published_at, expired_at = excluded.expired_at, item = excluded.item
     WHERE offer_listing.stream_version < excluded.stream_version`,
    [
      JSON.stringify(
        written.map((row) => ({
          offer_id: row.offerId,
          tenant: row.tenant,
          slug: row.slug,
          stream_version: row.streamVersion,
          item: row.item,
        })),
      ),
    ],
  );
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
  apply: (tx, event) => applyBatch(tx, [event]),
  applyBatch,
};

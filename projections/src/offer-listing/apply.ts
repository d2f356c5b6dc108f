import type { OfferEvent } from '@tablica/domain/offers/offer';
import { slugify, type OfferListItem } from '@tablica/domain/offers/listing';
import type { RecordedEvent } from '@tablica/platform/event-store/port';
import type { Projection } from '@tablica/platform/projections/projection';
import type { PoolClient } from '@tablica/platform/postgres/pool';

type OfferPublishedData = Extract<OfferEvent, { type: 'OfferPublished' }>['data'];

export function toListItem(data: OfferPublishedData): OfferListItem {
  const [first] = data.locations;
  return {
    slug: data.slug,
    guid: data.offerId,
    title: data.title,
    companyName: data.companyName,
    companyLogoUrl: data.companyLogoUrl,
    companyLogoThumbUrl: data.companyLogoUrl,
    city: first?.city ?? '',
    street: first?.street ?? '',
    latitude: first?.latitude ?? 0,
    longitude: first?.longitude ?? 0,
    locations: data.locations.map((location) => ({
      city: location.city,
      street: location.street,
      latitude: location.latitude,
      longitude: location.longitude,
      slug: slugify(location.city),
    })),
    multilocation: data.locations.length > 1,
    workplaceType: data.workplaceType,
    experienceLevel: data.experienceLevel,
    workingTime: data.workingTime,
    categoryId: data.categoryId,
    employmentTypes: data.employmentTypes,
    requiredSkills: data.requiredSkills.map((skill) => skill.name),
    niceToHaveSkills: [],
    publishedAt: data.publishedAt,
    expiredAt: data.expiredAt,
  };
}

async function apply(tx: PoolClient, event: RecordedEvent): Promise<void> {
  const offerEvent = event as unknown as OfferEvent;
  switch (offerEvent.type) {
    case 'OfferPublished': {
      const data = offerEvent.data;
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
          data.title,
          data.companyName,
          data.categoryId,
          item.city,
          data.publishedAt,
          data.expiredAt,
          JSON.stringify(item),
        ],
      );
      return;
    }
    default: {
      const unknown: never = offerEvent.type;
      throw new Error(`offer-listing cannot apply ${String(unknown)}`);
    }
  }
}

export const offerListingProjection: Projection = {
  name: 'offer-listing',
  version: 1,
  handles: ['OfferPublished'],
  apply,
};

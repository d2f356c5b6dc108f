import type { BrandStoryCard } from '@tablica/domain/brand-stories/events';
import type { OfferContent } from '@tablica/domain/offers/content';
import { slugify, type OfferListItem } from '@tablica/domain/offers/listing';

/**
 * An offer as the candidate side lists it (spec §3 "Offer as read by candidate side"): the list item
 * plus how to apply, the tags the cards show and the company's published brand story (null fields
 * without one). The category object and `isAppliedTo` depend on the reader (language,
 * candidate) and are added when served.
 */
export interface CandidateListItem extends OfferListItem {
  /** The subcategory the offer is filed under, when its category has children (`categoryId` is the main one). */
  readonly subcategoryId: string | null;
  /** Apply by redirect to this URL; null: through the board's form. */
  readonly applyUrl: string | null;
  readonly remoteInterview: boolean;
  readonly openToHireUkrainians: boolean;
  readonly brandStorySlug: string | null;
  readonly brandStoryCoverPhotoUrl: string | null;
  readonly brandStoryShortDescription: string | null;
}

export interface Publication {
  readonly offerId: string;
  readonly slug: string;
  readonly content: OfferContent;
  readonly publishedAt: string;
  readonly expiredAt: string;
}

/** The list item of spec §3 from a publication (the fields every card shows). */
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

export const applyUrlOf = (content: OfferContent): string | null =>
  content.apply?.type === 'url' ? content.apply.uri : null;

/** What a list item shows of the company's published brand story. */
export type StoryCard = Omit<BrandStoryCard, 'companyId'>;

export function candidateListItem(
  publication: Publication,
  story: StoryCard | null = null,
): CandidateListItem {
  const { content } = publication;
  return {
    ...toListItem(publication),
    subcategoryId: content.subcategoryId,
    applyUrl: applyUrlOf(content),
    remoteInterview: content.remoteInterview,
    openToHireUkrainians: content.openToHireUkrainians,
    brandStorySlug: story?.slug ?? null,
    brandStoryCoverPhotoUrl: story?.coverPhotoUrl ?? null,
    brandStoryShortDescription: story?.shortDescription ?? null,
  };
}

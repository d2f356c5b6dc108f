import type { BrandStoryType } from '@tablica/domain/accounts/brand-story';
import type { OfferListItem } from '@tablica/domain/offers/listing';

/** A published brand story as its page shows it (spec §3 Brand story), the description sanitised. */
export interface BrandStoryPageData {
  readonly slug: string;
  readonly name: string;
  readonly type: BrandStoryType;
  readonly logoUrl: string | null;
  readonly coverPhotoUrl: string | null;
  readonly shortDescription: string;
  /** Sanitised HTML (the sanitiser's whitelist, applied again by the server). */
  readonly description: string;
  readonly technologies: readonly string[];
  /** The company's active offers on this brand, newest first. */
  readonly offers: readonly OfferListItem[];
}

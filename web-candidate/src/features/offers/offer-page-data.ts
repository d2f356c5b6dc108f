import type { ChangesSinceApplied, OfferFreshness } from '@tablica/domain/offers/changes-since';
import type { OfferConsent } from '@tablica/domain/offers/content';
import type { OfferListItem } from '@tablica/domain/offers/listing';

/** The offer page's data: `GET /v1/offers/{slug}` (spec §3 "Details add"), its body sanitised. */
export interface OfferPageData extends OfferListItem {
  readonly applyUrl: string | null;
  readonly subcategoryId: string | null;
  /** The description as sanitised HTML (the sanitiser's whitelist, applied again by the server). */
  readonly body: string;
  readonly companyUrl: string | null;
  readonly countryCode: string;
  readonly isOfferActive: boolean;
  readonly isAppliedTo: boolean;
  readonly informationClause: string | null;
  readonly futureConsent: OfferConsent;
  readonly customConsent: OfferConsent;
  readonly category: { readonly id: string; readonly slug: string; readonly label: string } | null;
  /** The company's published brand story, if any (its page and preview). */
  readonly brandStorySlug?: string | null;
  readonly brandStoryCoverPhotoUrl?: string | null;
  readonly brandStoryShortDescription?: string | null;
  /**
   * From the offer's events: its freshness for everyone, and what changed since the version the
   * signed-in candidate applied to (null for anyone else). Null when the history has not got it yet.
   */
  readonly changes?: {
    readonly freshness: OfferFreshness;
    readonly sinceApplied: ChangesSinceApplied | null;
  } | null;
}

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
}

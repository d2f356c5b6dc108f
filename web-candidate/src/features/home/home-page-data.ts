import type { ListedOffer } from '../offers/listed-offer';

/** One published brand story of the homepage's carousel (the candidates' brand-story list). */
export interface HomeBrandStory {
  readonly name: string;
  readonly logoUrl: string | null;
  readonly coverPhotoUrl: string | null;
  readonly shortDescription: string;
  readonly offersCount: number;
  readonly slug: string;
}

/** How many offers of the board come at most in each of the homepage's carousels. */
export const homeCarouselSize = 12;

/** What the homepage shows (spec §1 "Homepage"), read by the server in one go. */
export interface HomePageData {
  /** Active offers of the board (of all boards where the tenant counts them: `countAllBoardOffers`). */
  readonly totalOffers: number;
  /** Active offers per category key (main and sub). */
  readonly categoryCounts: Readonly<Record<string, number>>;
  /** The newest offers that state pay. */
  readonly newestWithSalary: readonly ListedOffer[];
  /** The offers most viewed in the last 7 days (`POST /v1/views`). */
  readonly popular: readonly ListedOffer[];
  readonly brandStories: readonly HomeBrandStory[];
}

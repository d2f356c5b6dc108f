import type { ListFilters } from '@tablica/domain/listing/filters';
import type { CursorPage } from '@tablica/domain/offers/listing';
import type { BrandStoryPageData } from '../features/brand-stories/brand-story-page-data';
import type { HomePageData } from '../features/home/home-page-data';
import type { TileSettings } from '../features/map/map-settings';
import type { ListedOffer } from '../features/offers/listed-offer';
import type { OfferPageData } from '../features/offers/offer-page-data';
import type { Alternates } from '../lib/i18n/language-href';
import type { Locale } from '../lib/i18n/locale';
import type { ColorScheme } from '../lib/color-scheme';
import type { ThemeVariant } from '../lib/theme-variant';

/**
 * What the server hands to `render()` and, serialised as JSON in `#__TABLICA_STATE__`, to the
 * client, so that hydration sees exactly the props the server rendered with.
 */
export interface RenderInput {
  /** Path and query of the request, e.g. `/?lang=en`. */
  readonly url: string;
  readonly locale: Locale;
  readonly tenant: { readonly id: string; readonly name: string };
  /**
   * What the list shows: the URL's filters (the defaults on `/`), and their first window (with
   * `isAppliedTo` for a signed-in candidate who applied to some of it).
   */
  readonly filters: ListFilters;
  readonly page: CursorPage<ListedOffer>;
  /** The offer of an offer page (`/job-offer/{slug}`). */
  readonly offer?: OfferPageData;
  /** The story of a brand-story page (`/brands/story/{slug}`) with the company's active offers. */
  readonly brandStory?: BrandStoryPageData;
  /** The homepage's counts and carousels (`/`). */
  readonly home?: HomePageData;
  /** 404: the URL names no page of the board (spec §2 404 page). */
  readonly status: 200 | 404;
  /** A list page's address in each language (canonical and hreflang, the language switch). */
  readonly alternates?: Alternates;
  /** The board's origin as the request reached it (`https://it.tablica.pl`), for absolute links. */
  readonly origin?: string;
  /** Where the maps' background comes from (server configuration); OpenStreetMap when absent. */
  readonly mapTiles?: TileSettings;
  /**
   * The colour scheme the page is rendered in (the reader's cookie, else their browser's preference
   * as a client hint, else light); absent where the brand has no dark mode.
   */
  readonly colorScheme?: ColorScheme;
  /**
   * The reCAPTCHA v3 site key (`CAPTCHA_SITE_KEY`): the ways to apply load Google's script on first
   * use and send a token; absent, nothing loads and no token is sent.
   */
  readonly captchaSiteKey?: string;
  /** The brand's survey (`SURVEY_URLS`): the survey popup invites to it; absent, no popup. */
  readonly surveyUrl?: string;
  /** The look the page is rendered in (the `horizontalTheme` cookie); absent where the brand has one. */
  readonly themeVariant?: ThemeVariant;
  /** ISO timestamp of the request; every time-dependent label uses it, never the client's clock. */
  readonly now: string;
}

export const renderStateElementId = '__TABLICA_STATE__';

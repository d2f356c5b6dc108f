import type { CursorPage, OfferListItem } from '@tablica/domain/offers/listing';
import type { Locale } from '../lib/i18n/locale';

/**
 * What the server hands to `render()` and, serialised as JSON in `#__TABLICA_STATE__`, to the
 * client, so that hydration sees exactly the props the server rendered with.
 */
export interface RenderInput {
  /** Path and query of the request, e.g. `/?lang=en`. */
  readonly url: string;
  readonly locale: Locale;
  readonly tenant: { readonly id: string; readonly name: string };
  readonly page: CursorPage<OfferListItem>;
  /** ISO timestamp of the request; every time-dependent label uses it, never the client's clock. */
  readonly now: string;
}

export const renderStateElementId = '__TABLICA_STATE__';

import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { catalogues } from './catalogues';
import { intlCacheOf } from './intl-cache';

describe('the formatters kept per language', () => {
  it('are built once: a second page’s intl formats with the first one’s, whatever its texts object', () => {
    const page = (locale: 'pl' | 'en') =>
      createIntl({ locale, messages: { ...catalogues[locale] } }, intlCacheOf(locale));
    const cache = intlCacheOf('pl');
    const first = page('pl').formatMessage({ id: 'offer.moreLocations' }, { n: 3 });
    const built = Object.keys(cache.message).length;
    expect(built).toBeGreaterThan(0);
    expect(page('pl').formatMessage({ id: 'offer.moreLocations' }, { n: 3 })).toBe(first);
    expect(Object.keys(cache.message).length).toBe(built);
    expect(intlCacheOf('en')).not.toBe(cache);
    expect(intlCacheOf('pl')).toBe(cache);
  });
});

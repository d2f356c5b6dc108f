import type { ListFilters } from '@tablica/domain/listing/filters';
import { defaultListFilters } from '@tablica/domain/listing/filters';
import { filtersToUrl } from '@tablica/domain/listing/url-codec';
import { tenantConfig } from '@tablica/domain/tenant-config/tenant-config';
import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import { useAtomValue } from 'jotai';
import { useEffect, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { vi } from 'vitest';
import { catalogues } from '../../lib/i18n/catalogues';
import type { Locale } from '../../lib/i18n/locale';
import { themeOf } from '../../lib/theme';
import { filtersAtom } from './state/listing-atoms';
import { ListingStateProvider } from './state/listing-state-provider';

export const itConfig = tenantConfig('it');

/** `fetch` answering each GET whose path starts with a key with its JSON; every asked path recorded. */
export function fakeListApi(routes: Record<string, unknown>): string[] {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit = {}) => {
      asked.push(path);
      if (init.signal?.aborted) throw new DOMException('Aborted', 'AbortError');
      const key = Object.keys(routes)
        .filter((route) => path.startsWith(route))
        .sort((a, b) => b.length - a.length)[0];
      if (key === undefined) return new Response('{}', { status: 404 });
      return new Response(JSON.stringify(routes[key]), { status: 200 });
    }),
  );
  return asked;
}

/** What the filters atom holds, printed for assertions. */
export const seen: { filters: ListFilters } = { filters: defaultListFilters };
function FiltersSpy() {
  const filters = useAtomValue(filtersAtom);
  useEffect(() => {
    seen.filters = filters;
  }, [filters]);
  return null;
}

/** A listing component inside the board's providers, the address set to the filters' URL. */
export function renderListing(
  ui: ReactNode,
  filters: ListFilters = defaultListFilters,
  locale: Locale = 'pl',
) {
  window.history.replaceState(null, '', filtersToUrl(filters, itConfig, locale));
  return render(
    <ThemeProvider theme={themeOf('new')}>
      <IntlProvider locale={locale} messages={catalogues[locale]}>
        <ListingStateProvider config={itConfig} locale={locale} filters={filters}>
          {ui}
          <FiltersSpy />
        </ListingStateProvider>
      </IntlProvider>
    </ThemeProvider>,
  );
}

export function address(): string {
  return window.location.pathname + window.location.search;
}

import type { ListFilters } from '@tablica/domain/listing/filters';
import type { TenantConfig } from '@tablica/domain/tenant-config/types';
import { Provider } from 'jotai';
import { useHydrateAtoms } from 'jotai/utils';
import type { ReactNode } from 'react';
import type { Locale } from '../../../lib/i18n/locale';
import { boardAtom } from './board-atom';
import { filtersAtom } from './listing-atoms';

interface ListingStateProviderProps {
  readonly config: TenantConfig;
  readonly locale: Locale;
  /** The filters the server read from the URL. */
  readonly filters: ListFilters;
  readonly children: ReactNode;
}

function Hydrate({ config, locale, filters, children }: ListingStateProviderProps) {
  useHydrateAtoms([
    [boardAtom, { config, locale }],
    [filtersAtom, filters],
  ] as const);
  return children;
}

/**
 * One jotai store per rendered page: on the server a module-wide store would be shared by every
 * request. Starts from what the server rendered, so hydration sees the same state.
 */
export function ListingStateProvider(props: ListingStateProviderProps) {
  return (
    <Provider>
      <Hydrate {...props} />
    </Provider>
  );
}

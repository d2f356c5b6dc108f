import type { IslandComponents } from '../components/island';
import { HomeSearch } from '../features/home/components/home-search';
import { FilterBar } from '../features/listing/components/filter-bar';
import { CurrencyToggle } from '../features/offers/components/currency-toggle';
import { SearchBar } from '../features/listing/components/search-bar';

/**
 * Every island's component by the name its `island()` gives it, for the server's rendering (the
 * browser loads each on first use, through its `island()`).
 */
export const islandComponents: IslandComponents = {
  'search-bar': SearchBar,
  'filter-bar': FilterBar,
  'home-search': HomeSearch,
  'currency-toggle': CurrencyToggle,
};

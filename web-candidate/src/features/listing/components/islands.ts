import { island } from '../../../components/island';

/** The listing's controls, loaded when the visitor first reaches for them (`components/island.tsx`). */
export const SearchBarIsland = island('search-bar', () =>
  import('./search-bar').then((module) => module.SearchBar),
);

export const FilterBarIsland = island('filter-bar', () =>
  import('./filter-bar').then((module) => module.FilterBar),
);

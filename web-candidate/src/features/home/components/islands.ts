import { island } from '../../../components/island';

/** The homepage's search, loaded when the visitor first reaches for it (`components/island.tsx`). */
export const HomeSearchIsland = island('home-search', () =>
  import('./home-search').then((module) => module.HomeSearch),
);

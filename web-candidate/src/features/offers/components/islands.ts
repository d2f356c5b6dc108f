import { island } from '../../../components/island';

/** The offer page's controls, loaded when the visitor first reaches for them (`components/island.tsx`). */
export const CurrencyToggleIsland = island('currency-toggle', () =>
  import('./currency-toggle').then((module) => module.CurrencyToggle),
);

import { island, serverPart } from '../../../components/island';

/** The offer page's controls, loaded when the visitor first reaches for them (`components/island.tsx`). */
export const CurrencyToggleIsland = island('currency-toggle', () =>
  import('./currency-toggle').then((module) => module.CurrencyToggle),
);

/**
 * The offer page's parts that only show what the server rendered (`serverPart`): their code, with the
 * URL codec, the brand's categories and the MUI components only they use, loads only when what they
 * show changes (the breadcrumbs follow the currency shown).
 */
export const OfferIntroPart = serverPart('offer-intro', () =>
  import('./offer-intro').then((module) => module.OfferIntro),
);
export const OfferFactsPart = serverPart('offer-facts', () =>
  import('./offer-facts').then((module) => module.OfferFacts),
);
export const BrandStoryPreviewPart = serverPart('brand-story-preview', () =>
  import('./brand-story-preview').then((module) => module.BrandStoryPreview),
);
export const OfferDescriptionPart = serverPart('offer-description', () =>
  import('./offer-description').then((module) => module.OfferDescription),
);

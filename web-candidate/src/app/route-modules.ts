import type { RouteComponent } from './app';
import type { Page } from './pages';

/**
 * Each page's code as a file of its own (issues 11 and 13: a list's first visit downloads no offer
 * page, an offer's no list). entry-client awaits the page the server rendered before it hydrates,
 * and the server names that file and its imports in `<link rel="modulepreload">`, so the browser
 * fetches them beside the entry instead of after it.
 */
export const routeModules: Record<Page, () => Promise<RouteComponent>> = {
  home: () => import('./routes/home').then((module) => module.HomeRoute),
  profile: () => import('./routes/profile').then((module) => module.ProfileRoute),
  'saved-searches': () => import('./routes/saved-searches').then((module) => module.SavedSearchesRoute),
  listing: () => import('./routes/listing').then((module) => module.ListingRoute),
  offer: () => import('./routes/offer').then((module) => module.OfferRoute),
  'application-erasure': () =>
    import('./routes/application-erasure').then((module) => module.ApplicationErasureRoute),
  terms: () => import('./routes/terms').then((module) => module.TermsRoute),
  'brand-story': () => import('./routes/brand-story').then((module) => module.BrandStoryRoute),
  'not-found': () => import('./routes/not-found').then((module) => module.NotFoundRoute),
};

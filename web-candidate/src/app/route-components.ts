import type { RouteComponent } from './app';
import type { Page } from './pages';
import { ApplicationErasureRoute } from './routes/application-erasure';
import { BrandStoryRoute } from './routes/brand-story';
import { HomeRoute } from './routes/home';
import { ListingRoute } from './routes/listing';
import { NotFoundRoute } from './routes/not-found';
import { OfferRoute } from './routes/offer';
import { ProfileRoute } from './routes/profile';
import { SavedSearchesRoute } from './routes/saved-searches';
import { TermsRoute } from './routes/terms';

/** Every page at hand, for the server's rendering (the browser loads one: route-modules). */
export const routeComponents: Record<Page, RouteComponent> = {
  home: HomeRoute,
  profile: ProfileRoute,
  'saved-searches': SavedSearchesRoute,
  listing: ListingRoute,
  offer: OfferRoute,
  'application-erasure': ApplicationErasureRoute,
  terms: TermsRoute,
  'brand-story': BrandStoryRoute,
  'not-found': NotFoundRoute,
};

import type { IslandComponents } from '../components/island';
import { AppFooter } from '../components/layout/app-footer';
import { PageHeader } from '../components/layout/page-header';
import { FavouriteButton } from '../features/favourites/components/favourite-button';
import { HomeSearch } from '../features/home/components/home-search';
import { SaveSearchSwitch } from '../features/job-alerts/components/save-search-switch';
import { FilterBar } from '../features/listing/components/filter-bar';
import { BrandStoryPreview } from '../features/offers/components/brand-story-preview';
import { CurrencyToggle } from '../features/offers/components/currency-toggle';
import { OfferDescription } from '../features/offers/components/offer-description';
import { OfferFacts } from '../features/offers/components/offer-facts';
import { OfferIntro } from '../features/offers/components/offer-intro';
import { SearchBar } from '../features/listing/components/search-bar';

/**
 * Every island's and server part's component by the name its `island()` or `serverPart()` gives it,
 * for the server's rendering (the browser loads each on first use, or when what it shows changes).
 */
export const islandComponents: IslandComponents = {
  'page-header': PageHeader,
  'app-footer': AppFooter,
  'search-bar': SearchBar,
  'filter-bar': FilterBar,
  'home-search': HomeSearch,
  'currency-toggle': CurrencyToggle,
  'favourite-button': FavouriteButton,
  'save-search-switch': SaveSearchSwitch,
  'offer-intro': OfferIntro,
  'offer-facts': OfferFacts,
  'offer-description': OfferDescription,
  'brand-story-preview': BrandStoryPreview,
};

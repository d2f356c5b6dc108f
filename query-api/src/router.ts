import type { Router } from 'express';
import type { OpenApiPaths } from '@tablica/platform/http/openapi';
import type { Pool } from '@tablica/platform/postgres/pool';
import type { SearchIndex } from '@tablica/platform/search/port';
import { configurationPaths, configurationRoutes } from './configuration/routes';
import { offerDetailsPaths, offerDetailsRoutes } from './offer-details/routes';
import { offerSearchPaths, offerSearchRoutes } from './offer-search/routes';
import { offerQueryPaths, offerQueryRoutes } from './offers/routes';
import { popularOffersPaths, popularOffersRoutes } from './popular-offers/routes';

export interface QueryApiDeps {
  readonly db: Pool;
  /** The search index the projections keep (spec §5 filters, counts, suggestions, the map). */
  readonly search: SearchIndex;
  readonly now: () => Date;
}

/** Every query route, mounted under /api by whichever process serves them. */
export function queryApi(deps: QueryApiDeps): Router[] {
  return [
    offerQueryRoutes(deps),
    offerSearchRoutes(deps),
    offerDetailsRoutes(deps),
    popularOffersRoutes(deps),
    configurationRoutes(),
  ];
}

export const queryApiPaths: readonly OpenApiPaths[] = [
  offerQueryPaths,
  offerSearchPaths,
  offerDetailsPaths,
  popularOffersPaths,
  configurationPaths,
];

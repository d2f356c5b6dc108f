import type { Router } from 'express';
import type { EventStore } from '@tablica/platform/event-store/port';
import type { OpenApiPaths } from '@tablica/platform/http/openapi';
import type { Pool } from '@tablica/platform/postgres/pool';
import type { SearchIndex } from '@tablica/platform/search/port';
import { applicationQueryPaths, applicationQueryRoutes } from './applications/routes';
import { adminActivityPaths, adminActivityRoutes } from './admin/activity';
import { adminCodePaths, adminCodeRoutes } from './admin/codes';
import { adminCompanyPaths, adminCompanyRoutes } from './admin/companies';
import { adminOfferExportPaths, adminOfferExportRoutes } from './admin/offer-export';
import { adminOfferSearchPaths, adminOfferSearchRoutes } from './admin/offer-search';
import { adminOfferRelatedPaths, adminOfferRelatedRoutes } from './admin/offer-related';
import { adminOfferStatePaths, adminOfferStateRoutes } from './admin/offer-state';
import { adminOfferHistoryPaths, adminOfferHistoryRoutes } from './admin/routes';
import { adminStreamPaths, adminStreamRoutes } from './admin/streams';
import { adminTenantPaths, adminTenantRoutes } from './admin/tenants';
import { configurationPaths, configurationRoutes } from './configuration/routes';
import { employerOfferStatisticsPaths, employerOfferStatisticsRoutes } from './employer-offers/routes';
import { jobFilterQueryPaths, jobFilterQueryRoutes } from './job-alerts/routes';
import { offerChangesPaths, offerChangesRoutes } from './offer-changes/routes';
import { offerDetailsPaths, offerDetailsRoutes } from './offer-details/routes';
import { offerSearchPaths, offerSearchRoutes } from './offer-search/routes';
import { offerQueryPaths, offerQueryRoutes } from './offers/routes';
import { popularOffersPaths, popularOffersRoutes } from './popular-offers/routes';

export interface QueryApiDeps {
  readonly db: Pool;
  /** Read only: the admin audit folds and exports offer streams. */
  readonly store: EventStore;
  /** The search index the projections keep (spec §5 filters, counts, suggestions, the map). */
  readonly search: SearchIndex;
  readonly now: () => Date;
  /** ADMIN_TOKEN, for the admin routes (offer history); unset: only signed-in platform admins. */
  readonly adminToken?: string | undefined;
}

/** Every query route, mounted under /api by whichever process serves them. */
export function queryApi(deps: QueryApiDeps): Router[] {
  return [
    // Before the offer routes: /v2/employer-panel/offers/statistics is not an offer's id.
    employerOfferStatisticsRoutes(deps),
    offerQueryRoutes(deps),
    applicationQueryRoutes(deps),
    adminOfferSearchRoutes(deps),
    adminOfferHistoryRoutes(deps),
    adminOfferStateRoutes(deps),
    adminOfferRelatedRoutes(deps),
    adminOfferExportRoutes(deps),
    adminStreamRoutes(deps),
    adminActivityRoutes(deps),
    adminCodeRoutes(deps),
    adminCompanyRoutes(deps),
    adminTenantRoutes(deps),
    offerSearchRoutes(deps),
    offerChangesRoutes(deps),
    offerDetailsRoutes(deps),
    popularOffersRoutes(deps),
    configurationRoutes(),
    jobFilterQueryRoutes(deps),
  ];
}

export const queryApiPaths: readonly OpenApiPaths[] = [
  offerQueryPaths,
  applicationQueryPaths,
  employerOfferStatisticsPaths,
  adminOfferSearchPaths,
  adminOfferHistoryPaths,
  adminOfferStatePaths,
  adminOfferRelatedPaths,
  adminOfferExportPaths,
  adminStreamPaths,
  adminActivityPaths,
  adminCodePaths,
  adminCompanyPaths,
  adminTenantPaths,
  offerSearchPaths,
  offerChangesPaths,
  offerDetailsPaths,
  popularOffersPaths,
  configurationPaths,
  jobFilterQueryPaths,
];

import { Router } from 'express';
import type { Auth } from '@tablica/platform/auth/better-auth';
import type { EventStore } from '@tablica/platform/event-store/port';
import type { FileStore } from '@tablica/platform/files/port';
import type { OpenApiPaths } from '@tablica/platform/http/openapi';
import type { PublicOrigins } from '@tablica/platform/http/public-origin';
import type { Pool } from '@tablica/platform/postgres/pool';
import { brandStoryPaths, brandStoryRoutes } from './brand-stories';
import { companyDataPaths, companyDataRoutes } from './company-data';
import { companyUserPaths, companyUserRoutes } from './users';

export interface CompanyRoutesDeps {
  readonly auth: Auth;
  readonly pool: Pool;
  readonly files: FileStore;
  readonly origins: PublicOrigins;
  readonly store: EventStore;
  readonly awaitReadModels: (checkpoint: string) => Promise<unknown>;
}

/**
 * The employer's company (spec §6 "manages company, billing, clauses, brand stories and company
 * users") and the public brand-story calls. Mounted under /api after the session router.
 */
export function companyRoutes(deps: CompanyRoutesDeps): Router {
  return Router().use(companyDataRoutes(deps), companyUserRoutes(deps), brandStoryRoutes(deps));
}

export const companyPaths: OpenApiPaths = { ...companyDataPaths, ...companyUserPaths, ...brandStoryPaths };

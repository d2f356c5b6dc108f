import type { Router } from 'express';
import type { Pool } from '@tablica/platform/postgres/pool';
import type { OpenApiPaths } from '@tablica/platform/http/openapi';
import { offerQueryPaths, offerQueryRoutes } from './offers/routes';

export interface QueryApiDeps {
  readonly db: Pool;
  readonly now: () => Date;
}

/** Every query route, mounted under /api by whichever process serves them. */
export function queryApi(deps: QueryApiDeps): Router[] {
  return [offerQueryRoutes(deps)];
}

export const queryApiPaths: readonly OpenApiPaths[] = [offerQueryPaths];

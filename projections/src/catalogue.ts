import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Projection } from '@tablica/platform/projections/projection';
import {
  searchDeferredFills,
  searchMigrationsDir,
  searchReadIndexes,
  searchTablesDir,
} from '@tablica/platform/search/postgres';
import { applicationsProjection } from './applications/apply';
import { employerOffersProjection } from './employer-offers/apply';
import { jobAlertsProjection } from './job-alerts/apply';
import { offerDetailsProjection } from './offer-details/apply';
import { offerHistoryProjection } from './offer-history/apply';
import { offerTimersProjection } from './offer-timers/apply';
import { offerViewsProjection } from './offer-views/apply';
import { searchIndexProjection } from './search-index/apply';
import { postgresInRunnerTransaction, type SearchTarget } from './search-index/target';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Every projection the runtime keeps. Each one's migration folder creates its tables inside every
 * version of its read model (schema `rm_<name>_v<n>`, see platform/src/projections/read-models.ts).
 */
export function projectionsFor(search: SearchTarget): readonly Projection[] {
  return [
    { ...offerDetailsProjection, migrations: path.join(here, 'offer-details/migrations') },
    { ...offerViewsProjection, migrations: path.join(here, 'offer-views/migrations') },
    { ...employerOffersProjection, migrations: path.join(here, 'employer-offers/migrations') },
    { ...offerHistoryProjection, migrations: path.join(here, 'offer-history/migrations') },
    // The search index's own tables live in its read model too (blue/green); empty with Meilisearch.
    {
      ...searchIndexProjection(search),
      migrations: [searchTablesDir, path.join(here, 'search-index/migrations')],
      deferredIndexes: searchReadIndexes,
      deferredFills: searchDeferredFills,
    },
    { ...offerTimersProjection, migrations: path.join(here, 'offer-timers/migrations') },
    { ...applicationsProjection, migrations: path.join(here, 'applications/migrations') },
    { ...jobAlertsProjection, migrations: path.join(here, 'job-alerts/migrations') },
  ];
}

/**
 * The catalogue with the default search index: PostgreSQL, written in the runner's transaction. With
 * `SEARCH=meilisearch` the composition roots use `projectionsFor(externalIndex(meilisearch))`; the
 * names and versions are the same.
 */
export const projections: readonly Projection[] = projectionsFor(postgresInRunnerTransaction);

export function findProjection(name: string): Projection | undefined {
  return projections.find((projection) => projection.name === name);
}

/**
 * Migration folders to run with the platform's, in the public schema: the tables the projections use
 * besides their versioned read models, which no rebuild recreates: the search index's text
 * configuration and functions (its tables are in the search-index read model) and the recorded offer
 * views (not events: popular offers rank by them) and the digest job's record of mails handed to SMTP.
 */
export const projectionMigrationDirs: readonly string[] = [
  searchMigrationsDir,
  path.join(here, 'offer-views/views-migrations'),
  path.join(here, 'job-alerts/sends-migrations'),
];

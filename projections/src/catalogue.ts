import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Projection } from '@tablica/platform/projections/projection';
import { offerListingProjection } from './offer-listing/apply';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Every projection the runtime keeps, with the folders holding their tables' migrations. */
export const projections: readonly Projection[] = [offerListingProjection];

export const projectionMigrationDirs: readonly string[] = [path.join(here, 'offer-listing/migrations')];

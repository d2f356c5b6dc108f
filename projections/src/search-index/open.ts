import type { Config } from '@tablica/platform/config/config';
import type { Pool } from '@tablica/platform/postgres/pool';
import { readModel } from '@tablica/platform/projections/locator';
import type { Projection } from '@tablica/platform/projections/projection';
import { createMeilisearchIndex } from '@tablica/platform/search/meilisearch';
import type { SearchIndex } from '@tablica/platform/search/port';
import { PostgresSearchIndex } from '@tablica/platform/search/postgres';
import { projections, projectionsFor } from '../catalogue';
import { externalIndex } from './target';

/**
 * The configured search index (`SEARCH`) for queries, and the projection catalogue that keeps it:
 * PostgreSQL (default) is written in the runners' transactions, Meilisearch (`MEILI_URL`) from them.
 */
export async function openSearch(
  config: Pick<Config, 'SEARCH' | 'MEILI_URL' | 'MEILI_MASTER_KEY'>,
  pool: Pool,
): Promise<{ index: SearchIndex; projections: readonly Projection[] }> {
  if (config.SEARCH === 'meilisearch') {
    if (!config.MEILI_URL) throw new Error('SEARCH=meilisearch needs MEILI_URL.');
    const index = await createMeilisearchIndex({
      url: config.MEILI_URL,
      ...(config.MEILI_MASTER_KEY ? { apiKey: config.MEILI_MASTER_KEY } : {}),
    });
    return { index, projections: projectionsFor(externalIndex(index)) };
  }
  // Queries read the tables of the read model's active version (a rebuild switches them).
  const tables = readModel('search-index');
  return { index: new PostgresSearchIndex(pool, { locate: (work) => tables.read(pool, work) }), projections };
}

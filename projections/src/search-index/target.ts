import type { PoolClient } from '@tablica/platform/postgres/pool';
import type { SearchIndex } from '@tablica/platform/search/port';
import { postgresSearchWriter } from '@tablica/platform/search/postgres';

/** What the search-index projection writes through. */
export type SearchWriter = Pick<SearchIndex, 'upsert' | 'remove'>;

/** The writer for one batch, given the runner's transaction. */
export type SearchTarget = (tx: PoolClient) => SearchWriter;

/**
 * The PostgreSQL search index, written in the projection runner's transaction: the index changes
 * commit with the batch and its checkpoint, or not at all (exactly-once).
 */
export const postgresInRunnerTransaction: SearchTarget = (tx) => postgresSearchWriter(tx);

/**
 * An index outside the runner's database transaction (Meilisearch): its writes are idempotent and
 * guarded by the offer's stream version, so a batch applied again after a crash changes nothing.
 */
export const externalIndex =
  (index: SearchIndex): SearchTarget =>
  () =>
    index;

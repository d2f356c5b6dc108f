import pg from 'pg';

export type Pool = pg.Pool;
export type PoolClient = pg.PoolClient;
export type Queryable = Pick<pg.ClientBase, 'query'>;

// int8 (bigint) columns arrive as strings; positions and counts we read are safe as JS numbers
// only when we cast them explicitly, so keep the driver's default and convert where needed.

/** `bulk`: commits do not wait for the disk (a crash can lose the last ones, never corrupt): loading only. */
export function createPool(
  connectionString: string,
  max = 10,
  mode: 'durable' | 'bulk' = 'durable',
): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max,
    ...(mode === 'bulk' ? { options: '-c synchronous_commit=off' } : {}),
    // A transaction left open anywhere holds back pg_snapshot_xmin and stalls every event reader.
    idle_in_transaction_session_timeout: 30_000,
    statement_timeout: 60_000,
    application_name: 'tablica',
  });
  // An idle client losing its connection (server restart) must not crash the process.
  pool.on('error', () => undefined);
  return pool;
}

/** Runs `work` in a transaction on one pooled client; rolls back on any error. */
export async function inTransaction<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/**
 * A FROM item that turns `synchronous_commit` off for the transaction of the statement it is in
 * (`set_config(…, true)` lasts to that transaction's end, its commit included): one statement, one
 * round trip, a commit that does not wait for the disk. For writes a crash may lose without harm (a
 * rate counter), or that a durable commit of the same request follows — that commit flushes the log up
 * to itself, this one's record included. Use it as `INSERT … SELECT $1, … FROM ${withoutFlush}`.
 */
export const withoutFlush = "(SELECT set_config('synchronous_commit', 'off', true)) AS without_flush";

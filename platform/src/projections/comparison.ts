import type { Queryable } from '../postgres/pool';
import { quoteIdentifier } from './read-models';

/** One table's rows and checksum in a read-model version (null: the version has no such table). */
export interface TableFigures {
  readonly rows: number;
  readonly checksum: string;
}

export interface TableComparison {
  readonly table: string;
  readonly previous: TableFigures | null;
  readonly current: TableFigures | null;
  /** Same rows and checksum in both versions. */
  readonly same: boolean;
}

/**
 * The version switched to against the one it replaced, taken in a snapshot of the switch's commit, where
 * both stand at the same checkpoint: what an admin checks after a rebuild (same code: every table the
 * same; new code: where the new read model differs).
 */
export interface VersionComparison {
  readonly previousVersion: number;
  readonly checkpoint: string | null;
  readonly comparedAt: string;
  /** How long the comparison took (after the switch, which no longer waits for it). */
  readonly tookMs: number;
  readonly tables: readonly TableComparison[];
}

/**
 * Each table's row count and a checksum of its rows in one scan, without sorting: the sum of a 64-bit
 * hash of each row (order-free, so two versions whose rows sit in different physical order compare
 * equal), shown as its md5. One sequential scan per table, no sort and no memory per row, so it stays
 * linear on big tables. The row's hash is PostgreSQL's own (`hash_record_extended`, each column's hash
 * function: about 2.5 times faster than hashing the row's text, which spelled out every jsonb); a table
 * with a column type that has no hash function (tsvector, earth) hashes its rows' text instead, in both
 * versions alike.
 */
async function tableFigures(
  db: Queryable,
  schemas: readonly (string | null)[],
  table: string,
): Promise<(TableFigures | null)[]> {
  const figures = async (rowHash: string) => {
    const found: (TableFigures | null)[] = [];
    for (const schema of schemas) {
      if (schema === null) {
        found.push(null);
        continue;
      }
      const result = await db.query<{ rows: string; checksum: string }>(
        `SELECT count(*) AS rows, left(md5(coalesce(sum(${rowHash}::numeric), 0)::text), 16) AS checksum
           FROM ${quoteIdentifier(schema)}.${quoteIdentifier(table)} t`,
      );
      const row = result.rows[0]!;
      found.push({ rows: Number(row.rows), checksum: row.checksum });
    }
    return found;
  };
  await db.query('SAVEPOINT table_figures');
  try {
    const found = await figures('hash_record_extended(t, 0)');
    await db.query('RELEASE SAVEPOINT table_figures');
    return found;
  } catch {
    // A column type without a hash function: the rows' text.
    await db.query('ROLLBACK TO SAVEPOINT table_figures');
    return figures('hashtextextended(t::text, 0)');
  }
}

/** Compares two versions' schemas table by table (inside the caller's transaction). */
export async function compareVersions(
  db: Queryable,
  previous: { readonly version: number; readonly schema: string },
  currentSchema: string,
  checkpoint: string | null,
): Promise<VersionComparison> {
  const started = performance.now();
  // With the cores' help, small tables too (the board's settings plan no parallel workers for its
  // queries; these settings end with the caller's transaction). The search index's comparison took
  // ~1.0 s instead of 1.2–1.4 s on the 20,000-offer bench board.
  await db.query(
    `SELECT set_config('max_parallel_workers_per_gather', '2', true),
            set_config('min_parallel_table_scan_size', '0', true),
            set_config('parallel_setup_cost', '0', true)`,
  );
  // Each table of either version, with the schemas that hold it.
  const listed = await db.query<{ tablename: string; schemas: string[] }>(
    `SELECT tablename, array_agg(schemaname::text) AS schemas FROM pg_tables
      WHERE schemaname = ANY($1::text[]) GROUP BY tablename ORDER BY tablename`,
    [[previous.schema, currentSchema]],
  );
  const tables: TableComparison[] = [];
  for (const { tablename: table, schemas } of listed.rows) {
    const holding = (schema: string) => (schemas.includes(schema) ? schema : null);
    const [old = null, now = null] = await tableFigures(
      db,
      [holding(previous.schema), holding(currentSchema)],
      table,
    );
    tables.push({
      table,
      previous: old,
      current: now,
      same: old !== null && now !== null && old.rows === now.rows && old.checksum === now.checksum,
    });
  }
  return {
    previousVersion: previous.version,
    checkpoint,
    comparedAt: new Date().toISOString(),
    tookMs: Math.round(performance.now() - started),
    tables,
  };
}

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
 * The version switched to against the one it replaced, taken in the switch's transaction, where both
 * stand at the same checkpoint: what an admin checks after a rebuild (same code: every table the same;
 * new code: where the new read model differs).
 */
export interface VersionComparison {
  readonly previousVersion: number;
  readonly checkpoint: string | null;
  readonly comparedAt: string;
  /** How long the comparison held the switch. */
  readonly tookMs: number;
  readonly tables: readonly TableComparison[];
}

/**
 * Each table's row count and a checksum of its rows in one scan, without sorting: the sum of a 64-bit
 * hash of each row's text (order-free, so two versions whose rows sit in different physical order
 * compare equal), shown as its md5. One sequential scan per table, no sort and no memory per row,
 * so it stays linear on big tables (measured: ~6 s for the search index's ~30,000 rows on a machine at load ~10; not measured quiet).
 */
async function tableFigures(db: Queryable, schema: string): Promise<Map<string, TableFigures>> {
  const tables = await db.query<{ tablename: string }>(
    'SELECT tablename FROM pg_tables WHERE schemaname = $1 ORDER BY tablename',
    [schema],
  );
  const figures = new Map<string, TableFigures>();
  for (const { tablename } of tables.rows) {
    const result = await db.query<{ rows: string; checksum: string }>(
      `SELECT count(*) AS rows,
              left(md5(coalesce(sum(hashtextextended(t::text, 0)::numeric), 0)::text), 16) AS checksum
         FROM ${quoteIdentifier(schema)}.${quoteIdentifier(tablename)} t`,
    );
    const row = result.rows[0]!;
    figures.set(tablename, { rows: Number(row.rows), checksum: row.checksum });
  }
  return figures;
}

/** Compares two versions' schemas table by table (inside the caller's transaction). */
export async function compareVersions(
  db: Queryable,
  previous: { readonly version: number; readonly schema: string },
  currentSchema: string,
  checkpoint: string | null,
): Promise<VersionComparison> {
  const started = performance.now();
  const [before, after] = [await tableFigures(db, previous.schema), await tableFigures(db, currentSchema)];
  const names = [...new Set([...before.keys(), ...after.keys()])].sort();
  const tables = names.map((table) => {
    const [old, now] = [before.get(table) ?? null, after.get(table) ?? null];
    return {
      table,
      previous: old,
      current: now,
      same: old !== null && now !== null && old.rows === now.rows && old.checksum === now.checksum,
    };
  });
  return {
    previousVersion: previous.version,
    checkpoint,
    comparedAt: new Date().toISOString(),
    tookMs: Math.round(performance.now() - started),
    tables,
  };
}

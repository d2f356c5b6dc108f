import type { Queryable } from '../postgres/pool';
import { quoteIdentifier } from './read-models';

interface Located {
  readonly version: number;
  /** Quoted, ready for SQL text. */
  readonly schema: string;
}

// undefined_table, invalid_schema_name: a cached schema that a switch has since dropped.
const droppedCodes = new Set(['42P01', '3F000']);
const isDropped = (error: unknown) => droppedCodes.has((error as { code?: unknown } | null)?.code as string);

/**
 * Where each projection's active read model lives, for query functions. The hot path is a map lookup:
 * the whole registry (one row per projection) is read again at most once per `maxAgeMs`, by the first
 * query after that. A switch reaches this process through `observe` (the runner and the read-your-writes
 * waiter call it) or within `maxAgeMs`; a query that still hits a schema dropped meanwhile is run again
 * once on the fresh location. Old schemas are kept well past `maxAgeMs` (the runner's `dropAfterMs`).
 */
export class ReadModelLocator {
  private located = new Map<string, Located>();
  private loadedAt = -Infinity;
  private loading: Promise<void> | null = null;

  constructor(
    private readonly db: Queryable,
    readonly maxAgeMs = 1000,
  ) {}

  /** The active schema of `name`, quoted; throws when the projection has no read model yet. */
  async schemaOf(name: string): Promise<string> {
    let located = this.located.get(name);
    if (!located || performance.now() - this.loadedAt > this.maxAgeMs) {
      await this.refresh();
      located = this.located.get(name);
    }
    if (!located)
      throw new Error(`The ${name} read model does not exist yet: no projection runner has created it.`);
    return located.schema;
  }

  /** Runs `work` against the active schema; once more on the fresh one if the schema was dropped meanwhile. */
  async read<T>(name: string, work: (schema: string) => Promise<T>): Promise<T> {
    const schema = await this.schemaOf(name);
    try {
      return await work(schema);
    } catch (error) {
      if (!isDropped(error)) throw error;
      await this.refresh();
      const fresh = await this.schemaOf(name);
      if (fresh === schema) throw error;
      return work(fresh);
    }
  }

  /** A version seen active elsewhere in this process (only ever moves forward). */
  observe(name: string, version: number, schema: string): void {
    const known = this.located.get(name);
    if (!known || known.version < version)
      this.located.set(name, { version, schema: quoteIdentifier(schema) });
  }

  refresh(): Promise<void> {
    this.loading ??= (async () => {
      try {
        const started = performance.now();
        const result = await this.db.query<{ name: string; version: number; schema_name: string }>(
          "SELECT name, version, schema_name FROM projection_versions WHERE state = 'active'",
        );
        // Versions only grow: a read that started before a switch must not undo what `observe` learnt.
        for (const row of result.rows) this.observe(row.name, row.version, row.schema_name);
        this.loadedAt = started;
      } finally {
        this.loading = null;
      }
    })();
    return this.loading;
  }
}

const locators = new WeakMap<object, ReadModelLocator>();

/** The locator shared by everything in this process that reads through `db` (normally the pool). */
export function readModelLocator(db: Queryable): ReadModelLocator {
  let locator = locators.get(db);
  if (!locator) {
    locator = new ReadModelLocator(db);
    locators.set(db, locator);
  }
  return locator;
}

/**
 * A projection's query side: `read(db, (schema) => db.query(\`SELECT … FROM ${schema}.offer_details\`))`
 * always addresses the active version.
 */
export function readModel(name: string) {
  return {
    name,
    read: <T>(db: Queryable, work: (schema: string) => Promise<T>): Promise<T> =>
      readModelLocator(db).read(name, work),
  };
}

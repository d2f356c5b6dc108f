import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { ConcurrencyError, IllegalStateError } from '@tablica/domain/errors';
import type { Pool, Queryable } from '../postgres/pool';
import { streamCategory } from './category';
import {
  describeExpected,
  type AppendResult,
  type BrowseOptions,
  type EventStore,
  type ExpectedVersion,
  type NewEvent,
  type ReadAllOptions,
  type ReadAllResult,
  type RecordedEvent,
  type StreamCategory,
  type StreamRange,
  type StreamRangeResult,
} from './port';

const channel = 'tablica_events';
/**
 * At most one NOTIFY per this many milliseconds per store (PostgresEventStore.announce): the wake-up of
 * readers in other processes. Readers of the same store are woken at once, without the database.
 */
const announceEveryMs = 25;

/**
 * An append: one statement (issue 18, item 4; platform/migrations/1765500000000_append-one-statement.sql).
 * The upsert creates the stream's row or locks it, moves its version and returns the version it had
 * (`actual`); the events follow it. A refused expected version raises in the result's CASE
 * (refuse_append), a stored event id fails the events' insert on its unique index: either undoes the
 * whole statement, the stream's move included. Every step goes through a unique index (an upsert's
 * arbiter, an insert's uniqueness check), so no statement has a plan that could scan a table, whatever
 * the planner knows. $1 the stream, $2 the expected version as describeExpected spells it.
 */
const appendStatement = (count: string, inserted: string, result: string) => `
  WITH s AS (
    INSERT INTO event_streams AS s (stream_id, version) VALUES ($1, ${count})
      ON CONFLICT (stream_id) DO UPDATE SET version = s.version + ${count}
      RETURNING s.version - ${count} AS actual),
  e AS (
    INSERT INTO events (event_id, stream_id, stream_version, category, type, data, metadata)
    ${inserted}
    RETURNING global_position)
  SELECT CASE
           WHEN $2::text = 'any' OR ($2 = 'no_stream' AND s.actual = 0)
             OR ($2 = 'stream_exists' AND s.actual > 0) OR $2 = s.actual::text
           THEN s.actual + ${count}
           ELSE refuse_append($1, s.actual, $2)
         END AS next_version,
         pg_current_xact_id()::text AS tx_id,
         (SELECT ${result} FROM e) AS global_position
    FROM s`;
/** One event: $3 the stream's category, $4 the event's id, $5 type, $6 data, $7 metadata. */
const appendOne = appendStatement(
  '1',
  'SELECT $4::uuid, $1, s.actual + 1, $3::text, $5::text, $6::jsonb, $7::jsonb FROM s',
  'global_position',
);
/**
 * Events in order: $3 the stream's category, $4 the events as one JSON array of { id, type, data,
 * metadata } (one document parsed once; arrays of JSON texts were escaped by the driver and parsed twice
 * by the server, ~10 % of a batch of ten).
 */
const appendMany = appendStatement(
  'jsonb_array_length($4::jsonb)',
  `SELECT (e.event->>'id')::uuid, $1, s.actual + e.ord::integer, $3::text, e.event->>'type',
          e.event->'data', e.event->'metadata'
     FROM s, jsonb_array_elements($4::jsonb) WITH ORDINALITY AS e(event, ord)
    ORDER BY e.ord`,
  'max(global_position)',
);

interface AppendRow {
  next_version: number;
  tx_id: string;
  global_position: string;
}

interface EventRow {
  global_position: string;
  tx: string;
  event_id: string;
  stream_id: string;
  stream_version: number;
  type: string;
  data: unknown;
  metadata: NewEvent['metadata'];
  recorded_at: Date;
}

// tx_id is read as text under another name: ORDER BY tx_id must sort the xid8 column, not a string.
const columns =
  'global_position, tx_id::text AS tx, event_id, stream_id, stream_version, type, data, metadata, recorded_at';

/** A checkpoint is the pair the global order is sorted by: `<tx_id>/<global_position>`. */
function encodeCheckpoint(txId: string, position: string): string {
  return `${txId}/${position}`;
}

function decodeCheckpoint(checkpoint: string | null | undefined): [string, string] {
  if (!checkpoint) return ['0', '0'];
  const match = /^(\d+)\/(\d+)$/.exec(checkpoint);
  if (!match)
    throw new IllegalStateError('event_store.bad_checkpoint', `Not a PostgreSQL checkpoint: ${checkpoint}`);
  return [match[1]!, match[2]!];
}

function toRecorded(row: EventRow): RecordedEvent {
  return {
    id: row.event_id,
    type: row.type,
    data: row.data,
    metadata: row.metadata,
    streamId: row.stream_id,
    streamVersion: row.stream_version,
    globalPosition: row.global_position,
    checkpoint: encodeCheckpoint(row.tx, row.global_position),
    recordedAt: row.recorded_at.toISOString(),
  };
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  return error instanceof pg.DatabaseError && error.code === '23505' && error.constraint === constraint;
}

/**
 * The PostgreSQL event store. Appends take a row lock on the stream (optimistic concurrency on its
 * version); readers follow the global order by (tx_id, global_position) and only read what every
 * older transaction has settled, so no event is ever skipped.
 */
export class PostgresEventStore implements EventStore {
  readonly kind = 'postgres';
  private listener: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private readonly listeners = new Set<() => void>();
  private closed = false;
  private announcing: Promise<void> | null = null;
  private announceAgain = false;
  private announcedAt = -Infinity;
  /** Names this store's NOTIFYs, so its own readers (woken at once) ignore them. */
  private readonly origin = randomUUID();

  constructor(
    private readonly pool: Pool,
    private readonly connectionString: string,
  ) {}

  async appendToStream(
    streamId: string,
    events: readonly NewEvent[],
    { expectedVersion = 'any' }: { expectedVersion?: ExpectedVersion } = {},
  ): Promise<AppendResult> {
    if (events.length === 0) throw new IllegalStateError('event_store.empty_append', 'Nothing to append.');
    const ids = events.map((event) => event.id);
    if (new Set(ids).size !== ids.length)
      throw new IllegalStateError('event_store.repeated_event_id', 'An append lists an event id twice.');
    try {
      // One statement, its own transaction, prepared once per connection (named: parsed and planned on
      // its first use only); one event (most appends) as plain values, more as one JSON document.
      const [event] = events;
      const one = events.length === 1 && event;
      const { rows } = await this.pool.query<AppendRow>({
        name: one ? 'tablica-append-one' : 'tablica-append-many',
        text: one ? appendOne : appendMany,
        values: [
          streamId,
          describeExpected(expectedVersion),
          streamCategory(streamId),
          ...(one
            ? [one.id, one.type, JSON.stringify(one.data), JSON.stringify(one.metadata)]
            : [JSON.stringify(events.map(({ id, type, data, metadata }) => ({ id, type, data, metadata })))]),
        ],
      });
      const row = rows[0]!;
      this.wake();
      return {
        nextExpectedVersion: row.next_version,
        lastCheckpoint: encodeCheckpoint(row.tx_id, row.global_position),
      };
    } catch (error) {
      if (error instanceof pg.DatabaseError && error.hint === 'tablica.wrong_expected_version')
        return await this.conflict(streamId, ids, expectedVersion, Number(error.detail));
      // These event ids are stored already (an earlier append, or a concurrent one that won the race):
      // answer with its result.
      if (isUniqueViolation(error, 'events_event_id_key')) {
        const earlier = await this.earlierAppend(this.pool, streamId, ids);
        if (earlier) return earlier;
      }
      if (isUniqueViolation(error, 'events_stream_id_stream_version_key')) {
        const current = await this.pool.query<{ version: number }>(
          'SELECT version FROM event_streams WHERE stream_id = $1',
          [streamId],
        );
        return await this.conflict(streamId, ids, expectedVersion, current.rows[0]?.version ?? 0);
      }
      throw error;
    }
  }

  /**
   * Wakes the readers after an append committed: this store's own at once (in the process: the
   * all-in-one server's runners and the admins' stream follow appends without a round trip), other
   * processes' by a NOTIFY. Not inside the append: a NOTIFY takes a database-wide lock at commit, which
   * would serialise every writer's commit.
   */
  private wake(): void {
    queueMicrotask(() => this.listeners.forEach((listener) => listener()));
    this.announce();
  }

  /**
   * One NOTIFY at a time per store and at most one per `announceEveryMs`: the first append after a
   * quiet spell is announced at once, the appends that commit meanwhile by one more NOTIFY, so a burst
   * of appends costs one NOTIFY per `announceEveryMs` (each its own transaction: ~10 % of a one-event
   * append when it was one every 5 ms). The NOTIFY's transaction does not wait for its flush (synchronous_commit
   * off): a lost wake-up costs a poll, not an event.
   */
  private announce(): void {
    if (this.announcing) {
      this.announceAgain = true;
      return;
    }
    this.announcing = (async () => {
      do {
        this.announceAgain = false;
        const wait = this.announcedAt + announceEveryMs - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        this.announcedAt = performance.now();
        await this.pool
          .query("SELECT set_config('synchronous_commit', 'off', true), pg_notify($1, $2)", [
            channel,
            this.origin,
          ])
          .catch(() => undefined);
      } while (this.announceAgain && !this.closed);
      this.announcing = null;
    })();
  }

  /** After a version conflict: if our events are already there, the append had happened before. */
  private async conflict(
    streamId: string,
    ids: readonly string[],
    expected: ExpectedVersion,
    actual: number,
  ): Promise<AppendResult> {
    const earlier = await this.earlierAppend(this.pool, streamId, ids);
    if (earlier) return earlier;
    throw new ConcurrencyError(streamId, describeExpected(expected), String(actual));
  }

  /** The result of an earlier append of exactly these event ids, or null if none of them is stored. */
  private async earlierAppend(
    db: Queryable,
    streamId: string,
    ids: readonly string[],
  ): Promise<AppendResult | null> {
    const found = await db.query<{
      stream_id: string;
      stream_version: number;
      global_position: string;
      tx_id: string;
    }>(
      `SELECT stream_id, stream_version, global_position, tx_id::text AS tx_id
         FROM events WHERE event_id = ANY($1::uuid[]) ORDER BY stream_version`,
      [ids],
    );
    if (found.rowCount === 0) return null;
    if (found.rowCount !== ids.length || found.rows.some((row) => row.stream_id !== streamId))
      throw new IllegalStateError(
        'event_store.partial_reappend',
        `Some of these event ids are already stored, but not as this same append to ${streamId}.`,
      );
    const last = found.rows.at(-1)!;
    return {
      nextExpectedVersion: last.stream_version,
      lastCheckpoint: encodeCheckpoint(last.tx_id, last.global_position),
    };
  }

  async readStream(streamId: string): Promise<RecordedEvent[]> {
    const result = await this.pool.query<EventRow>(
      `SELECT ${columns} FROM events WHERE stream_id = $1 ORDER BY stream_version`,
      [streamId],
    );
    return result.rows.map(toRecorded);
  }

  async readStreamRange(streamId: string, { after, upTo }: StreamRange): Promise<StreamRangeResult> {
    // One statement, one snapshot: the events and the stream's version agree.
    const result = await this.pool.query<EventRow & { last_version: number | null }>(
      `SELECT s.version AS last_version, e.*
         FROM (SELECT 1) one
         LEFT JOIN event_streams s ON s.stream_id = $1
         LEFT JOIN LATERAL (
           SELECT ${columns} FROM events
            WHERE stream_id = $1 AND stream_version > $2 AND ($3::integer IS NULL OR stream_version <= $3)
            ORDER BY stream_version) e ON true`,
      [streamId, after, upTo ?? null],
    );
    const lastVersion = result.rows[0]?.last_version ?? 0;
    const events = result.rows.filter((row) => row.event_id !== null).map(toRecorded);
    return { events, lastVersion };
  }

  async readAll({ after, batchSize, types }: ReadAllOptions): Promise<ReadAllResult> {
    const [txId, position] = decodeCheckpoint(after);
    // One statement, one snapshot: the batch and the visible head are read as of the same moment.
    const result = await this.pool.query<EventRow & { is_head: boolean }>(
      `WITH horizon AS MATERIALIZED (SELECT pg_snapshot_xmin(pg_current_snapshot()) AS xmin)
       (SELECT false AS is_head, ${columns} FROM events
         WHERE tx_id < (SELECT xmin FROM horizon)
           AND (tx_id, global_position) > ($1::xid8, $2::bigint)
           AND ($4::text[] IS NULL OR type = ANY($4::text[]))
         ORDER BY tx_id, global_position
         LIMIT $3)
       UNION ALL
       (SELECT true AS is_head, ${columns} FROM events
         WHERE tx_id < (SELECT xmin FROM horizon)
         ORDER BY tx_id DESC, global_position DESC
         LIMIT 1)`,
      [txId, position, batchSize, types ? [...types] : null],
    );
    const events = result.rows.filter((row) => !row.is_head).map(toRecorded);
    const head = result.rows.find((row) => row.is_head);
    if (events.length === batchSize) return { events, checkpoint: events.at(-1)!.checkpoint };
    const headCheckpoint = head ? encodeCheckpoint(head.tx, head.global_position) : null;
    // Not a full batch: everything visible has been seen, so continue after the head (never go back).
    const furthest = [after ?? null, events.at(-1)?.checkpoint ?? null, headCheckpoint].reduce(
      (best, candidate) =>
        candidate !== null && (best === null || compare(candidate, best) > 0) ? candidate : best,
      null as string | null,
    );
    return { events, checkpoint: furthest };
  }

  async browse({ category, tenant, direction, from, limit }: BrowseOptions): Promise<RecordedEvent[]> {
    const backwards = direction === 'backwards';
    const conditions: string[] = [];
    const values: unknown[] = [];
    const where = (condition: (parameter: string) => string, value: unknown) => {
      values.push(value);
      conditions.push(condition(`$${values.length}`));
    };
    // Paged by the index events_category_position.
    if (category !== undefined) where((p) => `category = ${p}`, category);
    if (tenant !== undefined) where((p) => `metadata->>'tenant' = ${p}`, tenant);
    if (from)
      where((p) => `global_position ${backwards ? '<' : '>'} ${p}::bigint`, decodeCheckpoint(from)[1]);
    values.push(limit);
    const result = await this.pool.query<EventRow>(
      `SELECT ${columns} FROM events
        ${conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : ''}
        ORDER BY global_position ${backwards ? 'DESC' : 'ASC'}
        LIMIT $${values.length}`,
      values,
    );
    return result.rows.map(toRecorded);
  }

  async categories(tenant?: string): Promise<StreamCategory[]> {
    // A stream's first event says which tenant it belongs to.
    const result = await this.pool.query<{ category: string; streams: string }>(
      `SELECT category, count(*) AS streams FROM events
        WHERE stream_version = 1 AND ($1::text IS NULL OR metadata->>'tenant' = $1)
        GROUP BY 1 ORDER BY 1`,
      [tenant ?? null],
    );
    return result.rows.map((row) => ({ category: row.category, streams: Number(row.streams) }));
  }

  async head(): Promise<string | null> {
    // The same visible head as readAll's: past it, readAll returns only events recorded later.
    const result = await this.pool.query<{ tx: string; global_position: string }>(
      `WITH horizon AS MATERIALIZED (SELECT pg_snapshot_xmin(pg_current_snapshot()) AS xmin)
       SELECT tx_id::text AS tx, global_position FROM events
        WHERE tx_id < (SELECT xmin FROM horizon)
        ORDER BY tx_id DESC, global_position DESC LIMIT 1`,
    );
    const row = result.rows[0];
    return row ? encodeCheckpoint(row.tx, row.global_position) : null;
  }

  onAppended(listener: () => void): () => void {
    this.listeners.add(listener);
    void this.ensureListening();
    return () => this.listeners.delete(listener);
  }

  private ensureListening(): Promise<void> {
    if (this.listener || this.closed) return Promise.resolve();
    this.connecting ??= (async () => {
      const client = new pg.Client({
        connectionString: this.connectionString,
        application_name: 'tablica-listen',
      });
      client.on('notification', (message) => {
        if (message.payload !== this.origin) this.listeners.forEach((listener) => listener());
      });
      client.on('error', () => {
        // Lost the connection: wake everyone (they poll once), then listen again.
        if (this.listener === client) this.listener = null;
        void client.end().catch(() => undefined);
        this.listeners.forEach((listener) => listener());
        if (!this.closed) setTimeout(() => void this.ensureListening(), 1000).unref();
      });
      try {
        await client.connect();
        await client.query(`LISTEN ${channel}`);
        this.listener = client;
        if (this.closed) await client.end();
      } catch {
        await client.end().catch(() => undefined);
        if (!this.closed) setTimeout(() => void this.ensureListening(), 1000).unref();
      } finally {
        this.connecting = null;
      }
    })();
    return this.connecting;
  }

  async countAfter(checkpoint: string | null): Promise<number> {
    const [txId, position] = decodeCheckpoint(checkpoint);
    const result = await this.pool.query<{ count: string }>(
      'SELECT count(*) AS count FROM events WHERE (tx_id, global_position) > ($1::xid8, $2::bigint)',
      [txId, position],
    );
    return Number(result.rows[0]!.count);
  }

  compareCheckpoints(a: string, b: string): number {
    return compare(a, b);
  }

  async ping(): Promise<void> {
    await this.pool.query('SELECT 1 FROM events LIMIT 1');
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listeners.clear();
    await this.announcing;
    await this.connecting;
    const client = this.listener;
    this.listener = null;
    await client?.end().catch(() => undefined);
  }
}

function compare(a: string, b: string): number {
  const [aTx, aPos] = decodeCheckpoint(a).map(BigInt) as [bigint, bigint];
  const [bTx, bPos] = decodeCheckpoint(b).map(BigInt) as [bigint, bigint];
  if (aTx !== bTx) return aTx < bTx ? -1 : 1;
  return aPos === bPos ? 0 : aPos < bPos ? -1 : 1;
}

import type { EventMetadata } from '@tablica/domain/events';

/** An event on its way into a stream: the id makes re-appending it idempotent. */
export interface NewEvent<Type extends string = string, Data = unknown> {
  readonly id: string;
  readonly type: Type;
  readonly data: Data;
  readonly metadata: EventMetadata;
}

export interface RecordedEvent<Type extends string = string, Data = unknown> extends NewEvent<Type, Data> {
  readonly streamId: string;
  /** 1 for a stream's first event. */
  readonly streamVersion: number;
  /** Position in the global order, as a decimal string (it can exceed 2^53 in KurrentDB). */
  readonly globalPosition: string;
  /** Opaque: pass it back as `readAll({ after })` to continue right after this event. */
  readonly checkpoint: string;
  readonly recordedAt: string;
}

/**
 * `no_stream`: the stream must not exist; `stream_exists`: it must; `any`: no check;
 * a number: the stream's current version (its event count) must equal it.
 */
export type ExpectedVersion = 'no_stream' | 'stream_exists' | 'any' | number;

export interface AppendResult {
  /** The stream's version after the append: pass it as `expectedVersion` next time. */
  readonly nextExpectedVersion: number;
  readonly lastCheckpoint: string;
}

export interface ReadAllOptions {
  /** Continue after this checkpoint; null or absent reads from the beginning. */
  readonly after?: string | null;
  readonly batchSize: number;
  /** Only these event types; the returned checkpoint still moves past the others. */
  readonly types?: readonly string[];
}

export interface ReadAllResult {
  readonly events: RecordedEvent[];
  /**
   * Where the next read continues: past the last event returned, or past every event visible now when
   * the batch was not full. Null only when nothing has ever been read.
   */
  readonly checkpoint: string | null;
}

/** A page of the stream browser (admin console): events in global order, optionally of one category. */
export interface BrowseOptions {
  /** Only streams of this category (`streamCategory`: `offer`, `order`, `job-alert`, …). */
  readonly category?: string | undefined;
  /** Only events whose metadata names this tenant. */
  readonly tenant?: string | undefined;
  /** `backwards`: newest first (from the end when `from` is absent); `forwards`: oldest first. */
  readonly direction: 'forwards' | 'backwards';
  /** Continue past this event (its `checkpoint`, exclusive). */
  readonly from?: string | null | undefined;
  readonly limit: number;
}

export interface StreamRange {
  /** Events after this version (0: from the first). */
  readonly after: number;
  /** Up to this version, inclusive (absent: to the stream's end). */
  readonly upTo?: number | undefined;
}

export interface StreamRangeResult {
  readonly events: RecordedEvent[];
  /** The stream's version when it was read. */
  readonly lastVersion: number;
}

export interface StreamCategory {
  readonly category: string;
  /** How many streams of the category hold events (of the tenant, when one was given). */
  readonly streams: number;
}

export interface EventStore {
  readonly kind: 'postgres' | 'kurrentdb';
  appendToStream(
    streamId: string,
    events: readonly NewEvent[],
    options?: { readonly expectedVersion?: ExpectedVersion },
  ): Promise<AppendResult>;
  /** The stream's events in version order; an empty array for a stream that does not exist. */
  readStream(streamId: string): Promise<RecordedEvent[]>;
  /**
   * Part of a stream: its events after version `after` up to `upTo` (inclusive), in version order,
   * and the stream's version now (0 when it does not exist). Reading up to a version only, from a
   * snapshot on, is what keeps a fold of a long stream cheap (the admin's state as of a version).
   */
  readStreamRange(streamId: string, range: StreamRange): Promise<StreamRangeResult>;
  readAll(options: ReadAllOptions): Promise<ReadAllResult>;
  /** Browsing (admin): a page of events in global order; see BrowseOptions. */
  browse(options: BrowseOptions): Promise<RecordedEvent[]>;
  /** The categories of the streams there are (of one tenant's events); null if the store cannot tell. */
  categories(tenant?: string): Promise<StreamCategory[] | null>;
  /** The checkpoint right after every event visible now (readAll from it sees only newer ones). */
  head(): Promise<string | null>;
  /** Calls `listener` soon after new events are recorded; returns the unsubscribe function. */
  onAppended(listener: () => void): () => void;
  /** Events recorded after `checkpoint` (for health and lag metrics); null if the store cannot tell. */
  countAfter(checkpoint: string | null): Promise<number | null>;
  /** Orders two checkpoints of this store: negative, zero or positive. */
  compareCheckpoints(a: string, b: string): number;
  /** Throws when the store cannot be reached. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export function describeExpected(expected: ExpectedVersion): string {
  return typeof expected === 'number' ? String(expected) : expected;
}

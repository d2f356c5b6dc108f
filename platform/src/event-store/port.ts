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

export interface EventStore {
  readonly kind: 'postgres' | 'kurrentdb';
  appendToStream(
    streamId: string,
    events: readonly NewEvent[],
    options?: { readonly expectedVersion?: ExpectedVersion },
  ): Promise<AppendResult>;
  /** The stream's events in version order; an empty array for a stream that does not exist. */
  readStream(streamId: string): Promise<RecordedEvent[]>;
  readAll(options: ReadAllOptions): Promise<ReadAllResult>;
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

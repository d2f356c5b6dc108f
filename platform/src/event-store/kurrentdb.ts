import {
  ANY,
  BACKWARDS,
  END,
  FORWARDS,
  KurrentDBClient,
  NO_STREAM,
  START,
  STREAM_EXISTS,
  StreamNotFoundError,
  WrongExpectedVersionError,
  excludeSystemEvents,
  eventTypeFilter,
  jsonEvent,
  streamNameFilter,
  type AppendStreamState,
  type Position,
  type ResolvedEvent,
} from '@kurrent/kurrentdb-client';
import { ConcurrencyError, IllegalStateError } from '@tablica/domain/errors';
import type { EventMetadata } from '@tablica/domain/events';
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
  type StreamRange,
  type StreamRangeResult,
} from './port';
import { streamCategory } from './category';

// Our versions count events (1 = first); KurrentDB revisions start at 0.
const toRevision = (version: number) => BigInt(version - 1);
const fromRevision = (revision: bigint) => Number(revision) + 1;

function streamState(expected: ExpectedVersion): AppendStreamState {
  if (expected === 'any') return ANY;
  if (expected === 'no_stream' || expected === 0) return NO_STREAM;
  if (expected === 'stream_exists') return STREAM_EXISTS;
  return toRevision(expected);
}

const encodePosition = (position: Position) => `${position.commit}/${position.prepare}`;

function decodePosition(checkpoint: string): Position {
  const match = /^(\d+)\/(\d+)$/.exec(checkpoint);
  if (!match)
    throw new IllegalStateError('event_store.bad_checkpoint', `Not a KurrentDB checkpoint: ${checkpoint}`);
  return { commit: BigInt(match[1]!), prepare: BigInt(match[2]!) };
}

function toRecorded(resolved: ResolvedEvent): RecordedEvent | null {
  const event = resolved.event;
  if (!event || !event.isJson || event.type.startsWith('$')) return null;
  const position = event.position ?? resolved.commitPosition;
  const checkpoint =
    event.position !== undefined
      ? encodePosition(event.position)
      : position !== undefined
        ? `${position}/${position}`
        : '0/0';
  return {
    id: event.id,
    type: event.type,
    data: event.data,
    metadata: event.metadata as unknown as EventMetadata,
    streamId: event.streamId,
    streamVersion: fromRevision(event.revision),
    globalPosition: String(event.position?.commit ?? 0n),
    checkpoint,
    recordedAt: event.created.toISOString(),
  };
}

/** KurrentDB (EventStoreDB) through `@kurrent/kurrentdb-client`, honouring the same port contract. */
export class KurrentDbEventStore implements EventStore {
  readonly kind = 'kurrentdb';
  private readonly client: KurrentDBClient;
  private subscription: { unsubscribe(): Promise<void> } | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(connectionString: string) {
    this.client = KurrentDBClient.connectionString(connectionString);
  }

  async appendToStream(
    streamId: string,
    events: readonly NewEvent[],
    { expectedVersion = 'any' }: { expectedVersion?: ExpectedVersion } = {},
  ): Promise<AppendResult> {
    if (events.length === 0) throw new IllegalStateError('event_store.empty_append', 'Nothing to append.');
    try {
      const result = await this.client.appendToStream(
        streamId,
        events.map((event) =>
          jsonEvent({
            id: event.id,
            type: event.type,
            data: event.data as never,
            metadata: event.metadata as never,
          }),
        ),
        { streamState: streamState(expectedVersion) },
      );
      return {
        nextExpectedVersion: fromRevision(result.nextExpectedRevision),
        lastCheckpoint: result.position ? encodePosition(result.position) : '0/0',
      };
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      const earlier = await this.earlierAppend(streamId, events);
      if (earlier) return earlier;
      throw new ConcurrencyError(streamId, describeExpected(expectedVersion), String(error.actualState));
    }
  }

  private async earlierAppend(streamId: string, events: readonly NewEvent[]): Promise<AppendResult | null> {
    const stored = await this.readStream(streamId);
    const byId = new Map(stored.map((event) => [event.id, event]));
    const found = events.map((event) => byId.get(event.id)).filter((event) => event !== undefined);
    if (found.length === 0) return null;
    if (found.length !== events.length)
      throw new IllegalStateError(
        'event_store.partial_reappend',
        `Some of these event ids are already stored, but not as this same append to ${streamId}.`,
      );
    const last = found.at(-1)!;
    return { nextExpectedVersion: last.streamVersion, lastCheckpoint: last.checkpoint };
  }

  async readStream(streamId: string): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(streamId, { fromRevision: START })) {
        const recorded = toRecorded(resolved);
        if (recorded) events.push(recorded);
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  async readStreamRange(streamId: string, { after, upTo }: StreamRange): Promise<StreamRangeResult> {
    const events: RecordedEvent[] = [];
    let lastVersion = 0;
    try {
      for await (const resolved of this.client.readStream(streamId, {
        direction: BACKWARDS,
        fromRevision: END,
        maxCount: 1,
      }))
        lastVersion = toRecorded(resolved)?.streamVersion ?? lastVersion;
      const end = upTo === undefined ? lastVersion : Math.min(upTo, lastVersion);
      if (end <= after) return { events, lastVersion };
      // A revision counts from 0: version `after + 1` is revision `after`.
      for await (const resolved of this.client.readStream(streamId, {
        fromRevision: BigInt(after),
        maxCount: end - after,
      })) {
        const recorded = toRecorded(resolved);
        if (recorded) events.push(recorded);
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return { events: [], lastVersion: 0 };
      throw error;
    }
    return { events, lastVersion };
  }

  async readAll({ after, batchSize, types }: ReadAllOptions): Promise<ReadAllResult> {
    const events: RecordedEvent[] = [];
    const fromPosition = after ? decodePosition(after) : START;
    const filter = types ? eventTypeFilter({ prefixes: [...types] }) : excludeSystemEvents();
    // readAll's fromPosition is inclusive: skip the event the checkpoint points at.
    for await (const resolved of this.client.readAll({ fromPosition, maxCount: batchSize + 1, filter })) {
      const recorded = toRecorded(resolved);
      if (!recorded || recorded.checkpoint === after) continue;
      if (types && !types.includes(recorded.type)) continue;
      events.push(recorded);
      if (events.length === batchSize) break;
    }
    return { events, checkpoint: events.at(-1)?.checkpoint ?? after ?? null };
  }

  async browse({ category, tenant, direction, from, limit }: BrowseOptions): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    const backwards = direction === 'backwards';
    // The prefix narrows on the server; the exact category (offer- also starts offer-x-…) here.
    const filter = category ? streamNameFilter({ prefixes: [`${category}-`] }) : excludeSystemEvents();
    const fromPosition = from ? decodePosition(from) : backwards ? END : START;
    for await (const resolved of this.client.readAll({
      fromPosition,
      direction: backwards ? BACKWARDS : FORWARDS,
      filter,
    })) {
      const recorded = toRecorded(resolved);
      // fromPosition is inclusive: the event `from` points at was on the page before.
      if (!recorded || recorded.checkpoint === from) continue;
      if (category && streamCategory(recorded.streamId) !== category) continue;
      if (tenant && recorded.metadata.tenant !== tenant) continue;
      events.push(recorded);
      if (events.length === limit) break;
    }
    return events;
  }

  async categories(): Promise<null> {
    return null; // needs the $by_category system projection, which may be off
  }

  async head(): Promise<string | null> {
    for await (const resolved of this.client.readAll({
      fromPosition: END,
      direction: BACKWARDS,
      maxCount: 1,
      filter: excludeSystemEvents(),
    }))
      return toRecorded(resolved)?.checkpoint ?? null;
    return null;
  }

  onAppended(listener: () => void): () => void {
    this.listeners.add(listener);
    if (!this.subscription) {
      const subscription = this.client.subscribeToAll({ fromPosition: END, filter: excludeSystemEvents() });
      subscription.on('data', () => this.listeners.forEach((wake) => wake()));
      subscription.on('error', () => {
        this.subscription = null;
      });
      this.subscription = subscription;
    }
    return () => this.listeners.delete(listener);
  }

  async countAfter(): Promise<null> {
    return null; // commit positions are byte offsets, not event counts
  }

  compareCheckpoints(a: string, b: string): number {
    const [x, y] = [decodePosition(a), decodePosition(b)];
    if (x.commit !== y.commit) return x.commit < y.commit ? -1 : 1;
    return x.prepare === y.prepare ? 0 : x.prepare < y.prepare ? -1 : 1;
  }

  async ping(): Promise<void> {
    for await (const _event of this.client.readAll({ maxCount: 1, filter: excludeSystemEvents() })) break;
  }

  async close(): Promise<void> {
    this.listeners.clear();
    await this.subscription?.unsubscribe().catch(() => undefined);
    this.subscription = null;
    await this.client.dispose();
  }
}

import { ConcurrencyError } from '@tablica/domain/errors';
import type { DomainEvent, EventMetadata } from '@tablica/domain/events';
import type { AppendResult, EventStore, RecordedEvent } from './port';

export interface Decider<State, Command, Event extends DomainEvent, Context> {
  decide(command: Command, state: State, context: Context): Event[];
  evolve(state: State, event: Event): State;
  initialState(): State;
}

export interface CommandOptions<Context, State = unknown> {
  readonly context: Context;
  readonly metadata: EventMetadata;
  readonly newEventId: () => string;
  /** The version the caller last saw (If-Match); a different current version is a 412. */
  readonly expectedVersion?: number | undefined;
  /**
   * The state and version the caller folded from the stream it has just read (a route that loaded the
   * offer, a job that read an alert to decide whether to act): neither read nor folded again. The
   * append still expects that version, so a write in between fails it.
   */
  readonly known?: { readonly state: State; readonly version: number } | undefined;
}

/**
 * The write path: load the stream, fold it into state, decide, append with the version we read.
 * A concurrent writer makes the append fail with ConcurrencyError instead of overwriting.
 */
export async function handleCommand<State, Command, Event extends DomainEvent, Context>(
  store: EventStore,
  streamId: string,
  decider: Decider<State, Command, Event, Context>,
  command: Command,
  options: CommandOptions<Context, State>,
): Promise<AppendResult & { readonly events: Event[] }> {
  const { state, version } = options.known ?? fold(await store.readStream(streamId), decider);
  if (options.expectedVersion !== undefined && options.expectedVersion !== version)
    throw new ConcurrencyError(streamId, String(options.expectedVersion), String(version));
  const events = decider.decide(command, state, options.context);
  const result = await store.appendToStream(
    streamId,
    events.map((event) => ({
      id: options.newEventId(),
      type: event.type,
      data: event.data,
      metadata: options.metadata,
    })),
    { expectedVersion: version === 0 ? 'no_stream' : version },
  );
  return { ...result, events };
}

function fold<State, Event extends DomainEvent>(
  history: readonly RecordedEvent[],
  decider: Pick<Decider<State, never, Event, never>, 'evolve' | 'initialState'>,
): { state: State; version: number } {
  const state = history.reduce(
    (current, event) => decider.evolve(current, event as unknown as Event),
    decider.initialState(),
  );
  return { state, version: history.length };
}

import { expect } from 'vitest';
import { DomainError } from '../errors';
import type { DomainEvent } from '../events';

interface Decider<State, Command, Event extends DomainEvent, Context> {
  decide(command: Command, state: State, context: Context): Event[];
  evolve(state: State, event: Event): State;
  initialState(): State;
}

/** given(events).when(command).then(events) / .thenThrows(code): tests that read as specifications. */
export function deciderSpec<State, Command, Event extends DomainEvent, Context>(
  decider: Decider<State, Command, Event, Context>,
  context: Context,
) {
  return {
    given(events: Event[]) {
      return {
        when(command: Command) {
          const run = () =>
            decider.decide(command, events.reduce(decider.evolve, decider.initialState()), context);
          return {
            then(expected: Event[]) {
              expect(run()).toEqual(expected);
            },
            thenThrows(code: string) {
              let caught: unknown;
              try {
                run();
              } catch (error) {
                caught = error;
              }
              expect(caught).toBeInstanceOf(DomainError);
              expect((caught as DomainError).code).toBe(code);
              return caught as DomainError;
            },
          };
        },
      };
    },
  };
}

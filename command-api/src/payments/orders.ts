import { randomUUID } from 'node:crypto';
import { ConcurrencyError, DomainError, NotFoundError } from '@tablica/domain/errors';
import type { Actor } from '@tablica/domain/events';
import { decide, type OrderCommand } from '@tablica/domain/orders/decide';
import {
  evolve,
  initialState,
  orderStreamId,
  type OrderEvent,
  type OrderState,
  type PlacedOrder,
} from '@tablica/domain/orders/order';
import { handleCommand } from '@tablica/platform/event-store/command-handler';
import type { EventStore } from '@tablica/platform/event-store/port';

/** The order's one write path: every order stream is written here, through `handleCommand`. */
export interface OrderWriteDeps {
  readonly store: EventStore;
  readonly now: () => Date;
}

export interface OrderCall {
  readonly tenant: string;
  readonly actor: Actor;
  readonly correlationId: string;
}

export const orderNotFound = () => new NotFoundError('payment.not_found', 'There is no such payment.');

export async function readOrder(store: EventStore, orderId: string): Promise<OrderState> {
  const history = await store.readStream(orderStreamId(orderId));
  return history.reduce((state, event) => evolve(state, event as unknown as OrderEvent), initialState());
}

/** The order, or 404 when it does not exist. */
export async function placedOrder(store: EventStore, orderId: string): Promise<PlacedOrder> {
  const state = await readOrder(store, orderId);
  if (state.status === 'initial') throw orderNotFound();
  return state;
}

/**
 * Runs `command` on the order's stream. Providers call back concurrently (webhook and return redirect
 * race): a concurrent append is retried on the new state, where the decider usually finds nothing
 * left to do; a decision without events (a repeated confirmation) is no write at all.
 */
export async function runOnOrder(
  deps: OrderWriteDeps,
  orderId: string,
  command: OrderCommand,
  call: OrderCall,
): Promise<PlacedOrder> {
  for (let attempt = 0; ; attempt++) {
    const now = deps.now();
    try {
      const state = await readOrder(deps.store, orderId);
      if (
        command.type !== 'PlaceOrder' &&
        state.status !== 'initial' &&
        decide(command, state, { now }).length === 0
      )
        return state;
      await handleCommand(deps.store, orderStreamId(orderId), { decide, evolve, initialState }, command, {
        context: { now },
        newEventId: randomUUID,
        metadata: {
          tenant: call.tenant,
          actor: call.actor,
          correlationId: call.correlationId,
          causationId: null,
          occurredAt: now.toISOString(),
        },
      });
      return await placedOrder(deps.store, orderId);
    } catch (error) {
      if (error instanceof ConcurrencyError && attempt < 5) continue;
      if (error instanceof DomainError && error.code === 'event_store.empty_append')
        return placedOrder(deps.store, orderId);
      throw error;
    }
  }
}

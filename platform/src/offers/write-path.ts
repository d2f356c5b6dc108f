import { randomUUID } from 'node:crypto';
import type { Actor } from '@tablica/domain/events';
import { decide, type DecisionContext, type OfferCommand } from '@tablica/domain/offers/decide';
import {
  evolve,
  initialState,
  offerStreamId,
  type OfferEvent,
  type OfferState,
} from '@tablica/domain/offers/offer';
import type { OfferCategory } from '@tablica/domain/offers/validation/categories';
import { allCategories, tenantConfig } from '@tablica/domain/tenant-config/tenant-config';
import { defaultTenant, isTenantId } from '@tablica/domain/tenants';
import { handleCommand } from '../event-store/command-handler';
import type { EventStore } from '../event-store/port';

/**
 * The offer aggregate's one write path: every command that reaches an `offer-<id>` stream (employer
 * routes, admin import, the timers job, the seed, the demo, the tests' offer life) goes through
 * `sendOfferCommand` — load, decide against the tenant's own category tree, append at the expected
 * version with correlation and actor. `architecture.test.ts` fails when any other module appends to
 * an offer stream.
 */

/** Who sends a command and under which correlation, at what time (the command's `now`). */
export interface OfferCall {
  readonly tenant: string;
  readonly actor: Actor;
  readonly correlationId: string;
  readonly causationId?: string | null;
  readonly at: Date;
}

export interface OfferCommandOutcome {
  /** The stream's version after the append (the ETag). */
  readonly version: number;
  readonly checkpoint: string;
  readonly events: readonly OfferEvent[];
}

/** The brand's categories as the offer form checks them (static links to other sites are no category). */
export function offerCategories(tenant: string): readonly OfferCategory[] {
  const config = tenantConfig(isTenantId(tenant) ? tenant : defaultTenant);
  return allCategories(config)
    .filter((category) => !category.static)
    .map((category) => ({ id: category.key, parentId: category.parentKey }));
}

export const decisionContext = (tenant: string, now: Date): DecisionContext => ({
  now,
  categories: offerCategories(tenant),
});

/** The offer as its stream tells it, and the stream's version (how many events it holds). */
export async function readOffer(
  store: EventStore,
  offerId: string,
): Promise<{ state: OfferState; version: number }> {
  const history = await store.readStream(offerStreamId(offerId));
  const state = history.reduce(
    (current, event) => evolve(current, event as unknown as OfferEvent),
    initialState(),
  );
  return { state, version: history.length };
}

/**
 * Runs `command` on offer `offerId`. With `seen` (the version the caller loaded), a change
 * since then is a ConcurrencyError (412); without it, the stream is read here and appended at the
 * version read. With the state the caller folded at that version too, the stream is not read again.
 */
export async function sendOfferCommand(
  store: EventStore,
  offerId: string,
  command: OfferCommand,
  call: OfferCall,
  seen?: { readonly version: number; readonly state?: OfferState },
): Promise<OfferCommandOutcome> {
  const result = await handleCommand(
    store,
    offerStreamId(offerId),
    { decide, evolve, initialState },
    command,
    {
      context: decisionContext(call.tenant, call.at),
      newEventId: randomUUID,
      ...(seen ? { expectedVersion: seen.version } : {}),
      ...(seen?.state ? { known: { state: seen.state, version: seen.version } } : {}),
      metadata: {
        tenant: call.tenant,
        actor: call.actor,
        correlationId: call.correlationId,
        causationId: call.causationId ?? null,
        occurredAt: call.at.toISOString(),
      },
    },
  );
  return {
    version: result.nextExpectedVersion,
    checkpoint: result.lastCheckpoint,
    events: result.events,
  };
}

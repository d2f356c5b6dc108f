import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import { ConcurrencyError, ValidationError } from '@tablica/domain/errors';
import type { Actor } from '@tablica/domain/events';
import type { OfferCommand } from '@tablica/domain/offers/decide';
import {
  evolve,
  initialState,
  offerStreamId,
  type OfferEvent,
  type OfferState,
} from '@tablica/domain/offers/offer';
import type { EventStore } from '@tablica/platform/event-store/port';
import { readOffer, sendOfferCommand } from '@tablica/platform/offers/write-path';
import type { Pool } from '@tablica/platform/postgres/pool';
import { forgetOfferSlug, registerOfferSlug, resolveOfferSlug, type OfferSlug } from './slugs';

/**
 * The employer API's side of the offer write path: find the stream by slug, fold it, and send the
 * command through `@tablica/platform/offers/write-path` (the only module that appends to an offer
 * stream) with the version the request saw (If-Match, else the one just read), so a concurrent writer
 * makes one of two requests fail with 412 instead of overwriting.
 */
export interface OfferWriteDeps {
  readonly store: EventStore;
  readonly pool: Pool;
  readonly now: () => Date;
}

export interface LoadedOffer extends OfferSlug {
  readonly state: OfferState;
  /** The stream's version: how many events it holds (the ETag). */
  readonly version: number;
}

export interface CommandCall {
  readonly tenant: string;
  readonly actor: Actor;
  readonly correlationId: string;
}

export interface CommandOutcome {
  readonly state: OfferState;
  readonly version: number;
  readonly checkpoint: string;
  readonly events: readonly OfferEvent[];
}

export { decisionContext, offerCategories, readOffer } from '@tablica/platform/offers/write-path';

export async function loadOffer(deps: OfferWriteDeps, tenant: string, slug: string): Promise<LoadedOffer> {
  const found = await resolveOfferSlug(deps.pool, tenant, slug);
  return { ...found, ...(await readOffer(deps.store, found.offerId)) };
}

/** Runs `command` on an existing offer as it was loaded; a change since then is a 412. */
export async function runOnOffer(
  deps: OfferWriteDeps,
  offer: LoadedOffer,
  command: OfferCommand,
  call: CommandCall,
): Promise<CommandOutcome> {
  return run(deps, offer.offerId, offer.state, offer.version, command, call);
}

/**
 * Starts a new offer stream: its slug is registered first (from `title`), the command is built with
 * it, and the slug is dropped again when the append fails.
 */
export async function startOffer(
  deps: OfferWriteDeps,
  title: string | null | undefined,
  command: (ids: OfferSlug) => OfferCommand,
  call: CommandCall,
  offerId: string = randomUUID(),
): Promise<CommandOutcome & OfferSlug> {
  const ids = await registerOfferSlug(deps.pool, { tenant: call.tenant, offerId, title });
  try {
    return { ...ids, ...(await run(deps, offerId, initialState(), 0, command(ids), call)) };
  } catch (error) {
    await forgetOfferSlug(deps.pool, ids.slug).catch(() => undefined);
    throw error;
  }
}

async function run(
  deps: OfferWriteDeps,
  offerId: string,
  state: OfferState,
  version: number,
  command: OfferCommand,
  call: CommandCall,
): Promise<CommandOutcome> {
  const outcome = await sendOfferCommand(
    deps.store,
    offerId,
    command,
    { ...call, at: deps.now() },
    { version, state },
  );
  return { ...outcome, state: outcome.events.reduce(evolve, state) };
}

/**
 * `If-Match: "<version>"` (a strong or weak ETag this API gave out): the version the client edited;
 * absent or `*`, the version just read.
 */
export function ifMatchVersion(req: Request): number | undefined {
  const header = req.get('if-match')?.trim();
  if (header === undefined || header === '' || header === '*') return undefined;
  const match = /^(?:W\/)?"?(\d{1,9})"?$/.exec(header);
  if (!match?.[1])
    throw new ValidationError(
      [{ path: 'If-Match', code: 'errors.invalidValue', message: 'Expected an ETag such as "3".' }],
      'If-Match is not a version this API gave out.',
    );
  return Number(match[1]);
}

/** 412 when the client edited another version than the one just loaded. */
export function assertIfMatch(req: Request, offer: LoadedOffer): void {
  const expected = ifMatchVersion(req);
  if (expected !== undefined && expected !== offer.version)
    throw new ConcurrencyError(offerStreamId(offer.offerId), String(expected), String(offer.version));
}

export const correlationIdOf = (req: Request) => {
  const header = req.get('x-correlation-id');
  return header && /^[\w-]{1,100}$/.test(header) ? header : randomUUID();
};

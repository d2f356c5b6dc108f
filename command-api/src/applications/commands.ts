import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import {
  applicationStreamId,
  evolve,
  initialState,
  type ApplicationEvent,
  type ExistingApplication,
} from '@tablica/domain/applications/application';
import { decide, type ApplicationCommand } from '@tablica/domain/applications/decide';
import { IllegalStateError } from '@tablica/domain/errors';
import type { Actor } from '@tablica/domain/events';
import { handleCommand } from '@tablica/platform/event-store/command-handler';
import type { EventStore } from '@tablica/platform/event-store/port';
import { companyMember } from '@tablica/platform/http/guards';
import { unseen } from '@tablica/platform/http/unseen';

export interface ApplicationCommandDeps {
  readonly store: EventStore;
  readonly now: () => Date;
  /**
   * Read-your-writes: a command answers once the read models hold its events (at most 3 s), so the
   * console's list read right after a delete or a status change shows it. Absent (jobs): no wait.
   */
  readonly awaitReadModels?: ((checkpoint: string) => Promise<unknown>) | undefined;
}

/** Who sent the request, as events record it. */
export function actorOf(req: Request): Actor {
  const account = req.account;
  if (!account) return { kind: 'anonymous', id: req.ip ?? 'unknown' };
  return { kind: account.kind, id: account.userId };
}

/**
 * The applications' one write path: `handleCommand` on `application-<id>` with the domain's decider.
 * Routes and the retention job all come through here.
 */
export async function sendApplicationCommand(
  deps: ApplicationCommandDeps,
  applicationId: string,
  command: ApplicationCommand,
  by: {
    readonly tenant: string;
    readonly actor: Actor;
    readonly expectedVersion?: number | undefined;
    /** The request's `X-Correlation-Id`; default: a fresh one. */
    readonly correlationId?: string | undefined;
    /**
     * The id was made for this command (a submission): its stream cannot exist yet, so it is not read;
     * the append expects no stream, so a clash would still be refused.
     */
    readonly freshId?: boolean | undefined;
  },
): Promise<{
  readonly events: ApplicationEvent[];
  readonly lastCheckpoint: string;
  readonly version: number;
}> {
  const now = deps.now();
  const streamId = applicationStreamId(applicationId);
  const result = await handleCommand(deps.store, streamId, { decide, evolve, initialState }, command, {
    context: { now },
    newEventId: randomUUID,
    expectedVersion: by.expectedVersion,
    known: by.freshId ? { state: initialState(), version: 0 } : undefined,
    metadata: {
      tenant: by.tenant,
      actor: by.actor,
      correlationId: by.correlationId ?? randomUUID(),
      causationId: null,
      occurredAt: now.toISOString(),
    },
  }).catch(async (error: unknown) => {
    // `decide` found nothing to change (a status set to what it was, an erasure done already).
    if (!(error instanceof IllegalStateError) || error.code !== 'event_store.empty_append') throw error;
    return {
      events: [],
      nextExpectedVersion: (await deps.store.readStream(streamId)).length,
      lastCheckpoint: '',
    };
  });
  if (result.lastCheckpoint && deps.awaitReadModels) await deps.awaitReadModels(result.lastCheckpoint);
  return {
    events: result.events,
    lastCheckpoint: result.lastCheckpoint,
    version: result.nextExpectedVersion,
  };
}

/**
 * The application as its stream says, for a requester of `tenant`; a missing stream or another
 * tenant's answers 404 (logged), so nothing below it can tell the two apart.
 */
export async function loadApplication(
  store: EventStore,
  req: Request,
  applicationId: string,
): Promise<ExistingApplication & { readonly version: number }> {
  const refuse = () => unseen(req, 'application.not_found', 'No such application.', applicationId);
  if (!uuidPattern.test(applicationId)) throw refuse();
  const history = await store.readStream(applicationStreamId(applicationId.toLowerCase()));
  if (history.length === 0 || history[0]?.metadata.tenant !== req.tenant) throw refuse();
  const state = history.reduce(
    (current, event) => evolve(current, event as unknown as ApplicationEvent),
    initialState(),
  );
  if (state.status === 'none') throw refuse();
  return { ...state, version: history.length };
}

/** The employer's company must hold the application (deleted ones are gone for them too). */
export function assertCompanyHolds(req: Request, application: ExistingApplication, companyId: string): void {
  if (application.companyId !== companyId || application.status === 'deleted')
    throw unseen(req, 'application.not_found', 'No such application.', application.applicationId);
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The application named in the URL, held by the signed-in employer's company (404 otherwise). */
export async function heldApplication(store: EventStore, req: Request) {
  const member = companyMember(req, 'applications.manage');
  const id = String(req.params.id);
  const application = await loadApplication(store, req, id);
  assertCompanyHolds(req, application, member.companyId);
  return { member, id, application };
}

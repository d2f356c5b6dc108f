import type { Request } from 'express';
import type { Auth } from '@tablica/platform/auth/better-auth';
import type { PublicOrigins } from '@tablica/platform/http/public-origin';
import { sendJobAlertCommand, uuidPattern } from '@tablica/platform/job-alerts/write-path';
import { NotFoundError } from '@tablica/domain/errors';
import type { JobAlertCommand } from '@tablica/domain/job-alerts/decide';
import type { EventStore } from '@tablica/platform/event-store/port';
import type { Mailer } from '@tablica/platform/mail/port';
import type { Pool } from '@tablica/platform/postgres/pool';
import { actorOf } from '../applications/commands';

export interface JobAlertRoutesDeps {
  readonly store: EventStore;
  readonly pool: Pool;
  readonly now: () => Date;
  readonly origins: PublicOrigins;
  /** The key the mail links' codes are signed with (derived from AUTH_SECRET). */
  readonly codeKey: Buffer;
  readonly mailer?: Mailer | undefined;
  /** Accounts made from the guest alert form (spec §3 `candidate`); without it that part is off. */
  readonly auth?: Auth | undefined;
  /** Read-your-writes: a command answers once the read models have its events. */
  readonly awaitReadModels?: ((checkpoint: string) => Promise<unknown>) | undefined;
}

/** Runs a command for the request's brand and requester, and waits for the read models to take it in. */
export async function jobAlertCommand(
  deps: JobAlertRoutesDeps,
  req: Request,
  jobFilterId: string,
  command: JobAlertCommand,
) {
  const outcome = await sendJobAlertCommand(deps.store, jobFilterId, command, {
    tenant: req.tenant,
    actor: actorOf(req),
    at: deps.now(),
  });
  if (outcome.checkpoint && deps.awaitReadModels) await deps.awaitReadModels(outcome.checkpoint);
  return outcome;
}

/** A saved search's id from the request: anything that cannot be one is simply not found. */
export function jobFilterIdOf(value: unknown): string {
  if (typeof value !== 'string' || !uuidPattern.test(value))
    throw new NotFoundError('job_filter.not_found', 'Job filter not found');
  return value.toLowerCase();
}

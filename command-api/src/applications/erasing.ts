import type { Request, Response } from 'express';
import { NotFoundError } from '@tablica/domain/errors';
import type { Actor } from '@tablica/domain/events';
import type { FileStore } from '@tablica/platform/files/port';
import { candidate } from '@tablica/platform/http/guards';
import type { Pool } from '@tablica/platform/postgres/pool';
import { sealingKeysOf, shredSealingKeys } from '@tablica/platform/privacy/sealed';
import { actorOf, sendApplicationCommand, type ApplicationCommandDeps } from './commands';
import { openPersonalData } from './personal-data';

export interface ErasingDeps extends ApplicationCommandDeps {
  readonly pool: Pool;
  readonly files: FileStore;
}

/**
 * Erases one application: its CV file goes, its sealing key is shredded (so the personal data in its
 * events can never be opened again, not by a projection rebuild either), and `ApplicationErased`
 * leaves an anonymous trail. Safe to run again at any step: a second run finds no key and no file.
 */
export async function eraseApplication(
  deps: ErasingDeps,
  target: { readonly tenant: string; readonly applicationId: string },
  reason: 'candidate_request' | 'retention',
  actor: Actor,
  correlationId?: string,
): Promise<void> {
  const { applicationId } = target;
  const personal = await openPersonalData(deps.pool, deps.store, applicationId);
  if (personal?.cv) await deps.files.delete(personal.cv.key);
  await shredSealingKeys(deps.pool, [applicationId]);
  try {
    await sendApplicationCommand(
      deps,
      applicationId,
      { type: 'EraseApplication', data: { reason } },
      {
        tenant: target.tenant,
        actor,
        correlationId,
      },
    );
  } catch (error) {
    // A key whose application was never appended (a refused submission): nothing more to erase.
    if (!(error instanceof NotFoundError)) throw error;
  }
}

/**
 * `DELETE /v2/candidate-panel/applications`: the signed-in candidate's right to erasure (GDPR art. 17)
 * over every application they sent from their account.
 */
export async function eraseCandidateApplications(
  deps: ErasingDeps,
  req: Request,
  res: Response,
): Promise<void> {
  const { userId } = candidate(req);
  const ids = await sealingKeysOf(deps.pool, req.tenant, userId);
  for (const applicationId of ids)
    await eraseApplication(deps, { tenant: req.tenant, applicationId }, 'candidate_request', actorOf(req));
  res.json({ erased: ids.length });
}

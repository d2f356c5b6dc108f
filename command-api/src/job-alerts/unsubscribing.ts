import type { Request, Response } from 'express';
import type { UnsubscribedVia } from '@tablica/domain/job-alerts/job-alert';
import { invalidCode, verifyJobAlertCode } from '@tablica/platform/job-alerts/codes';
import { readJobAlert } from '@tablica/platform/job-alerts/write-path';
import { jobAlertCommand, type JobAlertRoutesDeps } from './commands';

/**
 * `DELETE /guests/job-alerts/{candidateId}/{jobFilterId}?code=…` (the mail's link, through the board)
 * and `POST …/unsubscribe?code=…` (RFC 8058 one-click, the mail's List-Unsubscribe header). No sign-in:
 * the unsubscribe code authorises it, and a wrong one answers as a saved search that is not there.
 * A second click changes nothing and is not an error.
 */
export async function unsubscribeAlert(
  deps: JobAlertRoutesDeps,
  req: Request,
  res: Response,
  via: UnsubscribedVia,
): Promise<void> {
  const candidateId = String(req.params.candidateId);
  const jobFilterId = String(req.params.jobFilterId);
  const claims = verifyJobAlertCode(
    deps.codeKey,
    req.query.code,
    { purpose: 'unsubscribe', tenant: req.tenant, candidateId, jobFilterId },
    deps.now(),
  );
  const state = await readJobAlert(deps.store, req.tenant, claims.jobFilterId);
  if (!state.exists || state.candidateId !== claims.candidateId) throw invalidCode();
  if (!state.deleted)
    await jobAlertCommand(deps, req, claims.jobFilterId, {
      type: 'UnsubscribeJobAlert',
      data: { by: null, via },
    });
  res.status(204).end();
}

import type { Request, Response } from 'express';
import { z } from 'zod';
import { parseOrThrow } from '@tablica/domain/validation';
import { invalidCode, verifyJobAlertCode } from '@tablica/platform/job-alerts/codes';
import { readJobAlert } from '@tablica/platform/job-alerts/write-path';
import { verifyAccountOfAlert } from './account-from-alert';
import { jobAlertCommand, type JobAlertRoutesDeps } from './commands';
import { mailConfirmation, newConfirmationId } from './confirmation-mail';

const text = z.string('errors.required').min(1, 'errors.required').max(2000, 'errors.tooLong');
/** The board's `?job-alerts=activate&code=…&job-filter-id=…` link, as its dialog sends it on. */
export const activationSchema = z.object({ candidateId: text, jobFilterId: text, code: text });

/** The alert a genuine activation code names, on this brand (anything else: the link is not valid). */
async function alertOfCode(deps: JobAlertRoutesDeps, req: Request, allowExpired: boolean) {
  const input = parseOrThrow(activationSchema, req.body);
  const claims = verifyJobAlertCode(
    deps.codeKey,
    input.code,
    {
      purpose: 'activate',
      tenant: req.tenant,
      candidateId: input.candidateId,
      jobFilterId: input.jobFilterId,
    },
    deps.now(),
    { allowExpired },
  );
  const state = await readJobAlert(deps.store, req.tenant, claims.jobFilterId);
  if (!state.exists || state.candidateId !== claims.candidateId) throw invalidCode();
  return { claims, state };
}

/**
 * `PUT /guests/job-alerts/activation`: the double opt-in. The code must be genuine, unexpired, for
 * activation, and answer the alert's newest confirmation: a used one meets an active alert (409
 * "already active"), a superseded one the §8 "expired confirmation link".
 */
export async function activateAlert(deps: JobAlertRoutesDeps, req: Request, res: Response): Promise<void> {
  const { claims, state } = await alertOfCode(deps, req, false);
  await jobAlertCommand(deps, req, claims.jobFilterId, {
    type: 'ActivateJobAlert',
    data: { confirmationId: claims.confirmationId ?? '' },
  });
  // An account made from the alert form: the link proved its address too.
  const account =
    state.exists && state.alert
      ? await verifyAccountOfAlert(deps, req, { candidateId: state.candidateId, email: state.alert.email })
      : false;
  res.json({
    jobFilterId: claims.jobFilterId,
    jobAlert: { status: 'active' },
    ...(account ? { account: 'verified' } : {}),
  });
}

/**
 * `POST /guests/job-alerts/activation/renewal`: a fresh confirmation mail, asked with the code of an
 * earlier one (expired ones too, but genuine); the older links stop working.
 */
export async function renewConfirmation(
  deps: JobAlertRoutesDeps,
  req: Request,
  res: Response,
): Promise<void> {
  const { claims, state } = await alertOfCode(deps, req, true);
  const confirmationId = newConfirmationId();
  await jobAlertCommand(deps, req, claims.jobFilterId, {
    type: 'RequestJobAlertConfirmation',
    data: { confirmationId },
  });
  const alert = state.exists ? state.alert : null;
  if (state.exists && alert)
    await mailConfirmation(deps, req, {
      tenant: req.tenant,
      candidateId: state.candidateId,
      jobFilterId: state.jobFilterId,
      email: alert.email,
      language: alert.language,
      name: state.name,
      frequency: alert.frequency,
      confirmationId,
    });
  res.status(202).json({ message: 'confirmation_sent' });
}

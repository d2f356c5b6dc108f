import type { Request, Response } from 'express';
import { guestJobAlertSchema } from '@tablica/domain/job-alerts/form';
import { parseOrThrow } from '@tablica/domain/validation';
import { guestCandidateId } from '@tablica/platform/job-alerts/codes';
import { jobFilterIdFor, readJobAlert } from '@tablica/platform/job-alerts/write-path';
import { createAccountFromAlert } from './account-from-alert';
import { jobAlertCommand, type JobAlertRoutesDeps } from './commands';
import { mailConfirmation, newConfirmationId } from './confirmation-mail';
import { assertRoomForAnotherFilter } from './limits';
import { savedSearchOrThrow } from './saved-search';

/**
 * `POST /guests/job-alerts`: a visitor saves the search and asks for its alert by e-mail; nothing is
 * sent until the confirmation mail's link is opened (double opt-in). The guest is known by a candidate
 * id keyed on their address, so the same person's alerts meet each other (and the §8 conflicts).
 * With `candidate` the form also creates a candidate account (`account-from-alert.ts`).
 */
export async function createGuestAlert(deps: JobAlertRoutesDeps, req: Request, res: Response): Promise<void> {
  const input = parseOrThrow(guestJobAlertSchema, req.body);
  const saved = savedSearchOrThrow(req.tenant, input.searchUrl);
  const language = input.language ?? saved.locale;
  // With `candidate`: a new account (its id keys the alert, so the account finds it once signed in).
  const candidateId = input.candidate
    ? await createAccountFromAlert(deps, req, {
        email: input.email,
        language,
        marketing: input.candidate.marketing === true,
      })
    : guestCandidateId(deps.codeKey, req.tenant, input.email);
  const jobFilterId = jobFilterIdFor(req.tenant, candidateId, saved.searchUrl);
  const current = await readJobAlert(deps.store, req.tenant, jobFilterId);
  if (!current.exists || current.deleted) {
    await assertRoomForAnotherFilter(deps.pool, req.tenant, candidateId);
    await jobAlertCommand(deps, req, jobFilterId, {
      type: 'SaveJobFilter',
      data: {
        jobFilterId,
        candidateId,
        name: input.name,
        searchUrl: saved.searchUrl,
        filters: saved.filters,
      },
    });
  }
  const confirmationId = newConfirmationId();
  await jobAlertCommand(deps, req, jobFilterId, {
    type: 'CreateJobAlert',
    data: {
      by: candidateId,
      email: input.email,
      frequency: input.frequency,
      language,
      confirmationId,
      verifiedAccount: false,
    },
  });
  await mailConfirmation(deps, req, {
    tenant: req.tenant,
    candidateId,
    jobFilterId,
    email: input.email,
    language,
    name: current.exists && !current.deleted ? current.name : input.name,
    frequency: input.frequency,
    confirmationId,
  });
  res.status(201).json({
    jobFilterId,
    candidateId,
    jobAlert: { status: 'pending', frequency: input.frequency },
    ...(input.candidate ? { account: 'created' } : {}),
  });
}

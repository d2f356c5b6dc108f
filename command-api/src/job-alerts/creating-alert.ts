import type { Request, Response } from 'express';
import { signedInJobAlertSchema } from '@tablica/domain/job-alerts/form';
import { parseOrThrow } from '@tablica/domain/validation';
import { candidate } from '@tablica/platform/http/guards';
import { jobAlertCommand, jobFilterIdOf, type JobAlertRoutesDeps } from './commands';
import { newConfirmationId } from './confirmation-mail';

/**
 * `POST /job-alerts`: the alert on one of the candidate's saved searches, to their account's address.
 * Signing in needs a verified address, so consent is given at once (`verified-account`), no mail link.
 */
export async function createAlert(deps: JobAlertRoutesDeps, req: Request, res: Response): Promise<void> {
  const account = candidate(req);
  const input = parseOrThrow(signedInJobAlertSchema, req.body);
  const jobFilterId = jobFilterIdOf(input.jobFilterId);
  await jobAlertCommand(deps, req, jobFilterId, {
    type: 'CreateJobAlert',
    data: {
      by: account.userId,
      email: account.email,
      frequency: input.frequency,
      language: account.locale,
      confirmationId: newConfirmationId(),
      verifiedAccount: true,
    },
  });
  res.status(201).json({ jobFilterId, jobAlert: { status: 'active', frequency: input.frequency } });
}

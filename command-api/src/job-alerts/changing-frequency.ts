import type { Request, Response } from 'express';
import { frequencyChangeSchema } from '@tablica/domain/job-alerts/form';
import { parseOrThrow } from '@tablica/domain/validation';
import { candidate } from '@tablica/platform/http/guards';
import { jobAlertCommand, jobFilterIdOf, type JobAlertRoutesDeps } from './commands';

/** `PATCH /job-filters/{id}/job-alert/frequency`: daily, weekly or twiceAWeek from the next digest on. */
export async function changeFrequency(deps: JobAlertRoutesDeps, req: Request, res: Response): Promise<void> {
  const { userId } = candidate(req);
  const jobFilterId = jobFilterIdOf(req.params.id);
  const { frequency } = parseOrThrow(frequencyChangeSchema, req.body);
  await jobAlertCommand(deps, req, jobFilterId, {
    type: 'ChangeJobAlertFrequency',
    data: { by: userId, frequency },
  });
  res.status(204).end();
}

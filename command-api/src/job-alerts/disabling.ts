import type { Request, Response } from 'express';
import { candidate } from '@tablica/platform/http/guards';
import { jobAlertCommand, jobFilterIdOf, type JobAlertRoutesDeps } from './commands';

/** `DELETE /job-filters/{id}/job-alert`: the alert switched off on the board; the saved search stays. */
export async function disableAlert(deps: JobAlertRoutesDeps, req: Request, res: Response): Promise<void> {
  const { userId } = candidate(req);
  await jobAlertCommand(deps, req, jobFilterIdOf(req.params.id), {
    type: 'DisableJobAlert',
    data: { by: userId },
  });
  res.status(204).end();
}

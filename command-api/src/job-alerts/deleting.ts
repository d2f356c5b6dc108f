import type { Request, Response } from 'express';
import { candidate } from '@tablica/platform/http/guards';
import { jobAlertCommand, jobFilterIdOf, type JobAlertRoutesDeps } from './commands';

/** `DELETE /job-filters/{id}`: the saved search and any alert on it go (the stream keeps the trail). */
export async function deleteFilter(deps: JobAlertRoutesDeps, req: Request, res: Response): Promise<void> {
  const { userId } = candidate(req);
  await jobAlertCommand(deps, req, jobFilterIdOf(req.params.id), {
    type: 'DeleteJobFilter',
    data: { by: userId },
  });
  res.status(204).end();
}

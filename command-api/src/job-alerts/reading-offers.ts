import type { Request, Response } from 'express';
import { candidate } from '@tablica/platform/http/guards';
import { jobAlertCommand, jobFilterIdOf, type JobAlertRoutesDeps } from './commands';

/**
 * `POST /job-filters/{id}/read-filtered-offers`: the board calls it before opening a saved search
 * with new offers; its count (and the bell's badge) starts again from now.
 */
export async function readFilteredOffers(
  deps: JobAlertRoutesDeps,
  req: Request,
  res: Response,
): Promise<void> {
  const { userId } = candidate(req);
  await jobAlertCommand(deps, req, jobFilterIdOf(req.params.id), {
    type: 'MarkJobFilterOffersRead',
    data: { by: userId },
  });
  res.status(204).end();
}

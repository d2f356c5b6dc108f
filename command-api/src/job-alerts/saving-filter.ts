import type { Request, Response } from 'express';
import { jobFilterSchema } from '@tablica/domain/job-alerts/form';
import { parseOrThrow } from '@tablica/domain/validation';
import { candidate } from '@tablica/platform/http/guards';
import { jobFilterIdFor, readJobAlert } from '@tablica/platform/job-alerts/write-path';
import { jobAlertCommand, type JobAlertRoutesDeps } from './commands';
import { assertRoomForAnotherFilter } from './limits';
import { savedSearchOrThrow } from './saved-search';

/** `POST /job-filters`: a signed-in candidate saves a search (201 `{ jobFilterId }`). */
export async function saveFilter(deps: JobAlertRoutesDeps, req: Request, res: Response): Promise<void> {
  const { userId } = candidate(req);
  const input = parseOrThrow(jobFilterSchema, req.body);
  const saved = savedSearchOrThrow(req.tenant, input.searchUrl);
  const jobFilterId = jobFilterIdFor(req.tenant, userId, saved.searchUrl);
  const current = await readJobAlert(deps.store, req.tenant, jobFilterId);
  // Saving it again is the decider's §8 conflict, not a limit.
  if (!current.exists || current.deleted) await assertRoomForAnotherFilter(deps.pool, req.tenant, userId);
  await jobAlertCommand(deps, req, jobFilterId, {
    type: 'SaveJobFilter',
    data: {
      jobFilterId,
      candidateId: userId,
      name: input.name,
      searchUrl: saved.searchUrl,
      filters: saved.filters,
    },
  });
  res.status(201).json({ jobFilterId });
}

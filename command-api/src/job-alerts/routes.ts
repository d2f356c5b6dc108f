import { Router } from 'express';
import { requireCandidate } from '@tablica/platform/http/guards';
import { activateAlert, renewConfirmation } from './activating';
import { changeFrequency } from './changing-frequency';
import type { JobAlertRoutesDeps } from './commands';
import { createAlert } from './creating-alert';
import { createGuestAlert } from './creating-guest-alert';
import { deleteFilter } from './deleting';
import { disableAlert } from './disabling';
import { readFilteredOffers } from './reading-offers';
import { saveFilter } from './saving-filter';
import { unsubscribeAlert } from './unsubscribing';

/**
 * Saved searches and job alerts (spec §3-§8), under `/api/{tenant}` like the other candidate calls:
 * guests create, confirm and leave alerts through signed mail links; signed-in candidates save
 * searches and manage their alerts. `GET /job-filters` is in query-api/src/job-alerts; the digests in
 * projections/src/job-alerts.
 */
export function jobAlertRoutes(deps: JobAlertRoutesDeps): Router {
  const router = Router();
  router.post('/guests/job-alerts', async (req, res) => {
    await createGuestAlert(deps, req, res);
  });
  router.put('/guests/job-alerts/activation', async (req, res) => {
    await activateAlert(deps, req, res);
  });
  router.post('/guests/job-alerts/activation/renewal', async (req, res) => {
    await renewConfirmation(deps, req, res);
  });
  router.delete('/guests/job-alerts/:candidateId/:jobFilterId', async (req, res) => {
    await unsubscribeAlert(deps, req, res, 'link');
  });
  // RFC 8058: mail clients POST `List-Unsubscribe=One-Click` here, without cookies.
  router.post('/guests/job-alerts/:candidateId/:jobFilterId/unsubscribe', async (req, res) => {
    await unsubscribeAlert(deps, req, res, 'one-click');
  });

  router.post('/job-filters', requireCandidate, async (req, res) => {
    await saveFilter(deps, req, res);
  });
  router.post('/job-alerts', requireCandidate, async (req, res) => {
    await createAlert(deps, req, res);
  });
  router.delete('/job-filters/:id', requireCandidate, async (req, res) => {
    await deleteFilter(deps, req, res);
  });
  router.delete('/job-filters/:id/job-alert', requireCandidate, async (req, res) => {
    await disableAlert(deps, req, res);
  });
  router.patch('/job-filters/:id/job-alert/frequency', requireCandidate, async (req, res) => {
    await changeFrequency(deps, req, res);
  });
  router.post('/job-filters/:id/read-filtered-offers', requireCandidate, async (req, res) => {
    await readFilteredOffers(deps, req, res);
  });
  return router;
}

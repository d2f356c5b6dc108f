import { Router } from 'express';
import { isTenantId } from '@tablica/domain/tenants';
import { sendProblem } from '@tablica/platform/http/problem';
import type { CapturedMailStore } from '@tablica/platform/mail/capture-server';
import { forbidden, fromThisSite, mailboxRoutes } from '@tablica/platform/mail/mailbox-routes';
import type { JobAlertDigests } from '@tablica/projections/job-alerts/digests';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The development routes over the captured mail, mounted only where /dev/mailbox is (outside
 * production, when SMTP_URL is unset): the mailbox itself and, when this process runs the digests,
 * `POST /dev/job-alerts/{tenant}/{jobFilterId}/digest`, which sends one alert's digest for a slot that
 * ends now, through the digests' own `run` (the same window, matching, claim, mail and record as the
 * 08:00 slots): what a person or a journey needs to see a digest without waiting for the morning.
 * Answers the digest's outcome (`sent`, `nothing-new`, `not-active`…); nothing new means no mail.
 */
export function devRoutes(
  mailbox: CapturedMailStore,
  digests: JobAlertDigests | null,
  now: () => Date,
): Router {
  const router = Router();
  router.use(mailboxRoutes(mailbox));
  if (!digests) return router;
  router.post('/dev/job-alerts/:tenant/:jobFilterId/digest', async (req, res, next) => {
    // It sends mail: only from this site or a tool, like the mailbox's own changes.
    if (!fromThisSite(req)) return forbidden(res);
    const { tenant, jobFilterId } = req.params;
    if (!isTenantId(tenant) || !uuid.test(jobFilterId))
      return sendProblem(res, {
        status: 404,
        code: 'job_alert.not_found',
        title: 'There is no such saved search.',
      });
    const until = now().toISOString();
    const digestId = `dev:${until}`;
    try {
      const outcome = await digests.run({ tenant, jobFilterId, digestId, until });
      res.set('Cache-Control', 'no-store').json({ outcome, digestId, until });
    } catch (error) {
      next(error);
    }
  });
  return router;
}

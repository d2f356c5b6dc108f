import { Router, type Request, type RequestHandler } from 'express';
import type { FileStore } from '@tablica/platform/files/port';
import { acceptUploads, uploadedFile } from '@tablica/platform/files/upload';
import { requireCandidate, requireCompany } from '@tablica/platform/http/guards';
import { idempotentWrites } from '@tablica/platform/http/idempotency';
import type { PublicOrigins } from '@tablica/platform/http/public-origin';
import type { Mailer } from '@tablica/platform/mail/port';
import type { Pool } from '@tablica/platform/postgres/pool';
import { recaptchaVerifier, requireCaptcha, type CaptchaVerifier } from '../offers/captcha';
import { changeApplicationStatus } from './changing-status';
import type { ApplicationCommandDeps } from './commands';
import { deleteApplication } from './deleting';
import { downloadCv } from './downloading';
import { eraseByLink } from './erasure-link';
import { recordApplyFeedback } from './feedback';
import { eraseCandidateApplications } from './erasing';
import { countApplicationHit, defaultApplicationLimits, type ApplicationLimits } from './rate-limits';
import { submitApplication } from './submitting';
import { confirmRedirect, trackRedirect } from './tracking-redirects';
import type { VirusScanner } from './virus-scan';
import { withdrawApplication } from './withdrawing';

export interface ApplicationRoutesDeps extends ApplicationCommandDeps {
  readonly pool: Pool;
  readonly files: FileStore;
  readonly origins: PublicOrigins;
  /** `Accounts.signingKey(erasureCodePurpose)`: the erasure links in confirmation mails. */
  readonly erasureKey: Buffer;
  readonly mailer?: Mailer | undefined;
  readonly captchaSecret?: string | undefined;
  readonly captchaVerifyUrl?: string | undefined;
  /** Tests judge captcha answers themselves; default: reCAPTCHA siteverify (or CAPTCHA_VERIFY_URL). */
  readonly captchaVerifier?: CaptchaVerifier | undefined;
  readonly limits?: ApplicationLimits | undefined;
  /** clamd (CLAMAV_HOST); null: attachments are not scanned. */
  readonly scanner?: VirusScanner | null | undefined;
}

/** Keys of different requesters never meet: the signed-in user, else the address the request came from. */
const idempotencyScope = (req: Request) =>
  req.account ? `${req.tenant}|user:${req.account.userId}` : `${req.tenant}|anonymous:${req.ip ?? 'unknown'}`;

/**
 * Applications (spec §3-§7): candidates apply through the form or leave through a tracked redirect,
 * confirm, withdraw and erase; employers change statuses, delete and download CVs. The reads are in
 * query-api/src/applications.
 */
export function applicationRoutes(deps: ApplicationRoutesDeps): Router {
  const router = Router();
  const full = {
    ...deps,
    limits: deps.limits ?? defaultApplicationLimits,
    scanner: deps.scanner ?? null,
  };
  const idempotent = idempotentWrites({ pool: deps.pool, scope: idempotencyScope });
  const verifier =
    deps.captchaVerifier ??
    (deps.captchaSecret
      ? recaptchaVerifier({ secret: deps.captchaSecret, url: deps.captchaVerifyUrl })
      : undefined);
  const captcha = (action: string) => requireCaptcha({ secret: deps.captchaSecret, verifier, action });
  // Counted before the upload is read: a flood from one address never gets its bytes parsed.
  const perIp: RequestHandler = (req, _res, next) => {
    countApplicationHit(deps.pool, `ip:${req.tenant}:${req.ip ?? 'unknown'}`, full.limits.perIpPerHour).then(
      () => next(),
      next,
    );
  };
  const perIpErasures: RequestHandler = (req, _res, next) => {
    countApplicationHit(
      deps.pool,
      `erasure-ip:${req.tenant}:${req.ip ?? 'unknown'}`,
      full.limits.perIpPerHour,
    ).then(() => next(), next);
  };
  const attachment = acceptUploads([{ name: 'attachment', kind: 'attachment' }]);

  router.post(
    '/v1/offers/:id/applications',
    captcha('apply'),
    perIp,
    attachment,
    idempotent,
    async (req, res) => {
      await submitApplication(full, req, res, uploadedFile(req, 'attachment'));
    },
  );

  router.post(
    '/v2/user-panel/offers/:id/track-redirects',
    captcha('track_redirect'),
    idempotent,
    async (req, res) => {
      await trackRedirect(full, req, res);
    },
  );
  router.post(
    '/v2/user-panel/applications/redirects/:redirectId/confirm',
    requireCandidate,
    async (req, res) => {
      await confirmRedirect(full, req, res);
    },
  );
  router.delete('/v2/user-panel/applications/redirects/:redirectId', requireCandidate, async (req, res) => {
    await withdrawApplication(full, req, res, String(req.params.redirectId));
  });

  // Counted with the applications: one address cannot flood the log with answers.
  router.post('/v2/user-panel/applications/:id/feedback', perIp, async (req, res) => {
    await recordApplyFeedback(full, req, res);
  });

  router.post('/v1/applications/erasure', perIpErasures, async (req, res) => {
    await eraseByLink(full, req, res);
  });
  router.delete('/v2/candidate-panel/applications', requireCandidate, async (req, res) => {
    await eraseCandidateApplications(full, req, res);
  });
  router.delete('/v2/candidate-panel/applications/:id', requireCandidate, async (req, res) => {
    await withdrawApplication(full, req, res, String(req.params.id));
  });

  const employer = requireCompany('applications.manage');
  router.patch('/v2/employer-panel/applications/:id/status', employer, idempotent, async (req, res) => {
    await changeApplicationStatus(full, req, res);
  });
  router.delete('/v2/employer-panel/applications/:id', employer, async (req, res) => {
    await deleteApplication(full, req, res);
  });
  router.get('/v1/offers/:slug/applications/:id/download', employer, async (req, res) => {
    await downloadCv(full, req, res);
  });

  return router;
}

import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import { candidate } from '@tablica/platform/http/guards';
import type { Pool } from '@tablica/platform/postgres/pool';
import { shredSealingKeys } from '@tablica/platform/privacy/sealed';
import { actorOf, loadApplication, sendApplicationCommand, type ApplicationCommandDeps } from './commands';
import { loadOfferToApply } from './offer-to-apply';
import { sealPersonalData } from './personal-data';

export interface TrackingDeps extends ApplicationCommandDeps {
  readonly pool: Pool;
}

/**
 * `POST /v2/user-panel/offers/{id}/track-redirects`: a candidate leaves for the employer's own apply
 * page. The redirect is recorded (unconfirmed) and the answer names where to go and the redirect's id,
 * which a signed-in candidate later confirms ("Did you manage to complete your application?") or removes.
 */
export async function trackRedirect(deps: TrackingDeps, req: Request, res: Response): Promise<void> {
  const offer = await loadOfferToApply(deps.store, req.tenant, String(req.params.id));
  const account = req.account?.kind === 'candidate' && req.account.tenant === req.tenant ? req.account : null;
  const redirectId = randomUUID();
  const personal = await sealPersonalData(deps.pool, req.tenant, redirectId, account?.userId ?? null, {
    name: account?.name ?? '',
    email: account?.email ?? '',
    message: null,
    cv: null,
  });
  try {
    await sendApplicationCommand(
      deps,
      redirectId,
      {
        type: 'TrackRedirect',
        data: { applicationId: redirectId, offer, candidateId: account?.userId ?? null, personal },
      },
      { tenant: req.tenant, actor: actorOf(req) },
    );
  } catch (error) {
    await shredSealingKeys(deps.pool, [redirectId]).catch(() => undefined);
    throw error;
  }
  res.status(201).json({ apply_url: offer.applyUrl, redirect_id: redirectId, redirectId });
}

/** The candidate says they did apply on the employer's page: the redirect counts as an application. */
export async function confirmRedirect(deps: TrackingDeps, req: Request, res: Response): Promise<void> {
  const { userId } = candidate(req);
  const redirectId = String(req.params.redirectId);
  await loadApplication(deps.store, req, redirectId);
  const { version } = await sendApplicationCommand(
    deps,
    redirectId,
    { type: 'ConfirmRedirect', data: { candidateId: userId } },
    { tenant: req.tenant, actor: actorOf(req) },
  );
  res.set('ETag', `"${version}"`).json({ redirectId, isConfirmed: true });
}

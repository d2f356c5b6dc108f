import type { Request, Response } from 'express';
import { candidate } from '@tablica/platform/http/guards';
import { actorOf, loadApplication, sendApplicationCommand, type ApplicationCommandDeps } from './commands';

/**
 * The candidate takes back one of their applications (a form application, or a redirect they did not
 * complete: "no" in the confirm dialog). It leaves their history and the employer's list.
 */
export async function withdrawApplication(
  deps: ApplicationCommandDeps,
  req: Request,
  res: Response,
  id: string,
): Promise<void> {
  const { userId } = candidate(req);
  await loadApplication(deps.store, req, id);
  await sendApplicationCommand(
    deps,
    id,
    { type: 'WithdrawApplication', data: { candidateId: userId } },
    { tenant: req.tenant, actor: actorOf(req) },
  );
  res.status(204).end();
}

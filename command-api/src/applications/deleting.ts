import type { Request, Response } from 'express';
import { actorOf, heldApplication, sendApplicationCommand, type ApplicationCommandDeps } from './commands';
import { ifMatchVersion } from './changing-status';

/** `DELETE /v2/employer-panel/applications/{id}`: the employer removes an application from the console. */
export async function deleteApplication(
  deps: ApplicationCommandDeps,
  req: Request,
  res: Response,
): Promise<void> {
  const expectedVersion = ifMatchVersion(req);
  const { member, id } = await heldApplication(deps.store, req);
  await sendApplicationCommand(
    deps,
    id,
    { type: 'DeleteApplication', data: { companyId: member.companyId, by: member.account.userId } },
    { tenant: req.tenant, actor: actorOf(req), expectedVersion },
  );
  res.status(204).end();
}

import type { Request, Response } from 'express';
import { z } from 'zod';
import { applicationStatuses } from '@tablica/domain/applications/application';
import { maxNoteLength } from '@tablica/domain/applications/decide';
import { ValidationError } from '@tablica/domain/errors';
import { parseOrThrow } from '@tablica/domain/validation';
import { actorOf, heldApplication, sendApplicationCommand, type ApplicationCommandDeps } from './commands';

export const statusChangeSchema = z.object({
  status: z.enum(applicationStatuses),
  note: z.string().max(maxNoteLength, 'errors.tooLong').nullable().optional(),
});

/** The version an `If-Match` names (`"3"`, `W/"3"` or `3`); absent: no precondition. */
export function ifMatchVersion(req: Request): number | undefined {
  const header = req.get('if-match');
  if (header === undefined) return undefined;
  const match = /^(?:W\/)?"?(\d{1,9})"?$/.exec(header.trim());
  if (!match)
    throw new ValidationError([{ path: 'If-Match', code: 'errors.invalidValue', message: 'Invalid value' }]);
  return Number(match[1]);
}

/**
 * `PATCH /v2/employer-panel/applications/{id}/status`: the employer moves an application along. With
 * `If-Match` the change applies only to the version the employer saw (412 otherwise); another
 * company's application is 404 whatever the precondition says.
 */
export async function changeApplicationStatus(
  deps: ApplicationCommandDeps,
  req: Request,
  res: Response,
): Promise<void> {
  const input = parseOrThrow(statusChangeSchema, req.body);
  const expectedVersion = ifMatchVersion(req);
  const { member, id } = await heldApplication(deps.store, req);
  const { version, events } = await sendApplicationCommand(
    deps,
    id,
    {
      type: 'ChangeApplicationStatus',
      data: {
        companyId: member.companyId,
        by: member.account.userId,
        status: input.status,
        note: input.note ?? null,
      },
    },
    { tenant: req.tenant, actor: actorOf(req), expectedVersion },
  );
  res.set('ETag', `"${version}"`).json({ id, status: input.status, version, changed: events.length > 0 });
}

import type { Request } from 'express';
import { NotFoundError } from '@tablica/domain/errors';

/**
 * What another company's or tenant's record answers: 404 (never 403, so its existence does not leak),
 * with a warning in the log naming who asked for what.
 */
export function unseen(req: Request, code: string, message: string, id: string): NotFoundError {
  req.log?.warn(
    { refused: code, id, account: req.account?.userId ?? null, tenant: req.tenant, path: req.path },
    'not found for this requester',
  );
  return new NotFoundError(code, message);
}

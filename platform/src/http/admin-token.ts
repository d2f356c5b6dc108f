import { createHash, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { apiNotFound } from './problem';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Guards operator routes: a signed-in platform admin of the request's brand (`req.account`, read by the
 * session router), or `Authorization: Bearer <ADMIN_TOKEN>` for scripts, compared in constant time.
 * Anyone else answers 404, as if the routes did not exist (issue 17: a candidate, an employer, another
 * brand's admin or a wrong token learn nothing), whether a token is configured or not. The token
 * travels in a header, never in a URL, and is never logged.
 */
export function requireAdminToken(token: string | undefined): RequestHandler {
  const expected = token ? digest(token) : null;
  return (req, res, next) => {
    if (req.account?.platformAdmin) return next();
    const match = /^Bearer (.+)$/.exec(req.get('authorization') ?? '');
    if (expected && match && timingSafeEqual(digest(match[1]!), expected)) return next();
    req.log?.warn(
      { account: req.account?.userId ?? null, tenant: req.tenant, bearer: match !== null, path: req.path },
      'admin route: not found for this requester',
    );
    apiNotFound(req, res, next);
  };
}

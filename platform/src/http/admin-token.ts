import { createHash, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { sendProblem } from './problem';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Guards operator routes: a signed-in platform admin of the request's brand (`req.account`, read by the
 * session router), or `Authorization: Bearer <ADMIN_TOKEN>` for scripts, compared in constant time.
 * With no token configured and no admin signed in the routes answer 404, as if they did not exist. The
 * token travels in a header, never in a URL, and is never logged.
 */
export function requireAdminToken(token: string | undefined): RequestHandler {
  const expected = token ? digest(token) : null;
  return (req, res, next) => {
    if (req.account?.platformAdmin) return next();
    if (!expected)
      return sendProblem(res, {
        status: 404,
        code: 'not_found',
        title: 'Admin operations are not enabled (ADMIN_TOKEN).',
      });
    const match = /^Bearer (.+)$/.exec(req.get('authorization') ?? '');
    if (!match || !timingSafeEqual(digest(match[1]!), expected))
      return sendProblem(res, {
        status: 401,
        code: 'admin.unauthorized',
        title: 'An admin token is required.',
      });
    next();
  };
}

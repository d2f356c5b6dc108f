import type { RequestHandler } from 'express';
import { sendProblem } from './problem';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

function hostOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

/**
 * CSRF protection for cookie-authenticated writes (OWASP's "verifying origin with standard headers"
 * and Fetch Metadata): a write that carries cookies must come from a page of this very host. Browsers
 * send `Sec-Fetch-Site` and/or `Origin` on every cross-site write, so a forged form or fetch from
 * another site is refused; clients that send no cookies (API tools) are not affected. Session cookies
 * are also `SameSite=Lax`.
 */
export const sameOriginWrites: RequestHandler = (req, res, next) => {
  if (safeMethods.has(req.method) || !req.headers.cookie) return next();
  const host = req.headers['x-forwarded-host'] ?? req.headers.host;
  const site = req.headers['sec-fetch-site'];
  const origin = req.headers.origin;
  const referer = hostOf(req.headers.referer);
  const fromElsewhere =
    site !== undefined
      ? site !== 'same-origin' && site !== 'none'
      : origin !== undefined
        ? origin === 'null' || hostOf(origin) !== host
        : referer !== null && referer !== host;
  if (fromElsewhere)
    return sendProblem(res, {
      status: 403,
      code: 'csrf.cross_site_request',
      title: 'Cross-site requests may not change anything here.',
    });
  next();
};

import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';

/** Anonymous reads may be kept briefly by browsers and shared caches, then revalidated with the ETag. */
export const anonymousCacheControl = 'public, max-age=5, stale-while-revalidate=30';

/**
 * Sends a candidate-side read: a weak ETag from the body's hash, `Cache-Control` for anonymous
 * readers (private when the request carries credentials), and `304 Not Modified` when the client's
 * `If-None-Match` names the same body. `vary` lists the request headers the body depends on.
 */
export function sendCacheable(
  req: Request,
  res: Response,
  body: unknown,
  vary: readonly string[] = [],
): void {
  const json = JSON.stringify(body);
  const hash = createHash('sha256').update(json).digest('base64url').slice(0, 27);
  res.set('ETag', `W/"${hash}"`);
  res.set('Cache-Control', req.get('authorization') ? 'private, no-cache' : anonymousCacheControl);
  if (vary.length > 0) res.vary(vary.join(', '));
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  res.type('application/json').send(json);
}

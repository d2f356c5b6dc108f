import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';

/** Anonymous reads may be kept briefly by browsers and shared caches, then revalidated with the ETag. */
export const anonymousCacheControl = 'public, max-age=5, stale-while-revalidate=30';

interface Serialized {
  /** UTF-8 JSON, encoded once. */
  readonly json: Buffer;
  readonly etag: string;
}

function serialize(body: unknown): Serialized {
  const json = Buffer.from(JSON.stringify(body));
  return { json, etag: `W/"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"` };
}

/**
 * Bodies already written, per answer object of the search index and variant (language, page…): the
 * cache in front of the index hands the same object to every candidate asking the same question, so
 * a popular list is decorated, serialised and hashed once, not on every request. Weak: an answer the
 * cache dropped takes its bodies with it.
 */
const written = new WeakMap<object, Map<string, Serialized>>();

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
  send(req, res, serialize(body), vary);
}

/**
 * `sendCacheable` of the body `build` makes from `source`, an answer of the search index, for
 * `variant` (the language, the page shape…): `build` runs once per answer and variant.
 */
export function sendAnswer(
  req: Request,
  res: Response,
  source: object,
  variant: string,
  build: () => unknown,
  vary: readonly string[] = [],
): void {
  let variants = written.get(source);
  if (!variants) written.set(source, (variants = new Map()));
  let body = variants.get(variant);
  if (!body) variants.set(variant, (body = serialize(build())));
  send(req, res, body, vary);
}

function send(req: Request, res: Response, body: Serialized, vary: readonly string[]): void {
  res.set('ETag', body.etag);
  // A signed-in reader (bearer or session cookie) may get a body of their own (`isAppliedTo`).
  const personal = req.get('authorization') !== undefined || Boolean(req.account);
  res.set('Cache-Control', personal ? 'private, no-cache' : anonymousCacheControl);
  if (vary.length > 0) res.vary(vary.join(', '));
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  res.type('application/json').send(body.json);
}

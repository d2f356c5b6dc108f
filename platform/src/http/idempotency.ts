import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import type { SpooledFile } from '../files/upload';
import { withoutFlush, type Pool } from '../postgres/pool';
import { sendProblem } from './problem';

/**
 * `Idempotency-Key` for writes (draft-ietf-httpapi-idempotency-key-header): the first successful
 * answer to a key is stored in `idempotency_key` and a retry with the same key and the same request
 * gets that answer again (`Idempotent-Replayed: true`) without running the route, so nothing is
 * appended twice. The same key with another request is refused (422 `idempotency.key_reused`); a
 * retry while the first request still runs gets 409 `idempotency.in_progress`. Failed answers
 * (4xx, 5xx) are not kept: the client may fix the request and retry with the same key.
 *
 * Hand-written rather than a library: the maintained ones (`@node-idempotency/*`,
 * `express-idempotency`) keep answers in memory, Redis or MongoDB only, and neither scopes keys per
 * requester nor answers in problem+json. Here it is one row per key claimed with
 * `INSERT … ON CONFLICT DO NOTHING`, which is also what makes two concurrent first requests safe.
 *
 * Mount it after the body is parsed (JSON or multipart) and before the route's handler; the route
 * must answer through `res.send`/`res.json` (not a bare `res.end`) for its answer to be kept.
 */
export interface IdempotencyOptions {
  readonly pool: Pool;
  /** Whose keys these are (tenant and requester): keys of different scopes never meet. */
  readonly scope: (req: Request) => string;
  /**
   * Top-level fields of a JSON answer that must not be stored readable (a secret returned once): they
   * are sealed with AES-256-GCM under a key derived from the client's Idempotency-Key, which itself
   * is stored only as a hash, so the table alone never reveals them.
   */
  readonly sealed?: readonly string[];
  /** A first request still unanswered after this long is taken as lost (a crashed process). */
  readonly abandonedAfterMs?: number;
  /** How long an answer is kept for retries; the key may be used afresh after that. */
  readonly retentionMs?: number;
}

const keyPattern = /^[\x21-\x7e]{1,255}$/;
const keptHeaders = ['content-type', 'etag', 'location', 'content-range'] as const;
const hour = 60 * 60 * 1000;

interface StoredAnswer {
  readonly request_hash: string;
  readonly status: number | null;
  readonly body: unknown;
  readonly headers: Record<string, string> | null;
}

export function idempotentWrites(options: IdempotencyOptions): RequestHandler {
  const { pool } = options;
  const abandonedAfterMs = options.abandonedAfterMs ?? 60_000;
  const retentionMs = options.retentionMs ?? 24 * hour;
  let lastSweep = 0;

  const sweep = () => {
    if (Date.now() - lastSweep < hour) return;
    lastSweep = Date.now();
    pool
      .query(`DELETE FROM idempotency_key WHERE created_at < now() - make_interval(secs => $1)`, [
        retentionMs / 1000,
      ])
      .catch(() => undefined);
  };

  return (req, res, next) => {
    const header = req.get('idempotency-key');
    if (header === undefined) return next();
    // An sf-string per the draft ("…"); a bare token is taken too.
    const key = header.trim().replace(/^"(.*)"$/, '$1');
    if (!keyPattern.test(key))
      return sendProblem(res, {
        status: 400,
        code: 'idempotency.invalid_key',
        title: 'An Idempotency-Key is 1 to 255 visible ASCII characters.',
      });
    let scope: string;
    try {
      scope = options.scope(req);
    } catch (error) {
      return next(error);
    }
    sweep();
    const entry = { scope, key: sha256(key), requestHash: requestHash(req) };
    claim(entry).then((stored) => {
      if (stored === null) {
        keepAnswer(req, res, entry, key);
        return next();
      }
      answerFromStore(res, stored, entry, key);
    }, next);
  };

  /**
   * Null when this request now owns the key; else the row of the request that does. A fresh key is
   * one statement whose commit does not wait for the disk: the answer is stored durably before it
   * goes out, and that commit flushes the log with the claim in it.
   */
  async function claim(entry: Entry): Promise<StoredAnswer | null> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const claimed = await pool.query(
        `INSERT INTO idempotency_key (scope, key, request_hash)
         SELECT $1::text, $2::text, $3::text FROM ${withoutFlush}
         ON CONFLICT DO NOTHING`,
        [entry.scope, entry.key, entry.requestHash],
      );
      if (claimed.rowCount === 1) return null;
      // Taken. A row past its keeping, or left by a request that never finished, goes: claim again.
      const expired = await pool.query(
        `DELETE FROM idempotency_key
          WHERE scope = $1 AND key = $2
            AND (created_at < now() - make_interval(secs => $3)
                 OR (status IS NULL AND created_at < now() - make_interval(secs => $4)))`,
        [entry.scope, entry.key, retentionMs / 1000, abandonedAfterMs / 1000],
      );
      if (expired.rowCount) continue;
      const { rows } = await pool.query<StoredAnswer>(
        'SELECT request_hash, status, body, headers FROM idempotency_key WHERE scope = $1 AND key = $2',
        [entry.scope, entry.key],
      );
      // Gone between the two statements (its first request failed): try to claim it again.
      if (rows[0]) return rows[0];
    }
    throw new Error('Idempotency key could not be claimed.');
  }

  function answerFromStore(res: Response, stored: StoredAnswer, entry: Entry, key: string): void {
    if (stored.request_hash !== entry.requestHash)
      return sendProblem(res, {
        status: 422,
        code: 'idempotency.key_reused',
        title: 'This Idempotency-Key was used for another request.',
      });
    if (stored.status === null)
      return sendProblem(res, {
        status: 409,
        code: 'idempotency.in_progress',
        title: 'A request with this Idempotency-Key is still being processed; retry later.',
      });
    res.status(stored.status).set(stored.headers ?? {});
    res.set('Idempotent-Replayed', 'true');
    const body = unseal(stored.body, key, entry.scope);
    if (body === null || body === undefined) res.send();
    else if (isJson(stored.headers?.['content-type'])) res.send(JSON.stringify(body));
    else res.send(String(body));
  }

  /** Stores the route's answer before it goes out (a retry right after it finds it), or frees the key. */
  function keepAnswer(req: Request, res: Response, entry: Entry, key: string): void {
    const send = res.send.bind(res);
    let settled = false;
    const forget = () =>
      pool.query('DELETE FROM idempotency_key WHERE scope = $1 AND key = $2', [entry.scope, entry.key]);
    res.send = ((body?: unknown) => {
      if (settled) return send(body);
      settled = true;
      const status = res.statusCode;
      const done = status >= 200 && status < 300 ? remember(status, body) : forget();
      done
        .catch((error: unknown) => {
          req.log?.warn({ err: error }, 'idempotent answer not stored');
          return forget().catch(() => undefined);
        })
        .finally(() => send(body));
      return res;
    }) as Response['send'];
    // Answered some other way, or the client went away: the key is free again.
    res.on('close', () => {
      if (settled) return;
      settled = true;
      forget().catch(() => undefined);
    });

    function remember(status: number, body: unknown) {
      const headers: Record<string, string> = {};
      for (const name of keptHeaders) {
        const value = res.get(name);
        if (value !== undefined) headers[name] = value;
      }
      const text = Buffer.isBuffer(body) ? body.toString('utf8') : typeof body === 'string' ? body : null;
      const stored =
        text === null || text === ''
          ? null
          : isJson(headers['content-type'])
            ? seal(JSON.parse(text) as unknown, options.sealed ?? [], key, entry.scope)
            : text;
      return pool.query(
        `UPDATE idempotency_key SET status = $3, body = $4::jsonb, headers = $5::jsonb
          WHERE scope = $1 AND key = $2`,
        [entry.scope, entry.key, status, JSON.stringify(stored), JSON.stringify(headers)],
      );
    }
  }
}

interface Entry {
  readonly scope: string;
  readonly key: string;
  readonly requestHash: string;
}

const sha256 = (text: string | Buffer) => createHash('sha256').update(text).digest('hex');

const isJson = (contentType: string | undefined) => /[/+]json\b/i.test(contentType ?? '');

/** What makes two requests the same: method, URL, body (keys in any order) and uploaded files. */
export function requestHash(req: Request): string {
  // Spooled uploads were hashed while they arrived (`acceptUploads`).
  const files = Object.values((req.files ?? {}) as unknown as Record<string, SpooledFile[]>)
    .flat()
    .map((file) => [file.fieldname, file.sha256]);
  return sha256(JSON.stringify([req.method, req.originalUrl, canonical(req.body), files]));
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([name, item]) => [name, canonical(item)]),
    );
  return value;
}

const sealedMark = '$sealed';

function sealingKey(key: string, scope: string): Buffer {
  return Buffer.from(hkdfSync('sha256', key, scope, 'tablica idempotency answer', 32));
}

function seal(body: unknown, fields: readonly string[], key: string, scope: string): unknown {
  if (fields.length === 0 || body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const sealed: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  for (const field of fields) {
    if (!(field in sealed)) continue;
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', sealingKey(key, scope), iv);
    const text = Buffer.concat([cipher.update(JSON.stringify(sealed[field]), 'utf8'), cipher.final()]);
    sealed[field] = { [sealedMark]: Buffer.concat([iv, cipher.getAuthTag(), text]).toString('base64') };
  }
  return sealed;
}

function unseal(body: unknown, key: string, scope: string): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  return Object.fromEntries(
    Object.entries(body as Record<string, unknown>).map(([name, value]) => {
      const packed = (value as Record<string, unknown> | null)?.[sealedMark];
      if (typeof packed !== 'string') return [name, value];
      const bytes = Buffer.from(packed, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', sealingKey(key, scope), bytes.subarray(0, 12));
      decipher.setAuthTag(bytes.subarray(12, 28));
      const text = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
      return [name, JSON.parse(text) as unknown];
    }),
  );
}

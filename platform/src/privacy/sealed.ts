import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { withoutFlush, type Queryable } from '../postgres/pool';

/**
 * Crypto-shredding: personal data goes into events sealed (AES-256-GCM) under a key of its own, kept
 * in `personal_data_key` outside the event store. Erasure deletes the key; the events stay, but what
 * they sealed can never be opened again, by a projection rebuild or anyone else.
 */
export interface SealingKey {
  readonly id: string;
  readonly key: Buffer;
}

/**
 * A fresh key for `id` (an application), stored before the events that use it are appended. Its
 * commit does not wait for the disk: the append that follows commits durably, and so flushes the log
 * up to itself, this key included (a crash in between loses a key no event uses).
 */
export async function createSealingKey(
  db: Queryable,
  id: string,
  tenant: string,
  subject: string | null,
): Promise<SealingKey> {
  const key = randomBytes(32);
  await db.query(
    `INSERT INTO public.personal_data_key (id, tenant, key, subject)
     SELECT $1::text, $2::text, $3::bytea, $4::text FROM ${withoutFlush}`,
    [id, tenant, key, subject],
  );
  return { id, key };
}

/** When what the key seals must be erased (retention); keys without a date are never due. */
export async function keepSealedUntil(db: Queryable, id: string, until: string): Promise<void> {
  await db.query('UPDATE public.personal_data_key SET retain_until = $2 WHERE id = $1', [id, until]);
}

/** Keys whose retention ended by `now` (oldest first). */
export async function sealingKeysDue(
  db: Queryable,
  now: Date,
  limit: number,
): Promise<{ id: string; tenant: string }[]> {
  const due = await db.query<{ id: string; tenant: string }>(
    'SELECT id, tenant FROM public.personal_data_key WHERE retain_until <= $1 ORDER BY retain_until LIMIT $2',
    [now, limit],
  );
  return due.rows;
}

/** The keys sealing data of one person (a candidate account) on a tenant. */
export async function sealingKeysOf(db: Queryable, tenant: string, subject: string): Promise<string[]> {
  const found = await db.query<{ id: string }>(
    'SELECT id FROM public.personal_data_key WHERE tenant = $1 AND subject = $2',
    [tenant, subject],
  );
  return found.rows.map((row) => row.id);
}

/** The key of `id`, or null once it was shredded. */
export async function findSealingKey(db: Queryable, id: string): Promise<SealingKey | null> {
  const found = await db.query<{ key: Buffer }>('SELECT key FROM public.personal_data_key WHERE id = $1', [
    id,
  ]);
  const row = found.rows[0];
  return row ? { id, key: row.key } : null;
}

/** Forgets the keys for good: what they sealed is unreadable from now on. */
export async function shredSealingKeys(db: Queryable, ids: readonly string[]): Promise<void> {
  if (ids.length > 0)
    await db.query('DELETE FROM public.personal_data_key WHERE id = ANY($1::text[])', [[...ids]]);
}

const version = 'v1';

export function seal(key: SealingKey, value: unknown): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key.key, iv);
  // The key's id is authenticated too: a sealed value moved to another application does not open.
  cipher.setAAD(Buffer.from(key.id));
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return [
    version,
    iv.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
    body.toString('base64url'),
  ].join('.');
}

/** The sealed value, or null when it cannot be opened with this key (shredded, tampered, another id). */
export function unseal<T>(key: SealingKey | null, sealed: string): T | null {
  if (!key) return null;
  const [tag, iv, auth, body] = sealed.split('.');
  if (tag !== version || !iv || !auth || body === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key.key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(key.id));
    decipher.setAuthTag(Buffer.from(auth, 'base64url'));
    const text = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

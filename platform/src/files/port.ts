import { randomUUID } from 'node:crypto';

/** A file as it was put: the bytes and the content type they were stored with. */
export interface StoredFile {
  readonly bytes: Buffer;
  readonly contentType: string;
  readonly size: number;
}

/**
 * The files port: uploaded logos, avatars, CVs and attachments. Keys come from `newFileKey` only;
 * adapters refuse any other key with `assertFileKey`, so a key can never name a place of its own.
 */
export interface FileStore {
  readonly kind: 'disk' | 's3';
  /** Stores the bytes under the key, replacing what was there; a reader never sees a half-written file. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /**
   * Stores the local file at `sourcePath` under the key, streamed (never read into memory whole):
   * how uploads, spooled to disk while they arrive, reach the store. The source is left in place.
   */
  putFile(key: string, sourcePath: string, contentType: string): Promise<void>;
  /** The file, or null when nothing is stored under the key. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; removing a file that is not there does nothing. */
  delete(key: string): Promise<void>;
  close(): Promise<void>;
}

export const fileKeyPrefixes = [
  'logos',
  'avatars',
  'cvs',
  'attachments',
  'brand-stories',
  'invoices',
] as const;
export type FileKeyPrefix = (typeof fileKeyPrefixes)[number];

const extensionPattern = /^[a-z0-9]{1,10}$/;
const fileKeyPattern = new RegExp(
  `^(?:${fileKeyPrefixes.join('|')})/\\d{4}/(?:0[1-9]|1[0-2])/` +
    '[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\\.[a-z0-9]{1,10}$',
);

/**
 * A fresh key such as `logos/2026/11/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed.png`: a random v4 uuid, so
 * nobody can guess another company's CV, and year/month folders, so no folder grows without bound.
 */
export function newFileKey(prefix: FileKeyPrefix, extension: string, now = new Date()): string {
  const ext = extension.replace(/^\./, '').toLowerCase();
  if (!(fileKeyPrefixes as readonly string[]).includes(prefix))
    throw new Error(`Unknown file key prefix "${prefix}" (expected one of ${fileKeyPrefixes.join(', ')}).`);
  if (!extensionPattern.test(ext))
    throw new Error(`A file extension is 1-10 characters of a-z and 0-9 (got "${extension}").`);
  const year = String(now.getUTCFullYear()).padStart(4, '0');
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${prefix}/${year}/${month}/${randomUUID()}.${ext}`;
}

/** True for a key `newFileKey` could have made; nothing else (no `..`, `/`-led, `\`, NUL, …) passes. */
export function isFileKey(key: unknown): key is string {
  return typeof key === 'string' && fileKeyPattern.test(key);
}

/** Throws unless the key is one `newFileKey` could have made: the guard against path traversal. */
export function assertFileKey(key: unknown): asserts key is string {
  if (!isFileKey(key)) {
    const shown = typeof key === 'string' ? JSON.stringify(key.slice(0, 200)) : typeof key;
    throw new Error(`Not a file key: ${shown} (expected e.g. logos/2026/11/<uuid>.png).`);
  }
}

// A type/subtype with parameters, and nothing that could break the header it is later served in.
const contentTypePattern = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*(?:\s*;[ -~]*)?$/i;

/** Throws unless the content type is a plain `type/subtype` (parameters allowed) of at most 255 characters. */
export function assertContentType(contentType: unknown): asserts contentType is string {
  if (typeof contentType !== 'string' || contentType.length > 255 || !contentTypePattern.test(contentType))
    throw new Error(`Not a content type: ${JSON.stringify(String(contentType).slice(0, 100))}.`);
}

import type { RequestHandler, Response } from 'express';
import { NotFoundError } from '@tablica/domain/errors';
import { isFileKey, type FileStore, type StoredFile } from './port';

/**
 * Who may keep a copy: `public-immutable` for files whose key changes with their bytes (logos),
 * `private` for what only its owner sees (avatars, CVs: never cached on the way).
 */
export type FileCaching = 'public-immutable' | 'private';

const cacheControl: Record<FileCaching, string> = {
  'public-immutable': 'public, max-age=31536000, immutable',
  private: 'private, no-store',
};

/** Streams a stored file with its own type, never sniffed into another one. */
export function sendStoredFile(
  res: Response,
  file: StoredFile,
  caching: FileCaching,
  headers: Record<string, string> = {},
): void {
  res
    .set({
      'Content-Type': file.contentType,
      'Content-Length': String(file.size),
      'Cache-Control': cacheControl[caching],
      'X-Content-Type-Options': 'nosniff',
      ...headers,
    })
    .end(file.bytes);
}

/**
 * `GET .../*key` for public logos: only keys under `logos/` that `isCurrent` vouches for are served,
 * nothing else in the store can be fetched this way.
 */
export function publicLogoHandler(
  files: FileStore,
  isCurrent: (key: string) => Promise<boolean>,
): RequestHandler {
  const notFound = () => new NotFoundError('not_found', 'There is no such logo.');
  return async (req, res) => {
    const key = [(req.params as { key?: string | string[] }).key ?? []].flat().join('/');
    if (!isFileKey(key) || !key.startsWith('logos/') || !(await isCurrent(key))) throw notFound();
    const file = await files.get(key);
    if (!file) throw notFound();
    sendStoredFile(res, file, 'public-immutable');
  };
}

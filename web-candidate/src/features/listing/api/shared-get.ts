import { getJson } from '../../../lib/api-client';
import type { Locale } from '../../../lib/i18n/locale';

/** Spec §9: list answers stay fresh for 5 s; asking again within that reuses the answer. */
const freshForMs = 5_000;

interface Entry {
  readonly promise: Promise<unknown>;
  readonly controller: AbortController;
  users: number;
  settledAt: number | null;
}

const entries = new Map<string, Entry>();

/**
 * A GET of our API shared by everyone who asks for the same path at once (de-duplication): the
 * request is aborted only when every asker has aborted. Answers are reused for 5 s; failures never.
 */
export function sharedGet<T>(path: string, locale: Locale, signal?: AbortSignal): Promise<T> {
  const key = `${locale} ${path}`;
  const now = Date.now();
  let entry = entries.get(key);
  if (entry && entry.settledAt !== null && now - entry.settledAt > freshForMs) {
    entries.delete(key);
    entry = undefined;
  }
  if (!entry) {
    const controller = new AbortController();
    const created: Entry = {
      controller,
      users: 0,
      settledAt: null,
      promise: getJson<T>(path, { locale, signal: controller.signal }).then(
        (value) => {
          created.settledAt = Date.now();
          return value;
        },
        (error: unknown) => {
          if (entries.get(key) === created) entries.delete(key);
          throw error;
        },
      ),
    };
    entries.set(key, created);
    entry = created;
  }
  const shared = entry;
  shared.users += 1;
  if (!signal) return shared.promise as Promise<T>;
  return new Promise<T>((resolve, reject) => {
    const leave = () => {
      shared.users -= 1;
      if (shared.users === 0 && shared.settledAt === null) {
        shared.controller.abort();
        if (entries.get(key) === shared) entries.delete(key);
      }
      reject(new DOMException('Aborted', 'AbortError'));
    };
    if (signal.aborted) return leave();
    signal.addEventListener('abort', leave, { once: true });
    shared.promise.then(
      (value) => {
        signal.removeEventListener('abort', leave);
        resolve(value as T);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', leave);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

import type { Locale } from './i18n/locale';

/** A non-2xx answer from our own API; `status` lets callers tell "try again" from "gone". */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  readonly locale: Locale;
  readonly signal?: AbortSignal;
}

export async function getJson<T>(path: string, { locale, signal }: RequestOptions): Promise<T> {
  const response = await fetch(path, {
    headers: { Accept: 'application/json', 'Accept-Language': locale },
    signal,
  });
  if (!response.ok) {
    throw new ApiError(response.status, `GET ${path} answered ${response.status}`);
  }
  return (await response.json()) as T;
}

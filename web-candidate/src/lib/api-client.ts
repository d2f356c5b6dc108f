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
    // The session cookie goes along: a signed-in candidate's lists say what they applied to.
    credentials: 'same-origin',
    headers: { Accept: 'application/json', 'Accept-Language': locale },
    signal,
  });
  if (!response.ok) {
    throw new ApiError(response.status, `GET ${path} answered ${response.status}`);
  }
  return (await response.json()) as T;
}

export interface FieldIssue {
  readonly path: string;
  readonly code: string;
}

/** A refusal from our API: the problem document's status, stable code and field issues. */
export class ProblemError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly issues: readonly FieldIssue[],
  ) {
    super(`The API answered ${status} ${code}`);
    this.name = 'ProblemError';
  }

  /** The error key of one field, if the API named it. */
  issueAt(path: string): string | undefined {
    return this.issues.find((issue) => issue.path === path)?.code;
  }
}

/**
 * A call to our API with the session cookie: JSON (or multipart) in, JSON out, a problem document
 * becomes a `ProblemError` (status 0, `network_error`: no answer at all).
 */
export async function callApi<T>(
  method: string,
  path: string,
  locale: Locale,
  body?: Record<string, unknown> | FormData,
): Promise<T> {
  const json = body !== undefined && !(body instanceof FormData);
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        'Accept-Language': locale,
        ...(json ? { 'Content-Type': 'application/json' } : {}),
      },
      body: json ? JSON.stringify(body) : body,
    });
  } catch {
    throw new ProblemError(0, 'network_error', []);
  }
  if (!response.ok) {
    const problem = (await response.json().catch(() => ({}))) as {
      code?: unknown;
      issues?: FieldIssue[];
    };
    throw new ProblemError(
      response.status,
      typeof problem.code === 'string' ? problem.code : 'unknown',
      Array.isArray(problem.issues) ? problem.issues : [],
    );
  }
  return response.status === 204 ? (undefined as T) : ((await response.json()) as T);
}

import { errorTexts } from '@tablica/domain/validation';
import { HttpError } from 'react-admin';
import { problemCodes, type ProblemCode } from './i18n/problems';

/** The console's API: the board serves it on the console's own origin, so the session cookie goes along. */
export const apiBase = '/api';

/** An RFC 9457 problem as the API sends it (spec §8 keys in `code`, `issues` and `errors`). */
export interface Problem {
  readonly code?: string;
  readonly title?: string;
  readonly issues?: readonly { readonly path: string; readonly code: string }[];
  readonly errors?: Readonly<Record<string, string>>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isErrorKey(key: string): key is keyof typeof errorTexts {
  return Object.hasOwn(errorTexts, key);
}

function isProblemCode(code: string): code is ProblemCode {
  return (problemCodes as readonly string[]).includes(code);
}

/** Field path → error code of a problem: `errors` first, `issues` when there is no `errors`. */
function fieldCodes(problem: unknown): [path: string, code: string][] {
  if (!isRecord(problem)) return [];
  if (isRecord(problem.errors)) {
    return Object.entries(problem.errors).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    );
  }
  if (!Array.isArray(problem.issues)) return [];
  return problem.issues.flatMap((issue: unknown) =>
    isRecord(issue) && typeof issue.path === 'string' && typeof issue.code === 'string'
      ? [[issue.path, issue.code] as [string, string]]
      : [],
  );
}

/** The catalogue key for an error code the API sends; an unknown code reads as "something went wrong". */
export function messageKeyOf(code: string): string {
  if (isErrorKey(code)) return code;
  if (isProblemCode(code)) return `problems.${code}`;
  return 'errors.sthWentWrong';
}

/**
 * The problem's code, also when it only appears on a field: a bad link comes back as a validation
 * problem whose one issue is `auth.invalid_token`.
 */
export function problemCode(problem: unknown): string | null {
  const fieldCode = fieldCodes(problem).find(([, code]) => isProblemCode(code))?.[1];
  if (fieldCode) return fieldCode;
  return isRecord(problem) && typeof problem.code === 'string' ? problem.code : null;
}

/** The catalogue key that tells the user what went wrong, for notifications. */
export function problemMessageKey(problem: unknown): string {
  const code = problemCode(problem);
  if (code === 'validation_failed') return 'ra.message.invalid_form';
  return code ? messageKeyOf(code) : 'errors.sthWentWrong';
}

/**
 * Form errors for react-hook-form (react-admin's `setSubmissionErrors`) from a 400 problem: input name
 * → catalogue key. `inputOf` maps an API path to the input showing it; errors on no input (path '' or
 * 'root') go to `root.serverError`, which react-admin shows in its "invalid form" notification.
 */
export function formErrorsOf(
  problem: unknown,
  inputOf: (path: string) => string = (path) => path,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, code] of fieldCodes(problem)) {
    const input = path === '' || path === 'root' ? 'root.serverError' : inputOf(path);
    errors[input] ??= messageKeyOf(code);
  }
  return errors;
}

/** Seconds in a Retry-After header (only the delay form is sent by the API). */
export function retryAfterSeconds(header: string | null): number | null {
  if (header === null || !/^\d+$/.test(header.trim())) return null;
  return Number(header.trim());
}

/** A failed call: react-admin's HttpError, its message a catalogue key, its body the problem. */
export interface ApiFailure extends HttpError {
  readonly retryAfter: number | null;
}

export function apiFailure(status: number, problem: unknown, retryAfter: number | null = null): ApiFailure {
  // HttpError resets the prototype of subclasses, so the extra field is added to an instance.
  return Object.assign(new HttpError(problemMessageKey(problem), status, problem), { retryAfter });
}

export function isApiFailure(error: unknown): error is ApiFailure {
  return error instanceof HttpError && 'retryAfter' in error;
}

export interface CallOptions {
  readonly method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  readonly json?: unknown;
  /** Sent as multipart/form-data (the browser sets the boundary). */
  readonly form?: FormData;
  /** Preconditions such as `If-Match`. */
  readonly headers?: Readonly<Record<string, string>>;
  readonly signal?: AbortSignal;
}

export type CallApi = <T>(path: string, options?: CallOptions) => Promise<T>;

async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * One call to the API under `/api`. Resolves with the parsed JSON (null for an empty answer); rejects
 * with an `ApiFailure` for any other status than 2xx, and for a network failure (status 0).
 */
export const callApi: CallApi = async <T>(path: string, options: CallOptions = {}): Promise<T> => {
  const headers = new Headers({ ...options.headers, Accept: 'application/json' });
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.json);
  }
  let response: Response;
  try {
    response = await fetch(`${apiBase}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body,
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw apiFailure(0, null);
  }
  const parsed = await bodyOf(response);
  if (!response.ok) {
    throw apiFailure(response.status, parsed, retryAfterSeconds(response.headers.get('Retry-After')));
  }
  return parsed as T;
};

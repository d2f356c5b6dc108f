import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import { DomainError, RateLimitedError, ValidationError, type FieldIssue } from '@tablica/domain/errors';

export interface Problem {
  readonly status: number;
  readonly code: string;
  readonly title: string;
  readonly detail?: string;
  readonly issues?: readonly FieldIssue[];
}

/** Sends an RFC 9457 problem document. Field issues also go out as `errors` keyed by path (react-admin). */
export function sendProblem(res: Response, problem: Problem): void {
  const body: Record<string, unknown> = {
    type: `https://tablica.dev/problems/${problem.code}`,
    title: problem.title,
    status: problem.status,
    code: problem.code,
    ...(problem.detail ? { detail: problem.detail } : {}),
  };
  if (problem.issues) {
    body.issues = problem.issues;
    body.errors = Object.fromEntries(problem.issues.map((issue) => [issue.path || 'root', issue.code]));
  }
  res.status(problem.status).type('application/problem+json').send(JSON.stringify(body));
}

const statusByKind = {
  validation: 400,
  illegal_state: 409,
  not_found: 404,
  concurrency: 412,
  unauthenticated: 401,
  forbidden: 403,
  rate_limited: 429,
  limit_reached: 422,
} as const;

export function problemFromError(error: unknown): Problem | null {
  if (error instanceof ValidationError)
    return {
      status: 400,
      code: error.code,
      title: 'Invalid request',
      detail: error.message,
      issues: error.issues,
    };
  if (error instanceof DomainError)
    return { status: statusByKind[error.kind], code: error.code, title: error.message };
  const status = (error as { status?: unknown; type?: unknown } | null)?.status;
  const type = (error as { type?: unknown } | null)?.type;
  // body-parser's errors: malformed JSON, oversized body, bad encoding.
  if (typeof status === 'number' && status >= 400 && status < 500) {
    if (type === 'entity.parse.failed')
      return { status: 400, code: 'malformed_json', title: 'The request body is not valid JSON.' };
    if (type === 'entity.too.large')
      return { status: 413, code: 'payload_too_large', title: 'The request body is too large.' };
    return { status, code: 'bad_request', title: 'The request could not be read.' };
  }
  // The last line of defence behind the input guard: text PostgreSQL cannot store (NUL, bytes that are
  // not UTF-8) that reached a query anyway is the request's fault, not ours.
  const sqlState = (error as { code?: unknown } | null)?.code;
  if (sqlState === '22021' || sqlState === '22P05')
    return {
      status: 400,
      code: 'invalid_unicode',
      title: 'The request contains text that cannot be stored.',
    };
  return null;
}

/** Last error handler of an API router: domain and input errors become problems, the rest a logged 500. */
export function problemHandler(log: (error: unknown) => void): ErrorRequestHandler {
  return (error, _req, res, next) => {
    if (res.headersSent) return next(error);
    const problem = problemFromError(error);
    if (error instanceof RateLimitedError) res.setHeader('Retry-After', String(error.retryAfterSeconds));
    if (problem) return sendProblem(res, problem);
    log(error);
    sendProblem(res, { status: 500, code: 'internal_error', title: 'Something went wrong on our side.' });
  };
}

export const apiNotFound: RequestHandler = (req, res) =>
  sendProblem(res, {
    status: 404,
    code: 'not_found',
    title: `No API resource at ${req.method} ${req.originalUrl.split('?')[0]}`,
  });

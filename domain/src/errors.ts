/**
 * Typed domain errors. The http kit maps each kind to a status and every error carries a stable `code`
 * (spec §8 keys where the spec names one), so clients can tell rejections apart without parsing text.
 */
export type DomainErrorKind =
  | 'validation'
  | 'illegal_state'
  | 'not_found'
  | 'concurrency'
  | 'unauthenticated'
  | 'forbidden'
  | 'rate_limited'
  | 'limit_reached';

export interface FieldIssue {
  /** Dotted path of the offending field, e.g. `employmentTypes.0.to`. */
  readonly path: string;
  /** Stable error key, e.g. `errors.required` (spec §8). */
  readonly code: string;
  readonly message: string;
}

export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends DomainError {
  readonly kind = 'validation';
  constructor(
    readonly issues: readonly FieldIssue[],
    message = 'The request is not valid.',
  ) {
    super('validation_failed', message);
  }
}

export class IllegalStateError extends DomainError {
  readonly kind = 'illegal_state';
}

export class NotFoundError extends DomainError {
  readonly kind = 'not_found';
}

export class ConcurrencyError extends DomainError {
  readonly kind = 'concurrency';
  constructor(
    readonly streamId: string,
    readonly expected: string,
    readonly actual: string,
  ) {
    super('stream_version_conflict', `Stream ${streamId} is at version ${actual}, expected ${expected}.`);
  }
}

/** Nobody is signed in (or the session ended) where an account is needed. */
export class UnauthenticatedError extends DomainError {
  readonly kind = 'unauthenticated';
  constructor(code = 'auth.unauthenticated', message = 'Sign in to continue.') {
    super(code, message);
  }
}

/** The signed-in account may not do this (wrong role, other company's or tenant's data). */
export class ForbiddenError extends DomainError {
  readonly kind = 'forbidden';
  constructor(code = 'auth.forbidden', message = 'You may not do this.') {
    super(code, message);
  }
}

/** Too many attempts; try again after `retryAfterSeconds`. */
export class RateLimitedError extends DomainError {
  readonly kind = 'rate_limited';
  constructor(
    readonly retryAfterSeconds: number,
    code = 'auth.too_many_attempts',
    message = 'Too many attempts. Try again later.',
  ) {
    super(code, message);
  }
}

/** A well-formed request that would pass a business limit (spec §8: the 422 of the alert limit). */
export class LimitReachedError extends DomainError {
  readonly kind = 'limit_reached';
}

import { Router, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { can, type CompanyAction } from '@tablica/domain/accounts/roles';
import { ForbiddenError, UnauthenticatedError } from '@tablica/domain/errors';
import type { Account, AccountLoader, Membership } from '../auth/account';
import { sameOriginWrites } from './csrf';

declare module 'express-serve-static-core' {
  interface Request {
    /** Set by `authenticate`: the signed-in account, or null. */
    account?: Account | null;
  }
}

/** The request's headers as Fetch `Headers` (what better-auth reads cookies from). */
export function requestHeaders(req: Request): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  return headers;
}

/** Reads the session (if any) once per request; routers that need an account mount it first. */
export function authenticate(load: AccountLoader): RequestHandler {
  return (req, _res, next) => {
    if (req.account !== undefined) return next();
    load(requestHeaders(req), req.tenant).then(
      (account) => {
        req.account = account;
        next();
      },
      (error: unknown) => next(error),
    );
  };
}

export function signedIn(req: Request): Account {
  if (!req.account) throw new UnauthenticatedError();
  return req.account;
}

/** The employer's membership in a company of this brand, allowed to do `action` (spec §6). */
export function companyMember(req: Request, action: CompanyAction): Membership & { account: Account } {
  const account = signedIn(req);
  const membership = account.kind === 'employer' ? account.membership : null;
  if (!membership) throw new ForbiddenError('auth.not_an_employer', 'This needs an employer account.');
  if (!can(membership.role, action))
    throw new ForbiddenError('auth.role_forbidden', 'Your role in the company does not allow this.');
  return { ...membership, account };
}

export function candidate(req: Request): Account {
  const account = signedIn(req);
  if (account.kind !== 'candidate' || account.tenant !== req.tenant)
    throw new ForbiddenError('auth.not_a_candidate', 'This needs a candidate account.');
  return account;
}

export function platformAdmin(req: Request): Account {
  const account = signedIn(req);
  if (!account.platformAdmin) throw new ForbiddenError('auth.not_an_admin', 'This needs a platform admin.');
  return account;
}

/** Guard middleware: one per role. */
export const requireCompany =
  (action: CompanyAction): RequestHandler =>
  (req: Request, _res: Response, next: NextFunction) => {
    companyMember(req, action);
    next();
  };
export const requireCandidate: RequestHandler = (req, _res, next) => {
  candidate(req);
  next();
};
export const requirePlatformAdmin: RequestHandler = (req, _res, next) => {
  platformAdmin(req);
  next();
};

/**
 * Mounted first under /api: refuses cross-site cookie writes, then reads the session, so every route
 * after it can ask for `req.account`.
 */
export function sessionRouter(load: AccountLoader): Router {
  return Router().use(sameOriginWrites, authenticate(load));
}

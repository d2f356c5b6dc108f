import type { Request, Response } from 'express';
import { ValidationError } from '@tablica/domain/errors';
import { errorTexts } from '@tablica/domain/validation';
import { isWeakPassword } from '@tablica/platform/auth/passwords';

/** Passes better-auth's Set-Cookie headers (session set or cleared) on to the client. */
export function forwardCookies(res: Response, headers: Headers): void {
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) res.append('Set-Cookie', cookies);
}

/** A request `Cookie` header carrying the cookies better-auth just set (for a follow-up call). */
export function cookieHeaderFrom(headers: Headers): Headers {
  const cookie = headers
    .getSetCookie()
    .map((setCookie) => setCookie.split(';')[0])
    .join('; ');
  return new Headers({ cookie });
}

/** zxcvbn's verdict as a field issue (spec-style key `errors.weakPassword`). */
export async function assertStrongPassword(
  path: string,
  password: string,
  userInputs: readonly string[],
): Promise<void> {
  if (await isWeakPassword(password, userInputs))
    throw new ValidationError([
      { path, code: 'errors.weakPassword', message: errorTexts['errors.weakPassword'].en },
    ]);
}

export function clientAddress(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}

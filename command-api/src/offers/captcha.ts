import type { RequestHandler } from 'express';
import { sendProblem } from '@tablica/platform/http/problem';

/**
 * The captcha on `POST /v1/offers/initiate` (spec §7 "optional captcha headers"): with a secret
 * configured (`CAPTCHA_SECRET`) the request must carry the browser's reCAPTCHA answer in
 * `Recaptcha-Token`; without one there is no check (development, tests).
 *
 * The answer is judged by a `CaptchaVerifier`: by default Google's reCAPTCHA v3 siteverify
 * (`recaptchaVerifier`), which must say `success`, name the expected action and score at least
 * `minScore`. A provider that cannot be reached counts as a refusal, never as a pass.
 */
export interface CaptchaVerifier {
  /** Whether `answer` proves a person for `action`, as the captcha provider judges it. */
  verify(answer: string, action: string, remoteIp: string | undefined): Promise<boolean>;
}

export const recaptchaSiteverifyUrl = 'https://www.google.com/recaptcha/api/siteverify';

/** reCAPTCHA v3 siteverify (or a server speaking its protocol at `url`). */
export function recaptchaVerifier({
  secret,
  url = recaptchaSiteverifyUrl,
  minScore = 0.5,
  timeoutMs = 5000,
}: {
  secret: string;
  url?: string | undefined;
  minScore?: number;
  timeoutMs?: number;
}): CaptchaVerifier {
  return {
    async verify(answer, action, remoteIp) {
      const form = new URLSearchParams({
        secret,
        response: answer,
        ...(remoteIp ? { remoteip: remoteIp } : {}),
      });
      try {
        const response = await fetch(url, {
          method: 'POST',
          body: form,
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) return false;
        const verdict = (await response.json()) as { success?: unknown; action?: unknown; score?: unknown };
        return (
          verdict.success === true &&
          (verdict.action === undefined || verdict.action === action) &&
          (typeof verdict.score !== 'number' || verdict.score >= minScore)
        );
      } catch {
        return false;
      }
    },
  };
}

export interface CaptchaOptions {
  readonly secret: string | undefined;
  /** Default: `recaptchaVerifier({ secret })`. */
  readonly verifier?: CaptchaVerifier | undefined;
  readonly action: string;
}

export function requireCaptcha({ secret, verifier, action }: CaptchaOptions): RequestHandler {
  const judge = verifier ?? (secret ? recaptchaVerifier({ secret }) : null);
  return (req, res, next) => {
    if (!secret || !judge) return next();
    const answer = req.get('recaptcha-token')?.trim();
    if (!answer)
      return sendProblem(res, {
        status: 403,
        code: 'captcha.required',
        title: 'This call needs a captcha answer in the Recaptcha-Token header.',
      });
    judge.verify(answer, action, req.ip).then((human) => {
      if (human) return next();
      sendProblem(res, {
        status: 403,
        code: 'captcha.failed',
        title: 'The captcha answer was not accepted.',
      });
    }, next);
  };
}

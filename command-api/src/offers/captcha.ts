import type { RequestHandler } from 'express';
import { sendProblem } from '@tablica/platform/http/problem';

/**
 * The captcha on `POST /v1/offers/initiate` (spec §7 "optional captcha headers"): with a secret
 * configured (`CAPTCHA_SECRET`) the request must carry the browser's reCAPTCHA answer in
 * `Recaptcha-Token`; without one there is no check (development, tests).
 *
 * The answer is judged by a `CaptchaVerifier`. The one used by default only requires the answer to
 * be there: asking Google's siteverify needs the network, which this installation does not reach, so
 * that adapter is not written yet. A production setup passes its own verifier.
 */
export interface CaptchaVerifier {
  /** Whether `answer` proves a person for `action`, as the captcha provider judges it. */
  verify(answer: string, action: string, remoteIp: string | undefined): Promise<boolean>;
}

/** Accepts any answer that is there (see above: the provider is not asked). */
export const presentAnswerVerifier: CaptchaVerifier = {
  verify: async (answer) => answer.length > 0,
};

export interface CaptchaOptions {
  readonly secret: string | undefined;
  readonly verifier?: CaptchaVerifier;
  readonly action: string;
}

export function requireCaptcha({
  secret,
  verifier = presentAnswerVerifier,
  action,
}: CaptchaOptions): RequestHandler {
  return (req, res, next) => {
    if (!secret) return next();
    const answer = req.get('recaptcha-token')?.trim();
    if (!answer)
      return sendProblem(res, {
        status: 403,
        code: 'captcha.required',
        title: 'This call needs a captcha answer in the Recaptcha-Token header.',
      });
    verifier.verify(answer, action, req.ip).then((human) => {
      if (human) return next();
      sendProblem(res, {
        status: 403,
        code: 'captcha.failed',
        title: 'The captcha answer was not accepted.',
      });
    }, next);
  };
}

import { useCallback, useEffect } from 'react';
import { captchaToken, loadRecaptcha, type CaptchaAction } from '../captcha/recaptcha';

/**
 * The captcha of a way to apply: with a site key, its script starts loading when `open` first holds
 * (so a token is quick to get at the click); the answer is a token for the action, or null (no key,
 * or the script never came: logged only, spec §8).
 */
export function useCaptcha(siteKey: string | null | undefined, open: boolean) {
  useEffect(() => {
    if (open && siteKey) void loadRecaptcha(siteKey);
  }, [open, siteKey]);
  return useCallback((action: CaptchaAction) => captchaToken(siteKey, action), [siteKey]);
}

/**
 * reCAPTCHA v3 in the board (spec §7 "Recaptcha-Token" on applying and tracking a redirect; §4
 * "execution retries every 1 s until a token arrives"; §8 load problems are logged only). The script
 * loads the first time a way to apply opens, and only where the server handed the page a site key
 * (`CAPTCHA_SITE_KEY`); without one nothing loads and no token is sent.
 */

export type CaptchaAction = 'apply' | 'track_redirect';

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

/** The only origins the script and its frame come from (the pages' CSP allows them with a site key). */
export const recaptchaScriptUrl = (siteKey: string) =>
  `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;

let loading: Promise<Grecaptcha | null> | null = null;

/** How long the script may take to load before the request goes without a token. */
const loadTimeoutMs = 10_000;

const report = (problem: string, detail?: unknown) => console.warn(`reCAPTCHA: ${problem}`, detail ?? '');

/** The script, added once per page; null (logged) when it cannot load. */
export function loadRecaptcha(siteKey: string): Promise<Grecaptcha | null> {
  loading ??= new Promise<Grecaptcha | null>((resolve) => {
    const ready = () =>
      window.grecaptcha
        ? window.grecaptcha.ready(() => resolve(window.grecaptcha ?? null))
        : (report('script loaded without grecaptcha'), resolve(null));
    if (window.grecaptcha) return ready();
    const script = document.createElement('script');
    script.src = recaptchaScriptUrl(siteKey);
    script.async = true;
    const failed = (problem: string, detail: string) => {
      window.clearTimeout(stalled);
      report(problem, detail);
      // A later try may load it (the connection may be back).
      loading = null;
      resolve(null);
    };
    // A script that neither loads nor fails must not hold the form for ever.
    const stalled = window.setTimeout(
      () => failed('script not loaded', `${loadTimeoutMs} ms`),
      loadTimeoutMs,
    );
    script.addEventListener('load', () => {
      window.clearTimeout(stalled);
      ready();
    });
    script.addEventListener('error', (event) => failed('script unavailable', event.type));
    document.head.append(script);
  });
  return loading;
}

export interface TokenOptions {
  /** Spec §4: one more try every second until a token arrives; a bounded number of tries here. */
  readonly retryMs?: number;
  readonly attempts?: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A fresh token for `action`, or null: no site key (nothing to do), or the script never came, or
 * no token after every try (logged; the server then refuses and the form says so, keeping its
 * fields).
 */
export async function captchaToken(
  siteKey: string | null | undefined,
  action: CaptchaAction,
  { retryMs = 1000, attempts = 10 }: TokenOptions = {},
): Promise<string | null> {
  if (!siteKey) return null;
  const grecaptcha = await loadRecaptcha(siteKey);
  if (!grecaptcha) return null;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      const token = await grecaptcha.execute(siteKey, { action });
      if (token) return token;
    } catch (error) {
      report('execute failed', error);
    }
    if (attempt < attempts) await pause(retryMs);
  }
  report('no token');
  return null;
}

/** Forgets the loaded script (tests). */
export function resetRecaptcha() {
  loading = null;
}

import type { Locale } from '../../../lib/i18n/locale';

const headers = (locale: Locale) => ({ Accept: 'application/json', 'Accept-Language': locale });

/** `POST /api/v2/user-panel/offers/{id}/track-redirects` (spec §4): the redirect's id, or null when refused. */
export async function trackRedirect(
  offerId: string,
  locale: Locale,
  captchaToken: string | null = null,
): Promise<string | null> {
  const response = await fetch(`/api/v2/user-panel/offers/${encodeURIComponent(offerId)}/track-redirects`, {
    method: 'POST',
    credentials: 'same-origin',
    keepalive: true,
    headers: {
      ...headers(locale),
      'Idempotency-Key': crypto.randomUUID(),
      // Spec §7: action 'track_redirect', where the board has a site key.
      ...(captchaToken ? { 'Recaptcha-Token': captchaToken } : {}),
    },
  });
  if (!response.ok) return null;
  const body = (await response.json().catch(() => ({}))) as { redirect_id?: string };
  return body.redirect_id ?? null;
}

/** The candidate's answer to "Did you manage to complete your application?": confirm or remove. */
export async function answerRedirect(redirectId: string, completed: boolean, locale: Locale): Promise<void> {
  const path = `/api/v2/user-panel/applications/redirects/${encodeURIComponent(redirectId)}`;
  const response = await fetch(completed ? `${path}/confirm` : path, {
    method: completed ? 'POST' : 'DELETE',
    credentials: 'same-origin',
    headers: headers(locale),
  });
  if (!response.ok) throw new Error(`redirect answer refused: ${response.status}`);
}

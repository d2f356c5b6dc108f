/**
 * Spec §4, §9: the survey popup shows 500 ms after the page on a phone, 2500 ms on a wider screen,
 * and once closed a cookie hides it for a year.
 */
export const surveyCookie = 'survey-popup';
export const surveyCookieMaxAge = 31_536_000;
export const surveyDelayMs = { phone: 500, desktop: 2500 } as const;
export const surveyPhoneQuery = '(max-width:599.95px)';

/** Whether the cookie of a closed survey popup is there. */
export const surveyClosed = (cookies: string) => new RegExp(`(?:^|;\\s*)${surveyCookie}=`).test(cookies);

/** Hides the popup for a year (its Close, or the survey opened). */
export function closeSurvey() {
  document.cookie = `${surveyCookie}=closed; path=/; max-age=${surveyCookieMaxAge}; samesite=lax`;
}

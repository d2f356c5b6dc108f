/**
 * Spec §4, §9: the horizontal popup shows while it has been shown fewer than 3 times (so at most 3),
 * once per browser session; the count is kept in a cookie that lasts to the end of the next day.
 */
export const horizontalPopupCookie = 'horizontal-popup';
export const horizontalPopupSessionKey = 'tablica.horizontalPopup';
export const horizontalPopupMaxShows = 3;

/** How many times the cookie says the popup was shown (0 without one, or with junk in it). */
export function shownCount(cookies: string): number {
  const value = new RegExp(`(?:^|;\\s*)${horizontalPopupCookie}=(\\d{1,2})(?:;|$)`).exec(cookies)?.[1];
  return value === undefined ? 0 : Number(value);
}

/** The end of the day after `now`, in the reader's own time zone (the cookie's expiry). */
export function endOfNextDay(now: Date): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + 2, 0, 0, 0, 0);
}

/** Whether the popup may show now, and records that it does (cookie and session) when it may. */
export function claimHorizontalPopup(now: Date = new Date()): boolean {
  try {
    if (window.sessionStorage.getItem(horizontalPopupSessionKey)) return false;
    const count = shownCount(document.cookie);
    if (count >= horizontalPopupMaxShows) return false;
    window.sessionStorage.setItem(horizontalPopupSessionKey, '1');
    document.cookie = `${horizontalPopupCookie}=${count + 1}; path=/; expires=${endOfNextDay(now).toUTCString()}; samesite=lax`;
    return true;
  } catch {
    // No storage (a locked-down browser): no popup rather than one on every page.
    return false;
  }
}

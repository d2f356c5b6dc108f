import { useEffect } from 'react';

/**
 * Spec §4 "Offer view tracked once": `POST /v1/views {brand, offerSlug, visitedAt}` once per visit
 * (the tab's session), so "popular this week" counts people, not reloads. A failure changes nothing
 * for the reader and is not retried.
 */
export function useRecordView(brand: string, offerSlug: string): void {
  useEffect(() => {
    const key = `tablica:viewed:${brand}:${offerSlug}`;
    try {
      if (sessionStorage.getItem(key)) return;
      sessionStorage.setItem(key, '1');
    } catch {
      // Storage refused (private mode): still count this page load once.
    }
    void fetch('/api/v1/views', {
      method: 'POST',
      credentials: 'same-origin',
      keepalive: true,
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ brand, offerSlug, visitedAt: new Date().toISOString() }),
    }).catch(() => undefined);
  }, [brand, offerSlug]);
}

import type { TenantId } from '@tablica/domain/tenants';
import type { Queryable } from '@tablica/platform/postgres/pool';
import { matchable, type MatchableDocument } from '@tablica/platform/search/filter-match';
import { listOffersFirstPublished } from '../offer-details/queries';
import { searchDocument } from '../search-index/apply';

/**
 * The offers a digest window can hold: active offers that first appeared on the board in
 * (after, until], as search documents ready to be matched against stored filters in memory
 * (`matchesPlan`, the filters as both search adapters apply them). Read from the offer-details read
 * model, so the digests do not depend on which search adapter the board runs.
 */
export interface NewOffers {
  between(tenant: TenantId, after: Date, until: Date, now: Date): Promise<readonly MatchableDocument[]>;
}

export async function readNewOffers(
  db: Queryable,
  tenant: TenantId,
  after: Date,
  until: Date,
  now: Date,
): Promise<MatchableDocument[]> {
  const rows = await listOffersFirstPublished(db, tenant, { after, until }, now);
  return rows.map((row) =>
    matchable(
      searchDocument(
        tenant,
        row.streamVersion,
        {
          offerId: row.offerId,
          slug: row.slug,
          content: row.content,
          publishedAt: row.publishedAt,
          firstPublishedAt: row.firstPublishedAt,
          expiredAt: row.expiredAt,
          companyId: null,
        },
        row.story,
      ),
    ),
  );
}

interface Window {
  /** The earliest `after` read so far (the window is read for (after, until]). */
  after: number;
  offers: Promise<MatchableDocument[]>;
  readAt: number;
}

/**
 * A slot's new offers read once and shared by every digest of the slot (thousands of alerts look at
 * the same window). Kept per (brand, window end) for `keepMs` (default 5 minutes) from the first read;
 * a digest whose window starts earlier (an alert whose last digest is older) has the older part read
 * and added. Callers still narrow by their own window and clock (`matchesPlan` with `appeared`).
 */
export function newOffersOnce(db: Queryable, keepMs = 5 * 60_000): NewOffers {
  const windows = new Map<string, Window>();
  return {
    async between(tenant, after, until, now) {
      const clock = Date.now();
      for (const [key, window] of windows) if (clock - window.readAt > keepMs) windows.delete(key);
      const key = `${tenant} ${until.toISOString()}`;
      let window = windows.get(key);
      if (!window) {
        window = {
          after: after.getTime(),
          offers: readNewOffers(db, tenant, after, until, now),
          readAt: clock,
        };
        windows.set(key, window);
      } else if (after.getTime() < window.after) {
        const older = new Date(window.after);
        window.after = after.getTime();
        const known = window.offers;
        window.offers = (async () => [
          ...(await known),
          ...(await readNewOffers(db, tenant, after, older, now)),
        ])();
      }
      const reading = window;
      try {
        return await reading.offers;
      } catch (error) {
        if (windows.get(key) === reading) windows.delete(key);
        throw error;
      }
    },
  };
}

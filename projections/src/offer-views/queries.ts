import type { OfferContent } from '@tablica/domain/offers/content';
import type { Queryable } from '@tablica/platform/postgres/pool';
import { readModel } from '@tablica/platform/projections/locator';
import { storyCardSql } from '../brand-stories';
import { candidateListItem, type CandidateListItem, type StoryCard } from '../search-index/item';
import { offerViewsProjection } from './apply';

const popularOffers = readModel(offerViewsProjection.name);

/** "Popular this week": views in the last 7 days. */
export const popularWindowDays = 7;
/** Views older than this are deleted now and then: nothing reads them. */
const keepViewsDays = popularWindowDays + 1;

export interface ViewToRecord {
  readonly tenant: string;
  readonly slug: string;
  /** The client's IP address: only a keyed hash of it is stored. */
  readonly ip: string;
  /** What the client says (spec §7 `visitedAt`). */
  readonly visitedAt: Date;
  readonly now: Date;
}

/**
 * Records a view of an offer. `not_found` when the tenant has no such offer (ever published, not
 * deleted); `repeat` when the same viewer already viewed it within this minute (counted once).
 */
export async function recordView(
  db: Queryable,
  view: ViewToRecord,
): Promise<'recorded' | 'repeat' | 'not_found'> {
  const offer = await popularOffers.read(db, (rm) =>
    db.query<{ offer_id: string }>(
      `SELECT offer_id FROM ${rm}.popular_offers WHERE tenant = $1 AND slug = $2`,
      [view.tenant, view.slug],
    ),
  );
  const offerId = offer.rows[0]?.offer_id;
  if (offerId === undefined) return 'not_found';
  const inserted = await db.query(
    `INSERT INTO offer_views (tenant, offer_id, viewer, minute, recorded_at, visited_at)
     SELECT $1, $2, encode(sha256(convert_to(s.salt || $3, 'UTF8')), 'base64'),
            date_trunc('minute', $4::timestamptz), $4, $5
       FROM offer_view_salt s
     ON CONFLICT DO NOTHING`,
    [view.tenant, offerId, view.ip, view.now, view.visitedAt],
  );
  // Pruning on about one write in a hundred keeps the table a week long without a scheduled job.
  if (Math.random() < 0.01)
    await db.query(`DELETE FROM offer_views WHERE recorded_at < $1::timestamptz - $2 * interval '1 day'`, [
      view.now,
      keepViewsDays,
    ]);
  return inserted.rowCount === 1 ? 'recorded' : 'repeat';
}

export interface PopularOffersPage {
  readonly items: readonly (CandidateListItem & { readonly views: number })[];
  readonly total: number;
}

/**
 * The tenant's active offers viewed in the last 7 days, most viewed first (ties: published later
 * first, then by id), a page of them. Offers nobody viewed this week are not popular.
 */
export async function listPopularOffers(
  db: Queryable,
  query: { tenant: string; now: Date; offset: number; limit: number },
): Promise<PopularOffersPage> {
  const [page, total] = await popularOffers.read(db, (rm) => {
    const ranked = `
      SELECT p.offer_id, p.slug, p.content, p.published_at, p.expired_at, v.views, ${storyCardSql('b')} AS story
        FROM (SELECT offer_id, count(*)::int AS views FROM offer_views
               WHERE tenant = $1 AND recorded_at > $2::timestamptz - ${popularWindowDays} * interval '1 day'
                 AND recorded_at <= $2::timestamptz
               GROUP BY offer_id) v
        JOIN ${rm}.popular_offers p ON p.offer_id = v.offer_id
        LEFT JOIN ${rm}.popular_offers_brand_stories b ON b.company_id = p.company_id
       WHERE p.tenant = $1 AND p.listed AND p.expired_at > $2`;
    return Promise.all([
      db.query<{
        offer_id: string;
        slug: string;
        content: OfferContent;
        published_at: Date;
        expired_at: Date;
        views: number;
        story: StoryCard | null;
      }>(`${ranked} ORDER BY v.views DESC, p.published_at DESC, p.offer_id DESC OFFSET $3 LIMIT $4`, [
        query.tenant,
        query.now,
        query.offset,
        query.limit,
      ]),
      db.query<{ count: number }>(`SELECT count(*)::int AS count FROM (${ranked}) r`, [
        query.tenant,
        query.now,
      ]),
    ]);
  });
  return {
    items: page.rows.map((row) => ({
      ...candidateListItem(
        {
          offerId: row.offer_id,
          slug: row.slug,
          content: row.content,
          publishedAt: row.published_at.toISOString(),
          expiredAt: row.expired_at.toISOString(),
        },
        row.story,
      ),
      views: row.views,
    })),
    total: total.rows[0]?.count ?? 0,
  };
}

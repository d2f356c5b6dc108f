import type { OfferContent } from '@tablica/domain/offers/content';
import type { Queryable } from '@tablica/platform/postgres/pool';
import { readModel } from '@tablica/platform/projections/locator';
import { storyCardSql } from '../brand-stories';
import type { StoryCard } from '../search-index/item';
import { offerDetailsProjection } from './apply';

const offerDetails = readModel(offerDetailsProjection.name);

export type OfferDetailsStatus = 'published' | 'expired' | 'finished';

export interface OfferDetailsRecord {
  readonly offerId: string;
  readonly tenant: string;
  readonly slug: string;
  readonly status: OfferDetailsStatus;
  readonly content: OfferContent;
  readonly publishedAt: string;
  readonly firstPublishedAt: string;
  readonly expiredAt: string;
  /** Published and not past its expiry (the expiry job may not have run yet). */
  readonly active: boolean;
  /** The company's published brand story, if it has one. */
  readonly story: StoryCard | null;
}

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const columns = `offer_id AS "offerId", tenant, d.slug, status, content,
  ${iso('published_at')} AS "publishedAt", ${iso('first_published_at')} AS "firstPublishedAt",
  ${iso('expired_at')} AS "expiredAt", (status = 'published' AND expired_at > $3) AS active,
  ${storyCardSql('b')} AS story`;

/** An offer of this tenant by slug, whatever its state, unless deleted. */
export async function findOfferDetails(
  db: Queryable,
  tenant: string,
  slug: string,
  now: Date,
): Promise<OfferDetailsRecord | null> {
  const result = await offerDetails.read(db, (rm) =>
    db.query<OfferDetailsRecord>(
      `SELECT ${columns} FROM ${rm}.offer_details d
         LEFT JOIN ${rm}.offer_details_brand_stories b ON b.company_id = d.company_id
        WHERE tenant = $1 AND d.slug = $2`,
      [tenant, slug, now],
    ),
  );
  return result.rows[0] ?? null;
}

/**
 * The slug a candidate holding `slug` should be sent to: the offer itself while it is active, else its
 * newest active copy (an employer duplicates an ended offer to post it again); null when neither.
 */
export async function findActiveSlug(
  db: Queryable,
  tenant: string,
  slug: string,
  now: Date,
): Promise<string | null> {
  const result = await offerDetails.read(db, (rm) =>
    db.query<{ slug: string }>(
      `SELECT slug FROM ${rm}.offer_details
        WHERE tenant = $1 AND (slug = $2 OR copied_from_slug = $2) AND status = 'published' AND expired_at > $3
        ORDER BY slug = $2 DESC, published_at DESC, offer_id DESC
        LIMIT 1`,
      [tenant, slug, now],
    ),
  );
  return result.rows[0]?.slug ?? null;
}

/** The sitemap's offers: the active ones of a tenant, newest first, a page of them at a time. */
export async function listActiveOfferSlugs(
  db: Queryable,
  tenant: string,
  now: Date,
  page: { readonly offset: number; readonly limit: number },
): Promise<{ slug: string; publishedAt: Date }[]> {
  const result = await offerDetails.read(db, (rm) =>
    db.query<{ slug: string; publishedAt: Date }>(
      `SELECT slug, published_at AS "publishedAt" FROM ${rm}.offer_details
        WHERE tenant = $1 AND status = 'published' AND expired_at > $2
        ORDER BY published_at DESC, offer_id DESC
        OFFSET $3 LIMIT $4`,
      [tenant, now, page.offset, page.limit],
    ),
  );
  return result.rows;
}

/** A company's active offers on a tenant, newest first (its brand-story page), at most `limit`. */
export async function listCompanyActiveOffers(
  db: Queryable,
  tenant: string,
  companyId: string,
  now: Date,
  limit: number,
): Promise<OfferDetailsRecord[]> {
  const result = await offerDetails.read(db, (rm) =>
    db.query<OfferDetailsRecord>(
      `SELECT ${columns} FROM ${rm}.offer_details d
         LEFT JOIN ${rm}.offer_details_brand_stories b ON b.company_id = d.company_id
        WHERE tenant = $1 AND d.company_id = $2 AND status = 'published' AND expired_at > $3
        ORDER BY published_at DESC, offer_id DESC
        LIMIT $4`,
      [tenant, companyId, now, limit],
    ),
  );
  return result.rows;
}

/**
 * The tenant's active offers that first appeared on the board in (after, until] (a digest window):
 * one read per window however many alerts look at it (projections/src/job-alerts/new-offers.ts).
 */
export async function listOffersFirstPublished(
  db: Queryable,
  tenant: string,
  window: { readonly after: Date; readonly until: Date },
  now: Date,
): Promise<(OfferDetailsRecord & { readonly streamVersion: number })[]> {
  const result = await offerDetails.read(db, (rm) =>
    db.query<OfferDetailsRecord & { streamVersion: number }>(
      `SELECT ${columns}, d.stream_version AS "streamVersion" FROM ${rm}.offer_details d
         LEFT JOIN ${rm}.offer_details_brand_stories b ON b.company_id = d.company_id
        WHERE tenant = $1 AND status = 'published' AND expired_at > $3
          AND first_published_at > $2 AND first_published_at <= $4`,
      [tenant, window.after, now, window.until],
    ),
  );
  return result.rows;
}

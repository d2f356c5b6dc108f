import type { Queryable } from '@tablica/platform/postgres/pool';
import { readModel } from '@tablica/platform/projections/locator';
import { offerListingProjection } from './apply';

/** Every query reads the active version of the read model (`${rm}.offer_listing`). */
const offerListing = readModel(offerListingProjection.name);

export interface EmployerOfferRow {
  readonly id: string;
  readonly slug: string;
  readonly title: string;
  readonly companyName: string;
  readonly city: string;
  readonly categoryId: string;
  readonly experienceLevel: string;
  readonly workplaceType: string;
  readonly status: 'published' | 'expired';
  readonly publishedAt: string;
  readonly expiredAt: string;
}

export const employerOfferSortFields = {
  publishedAt: 'published_at',
  expiredAt: 'expired_at',
  title: 'title',
  companyName: 'company_name',
} as const;

export interface EmployerOffersQuery {
  readonly tenant: string;
  /** Only this company's offers. */
  readonly companyId: string;
  readonly sort: keyof typeof employerOfferSortFields;
  readonly order: 'ASC' | 'DESC';
  readonly start: number;
  readonly end: number;
  readonly q?: string | undefined;
  readonly now: Date;
}

const employerRow = `offer_id AS id, slug, title, company_name AS "companyName", city, category_id AS "categoryId",
  item->>'experienceLevel' AS "experienceLevel", item->>'workplaceType' AS "workplaceType",
  CASE WHEN expired_at > $2 THEN 'published' ELSE 'expired' END AS status,
  to_char(published_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "publishedAt",
  to_char(expired_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "expiredAt"`;

/** The console's offer list (ra-data-simple-rest: sort, range, filter.q). */
export async function listEmployerOffers(
  db: Queryable,
  query: EmployerOffersQuery,
): Promise<{ rows: EmployerOfferRow[]; total: number }> {
  const pattern = query.q ? `%${query.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : null;
  const where = `tenant = $1 AND company_id = $6 AND ($3::text IS NULL OR title ILIKE $3 OR company_name ILIKE $3)`;
  const column = employerOfferSortFields[query.sort];
  const direction = query.order === 'ASC' ? 'ASC' : 'DESC';
  const [rows, total] = await offerListing.read(db, (rm) =>
    Promise.all([
      db.query<EmployerOfferRow>(
        `SELECT ${employerRow} FROM ${rm}.offer_listing WHERE ${where}
          ORDER BY ${column} ${direction}, offer_id ${direction}
          OFFSET $4 LIMIT $5`,
        [query.tenant, query.now, pattern, query.start, query.end - query.start + 1, query.companyId],
      ),
      db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM ${rm}.offer_listing
          WHERE tenant = $1 AND company_id = $4 AND $2::timestamptz IS NOT NULL
            AND ($3::text IS NULL OR title ILIKE $3 OR company_name ILIKE $3)`,
        [query.tenant, query.now, pattern, query.companyId],
      ),
    ]),
  );
  return { rows: rows.rows, total: total.rows[0]?.count ?? 0 };
}

export async function getEmployerOffer(
  db: Queryable,
  owner: { readonly tenant: string; readonly companyId: string },
  id: string,
  now: Date,
): Promise<EmployerOfferRow | null> {
  const result = await offerListing.read(db, (rm) =>
    db.query<EmployerOfferRow>(
      `SELECT ${employerRow} FROM ${rm}.offer_listing WHERE tenant = $1 AND offer_id::text = $3 AND company_id = $4`,
      [owner.tenant, now, id, owner.companyId],
    ),
  );
  return result.rows[0] ?? null;
}

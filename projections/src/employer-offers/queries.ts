import type { Queryable } from '@tablica/platform/postgres/pool';
import { readModel } from '@tablica/platform/projections/locator';
import { applicationsPerOffer } from '../applications/queries';
import { employerOffersProjection } from './apply';

/** Every query reads the active version of the read model (`${rm}.employer_offers`). */
const employerOffers = readModel(employerOffersProjection.name);

export const employerOfferStatuses = [
  'draft',
  'summary',
  'scheduled',
  'published',
  'expired',
  'finished',
] as const;
export type EmployerOfferStatus = (typeof employerOfferStatuses)[number];

/** How many days' views the board keeps (public.offer_views, pruned after a week). */
export const viewsWindowDays = 7;

/** An offer as the console lists and shows it. */
export interface EmployerOfferRow {
  readonly id: string;
  readonly slug: string;
  readonly title: string;
  readonly companyName: string;
  readonly city: string;
  readonly categoryId: string | null;
  readonly experienceLevel: string | null;
  readonly workplaceType: string | null;
  readonly status: EmployerOfferStatus;
  readonly creationType: string;
  readonly planKey: string;
  readonly createdAt: string;
  readonly updatedAt: string;
  /** When a scheduled offer goes live. */
  readonly publishAt: string | null;
  readonly firstPublishedAt: string | null;
  /** Start of the current publication period; null before the first. */
  readonly publishedAt: string | null;
  readonly expiredAt: string | null;
  readonly finishedAt: string | null;
  readonly bumpsUsed: number;
  /** Bumps the plan still allows in this publication period (0 unless the offer is live). */
  readonly bumpsLeft: number;
  /** Views in the last `viewsWindowDays` days. */
  readonly views: number;
  /** Applications received and still held (not deleted, withdrawn or erased). */
  readonly applications: number;
  /** Of those, the ones nobody has looked at yet (status `new`): the list's badge. */
  readonly newApplications: number;
}

export const employerOfferSortFields = {
  publishedAt: 'published_at',
  expiredAt: 'expired_at',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
  title: 'title',
  companyName: 'company_name',
  status: 'effective_status',
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
  /** Only offers in one of these states (as the console sees them: an overdue offer is expired). */
  readonly statuses?: readonly EmployerOfferStatus[] | undefined;
  readonly now: Date;
}

const isoOf = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The offers of the company with what the console computes: the status as of `now` ($2) and the
 * views of the last week. `$1` tenant, `$2` now; the caller adds its own conditions.
 */
const offersAsOfNow = (rm: string) => `
  SELECT o.*,
         CASE WHEN o.status = 'published' AND o.expired_at <= $2 THEN 'expired' ELSE o.status END AS effective_status,
         (SELECT count(*)::int FROM public.offer_views v
           WHERE v.tenant = o.tenant AND v.offer_id = o.offer_id
             AND v.recorded_at > $2::timestamptz - ${viewsWindowDays} * interval '1 day'
             AND v.recorded_at <= $2) AS views
    FROM ${rm}.employer_offers o
   WHERE o.tenant = $1`;

const rowColumns = `offer_id AS id, slug, title, company_name AS "companyName", city,
  category_id AS "categoryId", experience_level AS "experienceLevel", workplace_type AS "workplaceType",
  effective_status AS status, creation_type AS "creationType", plan_key AS "planKey",
  ${isoOf('created_at')} AS "createdAt", ${isoOf('updated_at')} AS "updatedAt",
  ${isoOf('publish_at')} AS "publishAt", ${isoOf('first_published_at')} AS "firstPublishedAt",
  ${isoOf('published_at')} AS "publishedAt", ${isoOf('expired_at')} AS "expiredAt",
  ${isoOf('finished_at')} AS "finishedAt", bumps_used AS "bumpsUsed",
  CASE WHEN effective_status = 'published' THEN greatest(bumps_up_count - bumps_used, 0) ELSE 0 END AS "bumpsLeft",
  views`;

/** The rows with their real application counts (a read of the applications read model). */
async function withApplications(
  db: Queryable,
  owner: { readonly tenant: string; readonly companyId: string },
  rows: readonly Omit<EmployerOfferRow, 'applications' | 'newApplications'>[],
): Promise<EmployerOfferRow[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const counts = await applicationsPerOffer(db, owner, ids);
  const fresh = await applicationsPerOffer(db, owner, ids, 'new');
  return rows.map((row) => ({
    ...row,
    applications: counts.get(row.id) ?? 0,
    newApplications: fresh.get(row.id) ?? 0,
  }));
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The console's offer list (ra-data-simple-rest: sort, range, filter.q, filter.status). */
export async function listEmployerOffers(
  db: Queryable,
  query: EmployerOffersQuery,
): Promise<{ rows: EmployerOfferRow[]; total: number }> {
  const pattern = query.q ? `%${escapeLike(query.q)}%` : null;
  const statuses = query.statuses && query.statuses.length > 0 ? [...query.statuses] : null;
  const where = `company_id = $3 AND ($4::text IS NULL OR title ILIKE $4 OR company_name ILIKE $4)
    AND ($5::text[] IS NULL OR effective_status = ANY($5))`;
  const column = employerOfferSortFields[query.sort];
  const direction = query.order === 'ASC' ? 'ASC' : 'DESC';
  const values = [query.tenant, query.now, query.companyId, pattern, statuses];
  const [rows, total] = await employerOffers.read(db, (rm) =>
    Promise.all([
      db.query<EmployerOfferRow>(
        `SELECT ${rowColumns} FROM (${offersAsOfNow(rm)}) offers WHERE ${where}
          ORDER BY ${column} ${direction}, created_at ${direction}, offer_id ${direction}
          OFFSET $6 LIMIT $7`,
        [...values, query.start, query.end - query.start + 1],
      ),
      db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM (${offersAsOfNow(rm)}) offers WHERE ${where}`,
        values,
      ),
    ]),
  );
  return { rows: await withApplications(db, query, rows.rows), total: total.rows[0]?.count ?? 0 };
}

/** One offer of the company; null when the company (in this tenant) has no such offer. */
export async function getEmployerOffer(
  db: Queryable,
  owner: { readonly tenant: string; readonly companyId: string },
  id: string,
  now: Date,
): Promise<EmployerOfferRow | null> {
  const result = await employerOffers.read(db, (rm) =>
    db.query<EmployerOfferRow>(
      `SELECT ${rowColumns} FROM (${offersAsOfNow(rm)} AND o.offer_id::text = $4) offers WHERE company_id = $3`,
      [owner.tenant, now, owner.companyId, id],
    ),
  );
  const row = result.rows[0];
  return row ? ((await withApplications(db, owner, [row]))[0] ?? null) : null;
}

/** The console's dashboard numbers for one company (`GET /v2/employer-panel/offers/statistics`). */
export interface EmployerOfferStatistics {
  /** Offers in each state, every state named (0 when none). */
  readonly byStatus: Readonly<Record<EmployerOfferStatus, number>>;
  /** Every offer of the company (not deleted). */
  readonly total: number;
  /** Published and not yet past their expiry. */
  readonly active: number;
  /** Active offers whose publication ends within `expiringWithinDays` days. */
  readonly expiringSoon: number;
  readonly expiringWithinDays: number;
  /** Bumps the plans of the active offers still allow in their current periods. */
  readonly bumpsLeft: number;
  /** Views of the company's offers in the last `viewsWindowDays` days. */
  readonly views: number;
  readonly viewsWindowDays: number;
  /** Applications the company's offers hold (not deleted, withdrawn or erased). */
  readonly applications: number;
}

export const expiringWithinDays = 7;

export async function employerOfferStatistics(
  db: Queryable,
  owner: { readonly tenant: string; readonly companyId: string },
  now: Date,
): Promise<EmployerOfferStatistics> {
  const result = await employerOffers.read(db, (rm) =>
    db.query<{
      status: EmployerOfferStatus;
      count: number;
      expiring: number;
      bumps_left: number;
      views: number;
    }>(
      `SELECT effective_status AS status, count(*)::int AS count,
              count(*) FILTER (WHERE effective_status = 'published'
                AND expired_at <= $2::timestamptz + ${expiringWithinDays} * interval '1 day')::int AS expiring,
              coalesce(sum(greatest(bumps_up_count - bumps_used, 0)) FILTER (WHERE effective_status = 'published'), 0)::int AS bumps_left,
              coalesce(sum(views), 0)::int AS views
         FROM (${offersAsOfNow(rm)}) offers
        WHERE company_id = $3
        GROUP BY effective_status`,
      [owner.tenant, now, owner.companyId],
    ),
  );
  const byStatus = Object.fromEntries(employerOfferStatuses.map((status) => [status, 0])) as Record<
    EmployerOfferStatus,
    number
  >;
  let expiringSoon = 0;
  let bumpsLeft = 0;
  let views = 0;
  for (const row of result.rows) {
    byStatus[row.status] = row.count;
    expiringSoon += row.expiring;
    bumpsLeft += row.bumps_left;
    views += row.views;
  }
  return {
    byStatus,
    total: Object.values(byStatus).reduce((sum, count) => sum + count, 0),
    active: byStatus.published,
    expiringSoon,
    expiringWithinDays,
    bumpsLeft,
    views,
    viewsWindowDays,
    applications: [...(await applicationsPerOffer(db, owner)).values()].reduce(
      (sum, count) => sum + count,
      0,
    ),
  };
}

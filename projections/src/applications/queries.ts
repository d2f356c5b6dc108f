import {
  applicationStatuses,
  type ApplicationStatus,
  type ShownOffer,
} from '@tablica/domain/applications/application';
import type { CvDownload, EmployerApplicationRow } from '@tablica/domain/applications/employer-view';
import type { Queryable } from '@tablica/platform/postgres/pool';
import { readModel } from '@tablica/platform/projections/locator';
import { applicationsProjection } from './apply';

export type { CvDownload, EmployerApplicationRow };

const applications = readModel(applicationsProjection.name);

/** Whose applications: a company of a tenant (the employer's own; every other pair sees nothing). */
export interface ApplicationOwner {
  readonly tenant: string;
  readonly companyId: string;
}

const isoOf = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const employerColumns = `application_id AS id, offer_id AS "offerId", offer_slug AS "offerSlug",
  shown->>'title' AS "offerTitle", status, source, name, email, message, has_cv AS "hasCv",
  cv_file_name AS "cvFileName", cv_content_type AS "cvContentType", cv_size AS "cvSize",
  future_consent AS "futureConsentAccepted", custom_consent AS "customConsentAccepted", shown,
  ${isoOf('submitted_at')} AS "submittedAt", ${isoOf('updated_at')} AS "updatedAt", stream_version AS version`;

/** What the employer sees: form applications that are still there (not deleted, withdrawn or erased). */
const visible = `tenant = $1 AND company_id = $2 AND channel = 'form'
  AND deleted_at IS NULL AND withdrawn_at IS NULL AND erased_at IS NULL`;

export const applicationSortFields = {
  submittedAt: 'submitted_at',
  updatedAt: 'updated_at',
  status: 'status',
  name: 'name',
} as const;

export interface ApplicationsQuery extends ApplicationOwner {
  readonly offerId?: string | undefined;
  readonly statuses?: readonly ApplicationStatus[] | undefined;
  readonly sort: keyof typeof applicationSortFields;
  readonly order: 'ASC' | 'DESC';
  readonly start: number;
  readonly end: number;
}

/** The console's application list, per offer or across offers (ra-data-simple-rest range and sort). */
export async function listApplications(
  db: Queryable,
  query: ApplicationsQuery,
): Promise<{ rows: EmployerApplicationRow[]; total: number }> {
  const where = `${visible} AND ($3::uuid IS NULL OR offer_id = $3) AND ($4::text[] IS NULL OR status = ANY($4))`;
  const values = [
    query.tenant,
    query.companyId,
    query.offerId ?? null,
    query.statuses && query.statuses.length > 0 ? [...query.statuses] : null,
  ];
  const column = applicationSortFields[query.sort];
  const direction = query.order === 'ASC' ? 'ASC' : 'DESC';
  // One round trip: the page read in the order of its sort's index (it stops after its rows), and the
  // total from the counts the read model keeps (counting the company's rows on every read was the
  // list's cost). Only a page past the end, which has no row to carry the total, asks on its own.
  return applications.read(db, async (rm) => {
    const total = `SELECT coalesce(sum(n), 0)::int AS total FROM ${rm}.application_counts
      WHERE tenant = $1 AND company_id = $2 AND ($3::uuid IS NULL OR offer_id = $3)
        AND ($4::text[] IS NULL OR status = ANY($4))`;
    const page = await db.query<EmployerApplicationRow & { total: number }>(
      `SELECT ${employerColumns}, (${total}) AS total FROM ${rm}.applications WHERE ${where}
        ORDER BY ${column} ${direction}, application_id ${direction} OFFSET $5 LIMIT $6`,
      [...values, query.start, query.end - query.start + 1],
    );
    const rows = page.rows.map(({ total: _total, ...row }) => row);
    if (page.rows[0]) return { rows, total: page.rows[0].total };
    const count = await db.query<{ total: number }>(total, values);
    return { rows, total: count.rows[0]?.total ?? 0 };
  });
}

/** One application of the company; null for any other company's, tenant's or a missing one. */
export async function getApplication(
  db: Queryable,
  owner: ApplicationOwner,
  id: string,
): Promise<(EmployerApplicationRow & { readonly downloads: readonly CvDownload[] }) | null> {
  return applications.read(db, async (rm) => {
    const found = await db.query<EmployerApplicationRow>(
      `SELECT ${employerColumns} FROM ${rm}.applications WHERE ${visible} AND application_id::text = $3`,
      [owner.tenant, owner.companyId, id],
    );
    const row = found.rows[0];
    if (!row) return null;
    const downloads = await db.query<CvDownload>(
      `SELECT downloaded_by AS "downloadedBy", downloader_name AS "downloaderName",
              ${isoOf('downloaded_at')} AS "downloadedAt"
         FROM ${rm}.application_downloads WHERE application_id = $1 ORDER BY downloaded_at, stream_version`,
      [row.id],
    );
    return { ...row, downloads: downloads.rows };
  });
}

export type StatusCounts = Readonly<Record<ApplicationStatus, number>> & { readonly total: number };

/** How many applications the company has in each status, for one offer or all of them. */
export async function applicationCounts(
  db: Queryable,
  owner: ApplicationOwner,
  offerId?: string,
): Promise<StatusCounts> {
  const result = await applications.read(db, (rm) =>
    db.query<{ status: ApplicationStatus; count: number }>(
      `SELECT status, sum(n)::int AS count FROM ${rm}.application_counts
        WHERE tenant = $1 AND company_id = $2 AND ($3::uuid IS NULL OR offer_id = $3) GROUP BY status`,
      [owner.tenant, owner.companyId, offerId ?? null],
    ),
  );
  const counts = Object.fromEntries(applicationStatuses.map((status) => [status, 0])) as Record<
    ApplicationStatus,
    number
  >;
  for (const row of result.rows) counts[row.status] = row.count;
  return { ...counts, total: result.rows.reduce((sum, row) => sum + row.count, 0) };
}

/** Applications received per offer of the company (the console's offer rows and statistics). */
export async function applicationsPerOffer(
  db: Queryable,
  owner: ApplicationOwner,
  offerIds?: readonly string[],
  /** Only applications in this status (`new`: not yet looked at), else all of them. */
  status?: ApplicationStatus,
): Promise<ReadonlyMap<string, number>> {
  const result = await applications.read(db, (rm) =>
    db.query<{ offer_id: string; count: number }>(
      `SELECT offer_id, sum(n)::int AS count FROM ${rm}.application_counts
        WHERE tenant = $1 AND company_id = $2 AND ($3::uuid[] IS NULL OR offer_id = ANY($3))
          AND ($4::text IS NULL OR status = $4)
        GROUP BY offer_id HAVING sum(n) > 0`,
      [owner.tenant, owner.companyId, offerIds ? [...offerIds] : null, status ?? null],
    ),
  );
  return new Map(result.rows.map((row) => [row.offer_id, row.count]));
}

/** The candidate's history (spec §7 "Applied history"): confirmed form and redirect applications. */
export interface AppliedItem {
  readonly id: string;
  readonly jobAdvertisementId: string;
  readonly offerSlug: string;
  readonly title: string;
  readonly source: string;
  readonly isConfirmed: boolean;
  readonly status: ApplicationStatus;
  readonly appliedAt: string;
}

export const appliedBatchSize = 25;

export async function appliedHistory(
  db: Queryable,
  query: {
    readonly tenant: string;
    readonly candidateId: string;
    readonly isConfirmed?: boolean | undefined;
    readonly offerIds?: readonly string[] | undefined;
    readonly page: number;
    readonly pageSize: number;
  },
): Promise<{ items: AppliedItem[]; total: number }> {
  const where = `tenant = $1 AND candidate_id = $2 AND withdrawn_at IS NULL AND erased_at IS NULL
    AND ($3::boolean IS NULL OR confirmed = $3) AND ($4::uuid[] IS NULL OR offer_id = ANY($4))`;
  const values = [
    query.tenant,
    query.candidateId,
    query.isConfirmed ?? null,
    query.offerIds && query.offerIds.length > 0 ? [...query.offerIds] : null,
  ];
  const [items, total] = await applications.read(db, (rm) =>
    Promise.all([
      db.query<AppliedItem>(
        `SELECT application_id AS id, offer_id AS "jobAdvertisementId", offer_slug AS "offerSlug",
                shown->>'title' AS title, source, confirmed AS "isConfirmed", status,
                ${isoOf('submitted_at')} AS "appliedAt"
           FROM ${rm}.applications WHERE ${where}
          ORDER BY submitted_at DESC, application_id DESC OFFSET $5 LIMIT $6`,
        [...values, (query.page - 1) * query.pageSize, query.pageSize],
      ),
      db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM ${rm}.applications WHERE ${where}`,
        values,
      ),
    ]),
  );
  return { items: items.rows, total: total.rows[0]?.count ?? 0 };
}

/** Which of `offerIds` the candidate applied to (confirmed), for `isAppliedTo`. */
export async function appliedOfferIds(
  db: Queryable,
  tenant: string,
  candidateId: string,
  offerIds: readonly string[],
): Promise<ReadonlySet<string>> {
  if (offerIds.length === 0) return new Set();
  const result = await applications.read(db, (rm) =>
    db.query<{ offer_id: string }>(
      `SELECT DISTINCT offer_id FROM ${rm}.applications
        WHERE tenant = $1 AND candidate_id = $2 AND confirmed AND withdrawn_at IS NULL AND erased_at IS NULL
          AND offer_id = ANY($3::uuid[])`,
      [tenant, candidateId, [...offerIds]],
    ),
  );
  return new Set(result.rows.map((row) => row.offer_id));
}

/** Applications whose retention ended (the retention job erases them). */
export async function applicationsPastRetention(db: Queryable, now: Date, limit: number): Promise<string[]> {
  const result = await applications.read(db, (rm) =>
    db.query<{ id: string }>(
      `SELECT application_id AS id FROM ${rm}.applications
        WHERE erased_at IS NULL AND retain_until <= $1 ORDER BY retain_until LIMIT $2`,
      [now, limit],
    ),
  );
  return result.rows.map((row) => row.id);
}

/** Every application of a candidate (by account or by the e-mail they applied with), for erasure. */
export async function applicationsOfCandidate(
  db: Queryable,
  tenant: string,
  candidate: { readonly id: string; readonly email: string },
): Promise<string[]> {
  const result = await applications.read(db, (rm) =>
    db.query<{ id: string }>(
      `SELECT application_id AS id FROM ${rm}.applications
        WHERE tenant = $1 AND erased_at IS NULL AND (candidate_id = $2 OR lower(email) = lower($3))`,
      [tenant, candidate.id, candidate.email],
    ),
  );
  return result.rows.map((row) => row.id);
}

/**
 * The signed-in candidate's latest standing application to an offer: what they were shown (the offer
 * version applied to) and when; null when they have none (nobody else's application is ever read).
 */
export async function candidateApplicationToOffer(
  db: Queryable,
  tenant: string,
  candidateId: string,
  offerId: string,
): Promise<{ readonly shown: ShownOffer; readonly submittedAt: string } | null> {
  const result = await applications.read(db, (rm) =>
    db.query<{ shown: ShownOffer; submittedAt: string }>(
      `SELECT shown, ${isoOf('submitted_at')} AS "submittedAt" FROM ${rm}.applications
        WHERE tenant = $1 AND candidate_id = $2 AND offer_id = $3::uuid
          AND confirmed AND withdrawn_at IS NULL AND erased_at IS NULL
        ORDER BY submitted_at DESC LIMIT 1`,
      [tenant, candidateId, offerId],
    ),
  );
  return result.rows[0] ?? null;
}

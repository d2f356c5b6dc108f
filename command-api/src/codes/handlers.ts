import { z } from 'zod';
import { ValidationError } from '@tablica/domain/errors';
import { findOfferPlan } from '@tablica/domain/plans/catalogue';
import type { TenantId } from '@tablica/domain/tenants';
import { errorTexts, type ErrorKey } from '@tablica/domain/validation';
import type { Queryable } from '@tablica/platform/postgres/pool';
import { generateCode } from './generator';
import { codePurposes, type CodePurpose } from './redeem';

/** A code as the employer panel lists it (and the admin route answers with). */
export interface OfferCodeItem {
  /** The code itself: react-admin needs an `id`. */
  readonly id: string;
  readonly code: string;
  readonly companyId: string | null;
  readonly purpose: CodePurpose;
  /** The plan the code pays for; null: any plan. */
  readonly planKey: string | null;
  readonly expiresAt: string | null;
  readonly usedAt: string | null;
  readonly usedByOffer: string | null;
  readonly createdAt: string;
}

interface CodeRow {
  code: string;
  company_id: string | null;
  purpose: CodePurpose;
  plan_key: string | null;
  expires_at: Date | null;
  used_at: Date | null;
  used_by_offer: string | null;
  created_at: Date;
}

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

const item = (row: CodeRow): OfferCodeItem => ({
  id: row.code,
  code: row.code,
  companyId: row.company_id,
  purpose: row.purpose,
  planKey: row.plan_key,
  expiresAt: iso(row.expires_at),
  usedAt: iso(row.used_at),
  usedByOffer: row.used_by_offer,
  createdAt: row.created_at.toISOString(),
});

const columns = 'code, company_id, purpose, plan_key, expires_at, used_at, used_by_offer, created_at';

const fieldError = (path: string, code: ErrorKey) =>
  new ValidationError([{ path, code, message: errorTexts[code].en }]);

/** How many codes one admin request may issue. */
export const maxCodesPerRequest = 1_000;

/** `POST /api/admin/codes`. */
export const issueCodesSchema = z.object({
  /** The company the codes belong to; null: anyone on the brand may use them (promotional codes). */
  companyId: z.string().trim().min(1).max(100).nullable(),
  purpose: z.enum(codePurposes),
  planKey: z.string().trim().min(1).max(60).nullish(),
  expiresAt: z.iso.datetime({ offset: true }).nullish(),
  count: z.number().int().min(1).max(maxCodesPerRequest),
});
export type IssueCodes = z.output<typeof issueCodesSchema>;

/**
 * Issues `count` new codes for one company of the brand (or for nobody). A plan must be one the brand
 * knows; an expiry must lie ahead. A generated code that happens to exist already is drawn again.
 */
export async function issueCodes(
  db: Queryable,
  tenant: TenantId,
  input: IssueCodes,
  now: Date,
): Promise<OfferCodeItem[]> {
  if (input.companyId !== null) {
    const company = await db.query('SELECT 1 FROM company WHERE id = $1 AND tenant = $2', [
      input.companyId,
      tenant,
    ]);
    if (company.rowCount === 0) throw fieldError('companyId', 'errors.invalidOption');
  }
  const planKey = input.planKey ?? null;
  if (planKey !== null && !findOfferPlan(tenant, planKey))
    throw fieldError('planKey', 'errors.invalidOption');
  const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
  if (expiresAt !== null && expiresAt <= now) throw fieldError('expiresAt', 'errors.invalidDatePast');

  const issued: OfferCodeItem[] = [];
  while (issued.length < input.count) {
    const codes = Array.from({ length: input.count - issued.length }, () => generateCode());
    const { rows } = await db.query<CodeRow>(
      `INSERT INTO offer_code (code, tenant, company_id, purpose, plan_key, expires_at, created_at)
       SELECT code, $2, $3, $4, $5, $6, $7 FROM unnest($1::text[]) AS code
       ON CONFLICT DO NOTHING
       RETURNING ${columns}`,
      [codes, tenant, input.companyId, input.purpose, planKey, expiresAt, now],
    );
    issued.push(...rows.map(item));
  }
  return issued;
}

export const codeSortFields = ['code', 'purpose', 'planKey', 'expiresAt', 'usedAt', 'createdAt'] as const;
export type CodeSortField = (typeof codeSortFields)[number];

const sortColumns: Record<CodeSortField, string> = {
  code: 'code',
  purpose: 'purpose',
  planKey: 'plan_key',
  expiresAt: 'expires_at',
  usedAt: 'used_at',
  createdAt: 'created_at',
};

export interface CodeListQuery {
  readonly sort: readonly [CodeSortField, 'ASC' | 'DESC'];
  readonly range: readonly [number, number];
  /** used: spent or not; usable: unused and not expired (at `now`). */
  readonly filter: {
    readonly q?: string | undefined;
    readonly used?: boolean | undefined;
    readonly usable?: boolean | undefined;
    readonly purpose?: CodePurpose | undefined;
  };
}

/** One page of a company's own codes (never another company's, nor the promotional ones) and the total. */
export async function companyCodes(
  db: Queryable,
  tenant: TenantId,
  companyId: string,
  query: CodeListQuery,
  now: Date,
): Promise<{ rows: OfferCodeItem[]; total: number }> {
  const [field, order] = query.sort;
  const [start, end] = query.range;
  const { filter } = query;
  const where = `tenant = $1 AND company_id = $2
      AND ($3::text IS NULL OR strpos(code, upper($3)) > 0)
      AND ($4::boolean IS NULL OR (used_at IS NOT NULL) = $4)
      AND ($5::boolean IS NULL OR (used_at IS NULL AND (expires_at IS NULL OR expires_at > $6)) = $5)
      AND ($7::text IS NULL OR purpose = $7)`;
  const params = [
    tenant,
    companyId,
    filter.q?.trim() || null,
    filter.used ?? null,
    filter.usable ?? null,
    now,
    filter.purpose ?? null,
  ];
  const [page, counted] = await Promise.all([
    db.query<CodeRow>(
      `SELECT ${columns} FROM offer_code WHERE ${where}
        ORDER BY ${sortColumns[field]} ${order === 'ASC' ? 'ASC' : 'DESC'} NULLS LAST, code
        LIMIT $8 OFFSET $9`,
      [...params, end - start + 1, start],
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM offer_code WHERE ${where}`, params),
  ]);
  return { rows: page.rows.map(item), total: counted.rows[0]?.total ?? 0 };
}

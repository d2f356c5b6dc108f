import { NotFoundError } from '@tablica/domain/errors';
import type { Queryable } from '@tablica/platform/postgres/pool';

/** The company as the console's company pages show it (`GET /v1/company`). */
export interface CompanyView {
  readonly id: string;
  readonly name: string;
  readonly slug: string;
  readonly size: string | null;
  readonly url: string | null;
  readonly logoUrl: string | null;
  readonly billingData: unknown;
  readonly clauses: unknown;
}

/** Where a stored logo is served (`GET /api/v1/company-logos/*key`); the key is unguessable. */
export const logoUrlOf = (logoKey: string | null): string | null =>
  logoKey ? `/api/v1/company-logos/${logoKey}` : null;

export const companyNotFound = () => new NotFoundError('not_found', 'There is no such company.');

interface CompanyRow {
  id: string;
  name: string;
  slug: string;
  size: string | null;
  url: string | null;
  logo_key: string | null;
  billing_data: unknown;
  clauses: unknown;
}

export async function readCompany(db: Queryable, companyId: string): Promise<CompanyView> {
  const { rows } = await db.query<CompanyRow>(
    `SELECT c.id, c.name, c.slug, p.size, p.url, p.logo_key, p.billing_data, p.clauses
       FROM company c LEFT JOIN company_profile p ON p.company_id = c.id
      WHERE c.id = $1`,
    [companyId],
  );
  const row = rows[0];
  if (!row) throw companyNotFound();
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    size: row.size,
    url: row.url,
    logoUrl: logoUrlOf(row.logo_key),
    billingData: row.billing_data ?? null,
    clauses: row.clauses ?? null,
  };
}

/**
 * Takes the company's row lock for the rest of the transaction: every change to who is in a company and
 * with which role runs under it, so two of them never both see "another owner is left".
 */
export async function lockCompany(db: Queryable, companyId: string): Promise<void> {
  const { rowCount } = await db.query('SELECT 1 FROM company WHERE id = $1 FOR UPDATE', [companyId]);
  if (rowCount === 0) throw companyNotFound();
}

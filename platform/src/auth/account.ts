import type { CompanyRole } from '@tablica/domain/accounts/roles';
import type { TenantId } from '@tablica/domain/tenants';
import type { Pool } from '../postgres/pool';
import type { Auth } from './better-auth';

export type AccountKind = 'employer' | 'candidate';

/** The company a signed-in employer acts for on this brand, with their role in it. */
export interface Membership {
  readonly companyId: string;
  readonly companyName: string;
  readonly companySlug: string;
  readonly role: CompanyRole;
}

/** Who is acting: the signed-in user as seen on the request's brand. */
export interface Account {
  readonly userId: string;
  readonly sessionId: string;
  readonly email: string;
  readonly name: string;
  readonly kind: AccountKind;
  /** The brand the account belongs to; on any other brand it has no rights. */
  readonly tenant: string;
  readonly locale: 'pl' | 'en';
  readonly phone: string | null;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly image: string | null;
  /** Null on another brand, for candidates, and for employers without a company here. */
  readonly membership: Membership | null;
  readonly platformAdmin: boolean;
}

export type AccountLoader = (headers: Headers, tenant: TenantId) => Promise<Account | null>;

/** Reads the session cookie with better-auth, then the membership and admin rights on `tenant`. */
export function accountLoader(auth: Auth, pool: Pool): AccountLoader {
  return async (headers, tenant) => {
    // No cookie, no session (better-auth reads it from there): an anonymous read skips the lookup.
    if (!headers.has('cookie')) return null;
    const found = await auth.api.getSession({ headers });
    if (!found) return null;
    const user = found.user as typeof found.user & Record<string, unknown>;
    const ownBrand = user.tenant === tenant;
    // One round trip for both: the company (if any) and the admin right on this brand.
    const rights = ownBrand
      ? await pool.query<{
          admin: boolean;
          role: CompanyRole | null;
          id: string | null;
          name: string | null;
          slug: string | null;
        }>(
          `SELECT EXISTS (SELECT 1 FROM platform_admin WHERE tenant = $2 AND user_id = $1) AS admin,
                  company.role, company.id, company.name, company.slug
             FROM (SELECT 1) AS one
             LEFT JOIN LATERAL (
               SELECT m.role, c.id, c.name, c.slug
                 FROM company_member m JOIN company c ON c.id = m."organizationId"
                WHERE m."userId" = $1 AND c.tenant = $2
                ORDER BY (c.id = $3) DESC, m."createdAt"
                LIMIT 1) AS company ON true`,
          [user.id, tenant, found.session.activeOrganizationId ?? ''],
        )
      : null;
    const row = rights?.rows[0];
    const company = row?.id && row.role ? { ...row, id: row.id, role: row.role } : null;
    const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
    return {
      userId: user.id,
      sessionId: found.session.id,
      email: user.email,
      name: user.name,
      kind: user.kind === 'candidate' ? 'candidate' : 'employer',
      tenant: String(user.tenant),
      locale: user.locale === 'en' ? 'en' : 'pl',
      phone: text(user.phone),
      firstName: text(user.firstName),
      lastName: text(user.lastName),
      image: text(user.image),
      membership: company
        ? {
            companyId: company.id,
            companyName: company.name ?? '',
            companySlug: company.slug ?? '',
            role: company.role,
          }
        : null,
      platformAdmin: row?.admin === true,
    };
  };
}

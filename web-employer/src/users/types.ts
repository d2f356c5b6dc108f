import type { CompanyRole } from '@tablica/domain/accounts/roles';

/** A row of `GET /api/v2/employer-panel/users`: a member, or someone invited who has not joined yet. */
export interface CompanyUser {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly role: CompanyRole;
  readonly status: 'invited' | 'active';
  readonly createdAt: string;
}

import { canAssignRole, companyRoles, type CompanyRole } from '@tablica/domain/accounts/roles';

export interface RoleChoice {
  readonly id: CompanyRole;
  readonly name: string;
  readonly disabled: boolean;
}

/** Roles to pick from, those `actor` may not hand out disabled (an admin makes no owners). */
export function roleChoices(actor: CompanyRole | undefined): RoleChoice[] {
  return companyRoles.map((role) => ({
    id: role,
    name: `resources.users.roles.${role}`,
    disabled: actor === undefined || !canAssignRole(actor, role),
  }));
}

/** The roles as list filters: every one of them. */
export const roleFilterChoices = companyRoles.map((role) => ({
  id: role,
  name: `resources.users.roles.${role}`,
}));

export const statusChoices = [
  { id: 'active', name: 'resources.users.statuses.active' },
  { id: 'invited', name: 'resources.users.statuses.invited' },
];

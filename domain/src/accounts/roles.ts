/** The roles a company user holds (spec §6: employers manage their company's users). */
export const companyRoles = ['owner', 'admin', 'recruiter'] as const;
export type CompanyRole = (typeof companyRoles)[number];

/** What a company user may be allowed to do in the employer panel. */
export const companyActions = [
  'company.read',
  /** Company data, billing data and clauses. */
  'company.edit',
  'users.read',
  /** Invite users, change their role, remove them. */
  'users.manage',
  'brandStory.edit',
  'offers.manage',
  'applications.manage',
] as const;
export type CompanyAction = (typeof companyActions)[number];

const recruiterActions: ReadonlySet<CompanyAction> = new Set([
  'company.read',
  'users.read',
  'offers.manage',
  'applications.manage',
]);

/**
 * Whether `role` may do `action`. Owners and admins may do everything; who may hand out which role
 * is `canAssignRole`'s rule.
 */
export function can(role: CompanyRole, action: CompanyAction): boolean {
  switch (role) {
    case 'owner':
    case 'admin':
      return true;
    case 'recruiter':
      return recruiterActions.has(action);
    default: {
      const unknownRole: never = role;
      throw new Error(`Unknown company role: ${String(unknownRole)}`);
    }
  }
}

/**
 * Whether `actor` may give a user the role `target`, or take it away: only an owner makes or unmakes
 * an owner, so an admin can never lock the owners out of their company.
 */
export function canAssignRole(actor: CompanyRole, target: CompanyRole): boolean {
  if (!can(actor, 'users.manage')) return false;
  return target !== 'owner' || actor === 'owner';
}

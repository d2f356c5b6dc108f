import { describe, expect, it } from 'vitest';
import {
  can,
  canAssignRole,
  companyActions,
  companyRoles,
  type CompanyAction,
  type CompanyRole,
} from './roles';

describe('what each company role may do (spec §6)', () => {
  const allowed: Record<CompanyRole, readonly CompanyAction[]> = {
    owner: companyActions,
    admin: companyActions,
    recruiter: ['company.read', 'users.read', 'offers.manage', 'applications.manage'],
  };

  const table = companyRoles.flatMap((role) =>
    companyActions.map((action) => [role, action, allowed[role].includes(action)] as const),
  );

  it.each(table)('%s → %s: %s', (role, action, expected) => {
    expect(can(role, action)).toBe(expected);
  });

  it('keeps recruiters away from company data, users, and the brand story', () => {
    expect(can('recruiter', 'company.edit')).toBe(false);
    expect(can('recruiter', 'users.manage')).toBe(false);
    expect(can('recruiter', 'brandStory.edit')).toBe(false);
  });
});

describe('who may give or take away which role', () => {
  it.each<[CompanyRole, CompanyRole, boolean]>([
    ['owner', 'owner', true],
    ['owner', 'admin', true],
    ['owner', 'recruiter', true],
    ['admin', 'owner', false],
    ['admin', 'admin', true],
    ['admin', 'recruiter', true],
    ['recruiter', 'owner', false],
    ['recruiter', 'admin', false],
    ['recruiter', 'recruiter', false],
  ])('%s assigning %s: %s', (actor, target, expected) => {
    expect(canAssignRole(actor, target)).toBe(expected);
  });

  it('lets only those who manage users assign any role', () => {
    for (const actor of companyRoles)
      for (const target of companyRoles)
        if (canAssignRole(actor, target)) expect(can(actor, 'users.manage')).toBe(true);
  });
});

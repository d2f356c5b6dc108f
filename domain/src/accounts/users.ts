import { z } from 'zod';
import { offerBounds } from '../offers/validation/bounds';
import { choice, optionalPhone } from '../offers/validation/fields';
import { accountEmail, locale, notEmptyChange, personName } from './fields';
import { companyRoles } from './roles';

/**
 * `POST /api/v1/users`: invites a user to the company. Without a locale the invitation is written in
 * the inviting user's language.
 */
export const companyUserInviteSchema = z.object({
  name: personName,
  email: accountEmail,
  role: choice(companyRoles).default('recruiter'),
  locale: locale.optional(),
});
export type CompanyUserInvite = z.output<typeof companyUserInviteSchema>;

/** `PATCH /api/v2/employer-panel/users/{id}`: renames a company user or changes their role. */
export const companyUserUpdateSchema = z
  .object({ name: personName.optional(), role: choice(companyRoles).optional() })
  .superRefine(notEmptyChange);
export type CompanyUserUpdate = z.output<typeof companyUserUpdateSchema>;

/**
 * `PATCH /api/v1/profiles/me`: the signed-in user's own data. A field left out stays as it is; a
 * phone sent empty or null is removed (null in the output).
 */
export const profileUpdateSchema = z.object({
  name: personName.optional(),
  phone: optionalPhone(offerBounds.phoneMin, offerBounds.phoneMax).optional(),
  locale: locale.optional(),
});
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

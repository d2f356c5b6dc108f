import { z } from 'zod';
import { requiredText } from '../offers/validation/fields';
import { accepted, accountEmail, locale, notEmptyChange } from './fields';
import { newPasswordFields, passwordsMatch } from './passwords';

export const candidateNameMax = 50;

/**
 * Letters of any alphabet (Polish diacritics included, combining marks too), with spaces, hyphens
 * and apostrophes between them: "Anna Maria", "Kowalska-Nowak", "O'Neill". At least one letter.
 */
export function isPersonName(value: string): boolean {
  return /^[\p{L}\p{M} '’-]*$/u.test(value) && /\p{L}/u.test(value);
}

/** A candidate's first or last name. */
export const candidateName = requiredText(1, candidateNameMax).superRefine((value, ctx) => {
  if (value.length > 0 && !isPersonName(value))
    ctx.addIssue({ code: 'custom', message: 'errors.invalidName' });
});

/** A candidate's sign-up (spec §5: the job-alert form may create the account too). */
export const candidateSignUpSchema = z
  .object({
    firstName: candidateName,
    lastName: candidateName,
    email: accountEmail,
    ...newPasswordFields,
    privacyPolicy: accepted('errors.privacyPolicyRequired'),
    locale: locale.optional(),
  })
  .refine(...passwordsMatch);
export type CandidateSignUp = z.output<typeof candidateSignUpSchema>;

/** The candidate's own name; what is left out stays as it is. */
export const candidateProfileUpdateSchema = z
  .object({ firstName: candidateName.optional(), lastName: candidateName.optional() })
  .superRefine(notEmptyChange);
export type CandidateProfileUpdate = z.output<typeof candidateProfileUpdateSchema>;

/** A CV as the candidate panel lists it (spec §3 `applicationDocs`). */
export interface ApplicationDoc {
  readonly id: string;
  readonly type: 'cv';
  readonly fileName: string;
  readonly size: number;
  readonly uploadedAt: string;
}

/**
 * The candidate profile, `GET /api/v2/candidate-panel/profile` (spec §3). Chats and matchmaking are
 * not built yet: they read as empty.
 */
export interface CandidateProfile {
  readonly id: string;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly email: string;
  readonly message: null;
  readonly avatarUrl: string | null;
  readonly applicationDocs: readonly ApplicationDoc[];
  readonly unreadMessages: { readonly chatsCount: number; readonly conversationRequestsCount: number };
  readonly matchmaking: { readonly mandatoryPreferencesFilledIn: boolean };
}

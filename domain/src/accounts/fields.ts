import { z } from 'zod';
import { offerBounds } from '../offers/validation/bounds';
import { choice, contactName, email, requiredText } from '../offers/validation/fields';

/** Field rules the account, company, user and candidate schemas share. */

export const locales = ['pl', 'en'] as const;
export type Locale = (typeof locales)[number];

export const locale = choice(locales);

/** The same rule as the offer form's company name, with the spec's own "too short/long" messages. */
export const companyName = requiredText(
  offerBounds.companyNameMin,
  offerBounds.companyNameMax,
  'errors.companyNameTooLong',
  'errors.companyNameTooShort',
);

/** A user's first and last name: the offer form's contact-name rule (two words). */
export const personNameMax = 100;
export const personName = contactName(offerBounds.contactNameMin, personNameMax);

/** An e-mail address that names an account: compared and stored in lower case. */
export const accountEmail = email(offerBounds.lineMax).transform((value) => value.toLowerCase());

/** An optional e-mail address: blank or absent becomes null. */
export const optionalAccountEmail = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  accountEmail.nullish().transform((value) => value ?? null),
);

/** A checkbox that must be ticked (terms, privacy policy). */
export const accepted = (message: 'errors.regulationsRequired' | 'errors.privacyPolicyRequired') =>
  z.literal(true, message);

/** An empty change is an error (reported on the whole body, path ''), not a silent no-op. */
export function notEmptyChange(changes: Record<string, unknown>, ctx: z.RefinementCtx) {
  if (Object.values(changes).every((value) => value === undefined))
    ctx.addIssue({ code: 'custom', path: [], message: 'errors.required' });
}

import { z } from 'zod';
import { ValidationError } from '../errors';
import { isEmail } from '../offers/validation/text';
import { errorTexts, parseOrThrow } from '../validation';

/** Spec §5 "Apply form": the message limit (a warning shows 100 characters before it). */
export const maxMessageLength = 1000;
const maxNameLength = 200;

const flag = z
  .union([z.boolean(), z.enum(['1', '0', 'true', 'false', 'on', ''])])
  .optional()
  .transform((value) => value === true || value === '1' || value === 'true' || value === 'on');

/** The text fields of `POST /v1/offers/{id}/applications` (multipart), as sent by the board. */
export const applicationFormSchema = z.object({
  name: z
    .string({ message: 'errors.required' })
    .trim()
    .min(1, 'errors.required')
    .max(maxNameLength, 'errors.tooLong'),
  email: z
    .string({ message: 'errors.required' })
    .trim()
    .min(1, 'errors.required')
    .max(254, 'errors.email')
    .refine(isEmail, 'errors.email'),
  message: z
    .string()
    .trim()
    .max(maxMessageLength, 'errors.tooLong')
    .optional()
    .transform((value) => value || null),
  source: z.enum(['1_click_apply', 'apply_form']).optional(),
  future_consent_accepted: flag,
  custom_consent_accepted: flag,
  candidate_id: z.string().trim().max(100).optional(),
  /** A saved CV of the signed-in candidate, sent instead of an attachment. */
  document_id: z.string().trim().max(100).optional(),
});
export type ApplicationForm = z.output<typeof applicationFormSchema>;

/** Parses the form; "message or attachment required" (spec §5) once the CV is known. */
export function parseApplicationForm(input: unknown, hasCv: boolean): ApplicationForm {
  const form = parseOrThrow(applicationFormSchema, input);
  if (!form.message && !hasCv)
    throw new ValidationError([
      {
        path: 'message',
        code: 'errors.messageOrAttachment',
        message: errorTexts['errors.messageOrAttachment'].en,
      },
    ]);
  return form;
}

/**
 * Spec §4 "Apply source": `1_click_apply` when a signed-in candidate with a saved CV and a name sends
 * the form without changing the attachment, the name or the e-mail; otherwise `apply_form`. The server
 * decides it from what it knows; the client's `source` is not trusted.
 */
export function applySource(input: {
  readonly profile: { readonly name: string | null; readonly email: string; readonly hasCv: boolean } | null;
  readonly name: string;
  readonly email: string;
  readonly usedSavedCv: boolean;
  readonly uploadedFile: boolean;
}): '1_click_apply' | 'apply_form' {
  const { profile } = input;
  const unchanged =
    profile !== null &&
    profile.hasCv &&
    profile.name !== null &&
    profile.name.trim() === input.name.trim() &&
    profile.email.toLowerCase() === input.email.toLowerCase() &&
    input.usedSavedCv &&
    !input.uploadedFile;
  return unchanged ? '1_click_apply' : 'apply_form';
}

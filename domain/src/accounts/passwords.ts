import { z } from 'zod';

/**
 * Length bounds of a new password. Strength is checked on the server (zxcvbn, `errors.weakPassword`):
 * it needs the user's other data and a dictionary the browser should not download.
 */
export const passwordBounds = { min: 10, max: 128 } as const;

/** A new password, taken as typed (spaces count: pass phrases are welcome). */
export const newPassword = z.string('errors.required').superRefine((value, ctx) => {
  if (value.length === 0) ctx.addIssue({ code: 'custom', message: 'errors.required' });
  else if (value.length < passwordBounds.min)
    ctx.addIssue({ code: 'custom', message: 'errors.passwordTooShort' });
  else if (value.length > passwordBounds.max) ctx.addIssue({ code: 'custom', message: 'errors.tooLong' });
});

/** The repeated password: only required here, `passwordsMatch` compares it. */
export const passwordConfirmation = z.string('errors.required').min(1, 'errors.required');

/**
 * Reports a confirmation that differs from the password on `password_confirmation`. A form that asks
 * for a new password twice adds it to its object schema.
 */
export function passwordsMatch(
  value: { password?: string | undefined; password_confirmation?: string | undefined },
  ctx: z.RefinementCtx,
) {
  const { password, password_confirmation: confirmation } = value;
  if (password === undefined) return;
  if (confirmation === undefined)
    ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: 'errors.required' });
  else if (confirmation.length > 0 && confirmation !== password)
    ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: 'errors.passwordMismatch' });
}

export const newPasswordFields = { password: newPassword, password_confirmation: passwordConfirmation };

export const newPasswordSchema = z.object(newPasswordFields).superRefine(passwordsMatch);
export type NewPassword = z.output<typeof newPasswordSchema>;

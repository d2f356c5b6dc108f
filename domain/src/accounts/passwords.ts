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

type PasswordPair = { password?: string | undefined; password_confirmation?: string | undefined };

const bothTyped = (value: unknown): value is { password: string; password_confirmation: string } => {
  const pair = value as PasswordPair | null;
  return typeof pair?.password === 'string' && typeof pair.password_confirmation === 'string';
};

/**
 * The refinement every form that asks for a new password twice adds to its object schema: a
 * confirmation that differs is reported on `password_confirmation`. It runs even while other fields
 * are still wrong (zod skips object refinements then unless told `when`), so the form shows every
 * problem at once.
 */
export const passwordsMatch: [
  (value: PasswordPair) => boolean,
  { path: PropertyKey[]; message: string; when: (payload: { value: unknown }) => boolean },
] = [
  (value) => value.password === undefined || value.password === value.password_confirmation,
  {
    path: ['password_confirmation'],
    message: 'errors.passwordMismatch',
    when: (payload) => bothTyped(payload.value) && payload.value.password_confirmation.length > 0,
  },
];

export const newPasswordFields = { password: newPassword, password_confirmation: passwordConfirmation };

export const newPasswordSchema = z.object(newPasswordFields).refine(...passwordsMatch);
export type NewPassword = z.output<typeof newPasswordSchema>;

import { z } from 'zod';
import { offerBounds } from '../offers/validation/bounds';
import { optionalPhone } from '../offers/validation/fields';
import { accepted, accountEmail, companyName, locale, personName } from './fields';
import { newPassword, newPasswordFields, passwordBounds, passwordsMatch } from './passwords';

/** Employer sign-up, `POST /api/v1/users/sign_up` (spec §3 "User sign-up"). */
export const signUpSchema = z.object({
  company: z.object(
    {
      name: companyName,
      accepted_regulations: accepted('errors.regulationsRequired'),
      subscribe_to_newsletter: z.boolean('errors.invalidValue').default(false),
    },
    'errors.required',
  ),
  user: z
    .object(
      {
        name: personName,
        phone: optionalPhone(offerBounds.phoneMin, offerBounds.phoneMax),
        email: accountEmail,
        ...newPasswordFields,
      },
      'errors.required',
    )
    .refine(...passwordsMatch),
  locale: locale.default('pl'),
});
export type SignUp = z.output<typeof signUpSchema>;

const token = z.string('errors.required').trim().min(1, 'errors.required');

/** A field a client may send as null or leave out alike. */
const absentAsUndefined = <Schema extends z.ZodType>(schema: Schema) =>
  schema.nullish().transform((value) => value ?? undefined);

/**
 * `PATCH /api/v1/users/confirm`: confirms an e-mail address. An invited user sets a password at the
 * same time; when one is given it follows the new-password rules.
 */
export const confirmSchema = z
  .object({
    confirmation_token: token,
    password: absentAsUndefined(newPassword),
    password_confirmation: absentAsUndefined(z.string('errors.required')),
  })
  .refine(...passwordsMatch)
  .refine((value) => value.password === undefined || value.password_confirmation !== undefined, {
    path: ['password_confirmation'],
    message: 'errors.required',
  });
export type Confirm = z.output<typeof confirmSchema>;

/** `PATCH /api/v1/users/regenerate_confirmation_token`: sends the confirmation e-mail again. */
export const regenerateConfirmationSchema = z.object({
  email: accountEmail,
  confirmation_token: absentAsUndefined(z.string('errors.invalidValue')),
  set_password: absentAsUndefined(z.boolean('errors.invalidValue')),
});
export type RegenerateConfirmation = z.output<typeof regenerateConfirmationSchema>;

/** `POST /api/v1/users/password`: asks for a password-reset link. */
export const passwordResetRequestSchema = z.object({ email: accountEmail });
export type PasswordResetRequest = z.output<typeof passwordResetRequestSchema>;

/** `PATCH /api/v1/users/password`: sets a new password with the link's token. */
export const passwordResetSchema = z
  .object({ reset_password_token: token, ...newPasswordFields })
  .refine(...passwordsMatch);
export type PasswordReset = z.output<typeof passwordResetSchema>;

/**
 * Sign-in, `POST /api/v1/oauth/token` (the OAuth password grant). Clients send the address as
 * `username`, the grant's name for it, or as `email`. The password is only bounded, not judged: an
 * account made under older rules must still be able to sign in.
 */
export const signInSchema = z.preprocess(
  (value) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
    const body = value as Record<string, unknown>;
    return body.username === undefined && body.email !== undefined ? { ...body, username: body.email } : body;
  },
  z.object({
    grant_type: z.literal('password', 'errors.invalidOption').default('password'),
    username: accountEmail,
    password: z.string('errors.required').min(1, 'errors.required').max(passwordBounds.max, 'errors.tooLong'),
  }),
);
export type SignIn = z.output<typeof signInSchema>;

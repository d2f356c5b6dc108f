import KeyIcon from '@mui/icons-material/Key';
import { newPasswordSchema, type NewPassword } from '@tablica/domain/accounts/passwords';
import { Form, PasswordInput } from 'react-admin';
import { formErrorsOf, isApiFailure } from '../api';
import { schemaResolver } from '../forms/schemaResolver';
import { SubmitButton } from '../forms/SubmitButton';
import type { FieldValues } from 'react-hook-form';

const resolver = schemaResolver(newPasswordSchema);

/**
 * Form errors for a refused new password: the API's field issues on the two inputs (a weak password,
 * one too short, a mismatch), anything else in the form's notification.
 */
export function newPasswordErrors(error: unknown): Record<string, string> {
  if (isApiFailure(error) && error.status === 400) {
    const errors = formErrorsOf(error.body, (path) =>
      path === 'password_confirmation' ? 'password_confirmation' : 'password',
    );
    if (Object.keys(errors).length > 0) return errors;
  }
  return { 'root.serverError': isApiFailure(error) ? error.message : 'errors.sthWentWrong' };
}

/** A new password, typed twice. `save` answers form errors, or nothing when the password was taken. */
export const NewPasswordForm = ({
  save,
  submitLabel,
  passwordLabel = 'accounts.fields.newPassword',
}: {
  save: (values: NewPassword) => Promise<Record<string, string> | undefined>;
  submitLabel: string;
  passwordLabel?: string;
}) => (
  <Form
    noValidate
    onSubmit={(values: FieldValues) => save(values as NewPassword)}
    resolver={resolver}
    defaultValues={{ password: '', password_confirmation: '' }}
  >
    <PasswordInput
      source="password"
      label={passwordLabel}
      autoComplete="new-password"
      helperText="accounts.helpers.password"
      autoFocus
    />
    <PasswordInput
      source="password_confirmation"
      label="accounts.fields.passwordConfirmation"
      autoComplete="new-password"
    />
    <SubmitButton label={submitLabel} icon={<KeyIcon />} />
  </Form>
);

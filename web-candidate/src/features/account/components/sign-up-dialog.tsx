import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useEffect, useState, type FormEvent } from 'react';
import { toFieldIssues } from '@tablica/domain/validation';
import type { MessageId } from '../../../lib/i18n/en';
import type { Locale } from '../../../lib/i18n/locale';
import { useTranslate } from '../../../lib/i18n/use-translate';
import { AccountApiError, signUp } from '../api/account-api';
import { errorText } from '../../../lib/i18n/error-text';
import { MailSent } from './mail-sent';

export const privacyPolicyHref = '/terms-and-privacy-policies/privacy-policy';

const textFields = [
  { name: 'firstName', label: 'account.field.firstName', autoComplete: 'given-name', type: 'text' },
  { name: 'lastName', label: 'account.field.lastName', autoComplete: 'family-name', type: 'text' },
  { name: 'email', label: 'account.field.email', autoComplete: 'email', type: 'email' },
  { name: 'password', label: 'account.field.newPassword', autoComplete: 'new-password', type: 'password' },
  {
    name: 'password_confirmation',
    label: 'account.field.passwordConfirmation',
    autoComplete: 'new-password',
    type: 'password',
  },
] as const satisfies readonly { name: string; label: MessageId; autoComplete: string; type: string }[];

type TextFieldName = (typeof textFields)[number]['name'];
type Values = Record<TextFieldName, string> & { privacyPolicy: boolean };
type Errors = Partial<Record<TextFieldName | 'privacyPolicy', string>>;

const empty: Values = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  password_confirmation: '',
  privacyPolicy: false,
};

interface SignUpDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly locale: Locale;
}

/**
 * Creating a candidate account (`POST /api/v1/candidates/sign_up`): checked with the same schema the
 * API uses, then "check your e-mail". The answer never tells whether the address already had one.
 */
export function SignUpDialog({ open, onClose, locale }: SignUpDialogProps) {
  const t = useTranslate();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  // Bumped by a refused submit: once the errors are on screen, the first field named gets the focus.
  const [refusals, setRefusals] = useState(0);

  useEffect(() => {
    if (refusals > 0) document.querySelector<HTMLElement>('#sign-up-form [aria-invalid="true"]')?.focus();
  }, [refusals]);

  const issuesToErrors = (issues: readonly { path: string; code: string }[]): Errors =>
    Object.fromEntries(issues.map((issue) => [issue.path, errorText(issue.code, locale)]));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailed(false);
    // zod comes with the first submit, not with every page of the board.
    const { candidateSignUpSchema } = await import('@tablica/domain/accounts/candidates');
    const checked = candidateSignUpSchema.safeParse(values);
    if (!checked.success) {
      setErrors(issuesToErrors(toFieldIssues(checked.error, values)));
      setRefusals((n) => n + 1);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await signUp(checked.data, locale);
      setSentTo(checked.data.email);
    } catch (error) {
      if (error instanceof AccountApiError && error.issues.length > 0) {
        setErrors(issuesToErrors(error.issues));
        setRefusals((n) => n + 1);
      } else setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const close = () => {
    onClose();
    setValues(empty);
    setErrors({});
    setSentTo(null);
    setFailed(false);
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby="sign-up-title"
    >
      {sentTo ? (
        <MailSent
          titleId="sign-up-title"
          title={t('account.signUp.sentTitle')}
          body={t('account.signUp.sentBody', { email: sentTo })}
          onDone={close}
        />
      ) : (
        <Box component="form" noValidate onSubmit={submit} id="sign-up-form">
          <DialogTitle id="sign-up-title">{t('account.signUp.title')}</DialogTitle>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
              <Typography color="text.secondary">{t('account.signUp.intro')}</Typography>
              {failed && (
                <Alert severity="error" role="alert">
                  {t('account.error.generic')}
                </Alert>
              )}
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                {textFields.map((field) => (
                  <TextField
                    key={field.name}
                    id={`sign-up-${field.name}`}
                    name={field.name}
                    type={field.type}
                    label={t(field.label)}
                    autoComplete={field.autoComplete}
                    value={values[field.name]}
                    onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
                    error={errors[field.name] !== undefined}
                    helperText={
                      errors[field.name] ??
                      (field.name === 'password' ? t('account.signUp.passwordHint') : undefined)
                    }
                    required
                    fullWidth
                    sx={field.name === 'email' ? { gridColumn: { sm: '1 / -1' } } : {}}
                  />
                ))}
              </Box>
              <div>
                <FormControlLabel
                  control={
                    <Checkbox
                      id="sign-up-privacyPolicy"
                      name="privacyPolicy"
                      checked={values.privacyPolicy}
                      onChange={(event) => setValues({ ...values, privacyPolicy: event.target.checked })}
                      slotProps={{
                        input: {
                          'aria-invalid': errors.privacyPolicy !== undefined,
                          'aria-describedby': errors.privacyPolicy ? 'sign-up-privacy-error' : undefined,
                        },
                      }}
                    />
                  }
                  label={
                    <>
                      {t('account.signUp.privacyPolicy')}{' '}
                      <Link href={privacyPolicyHref} target="_blank" rel="noopener">
                        {t('account.signUp.privacyPolicyLink')}
                      </Link>
                    </>
                  }
                />
                {errors.privacyPolicy && (
                  <FormHelperText id="sign-up-privacy-error" error>
                    {errors.privacyPolicy}
                  </FormHelperText>
                )}
              </div>
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 3, gap: 1 }}>
            <Button onClick={close}>{t('account.cancel')}</Button>
            <Button type="submit" variant="contained" loading={busy}>
              {t('account.signUp.submit')}
            </Button>
          </DialogActions>
        </Box>
      )}
    </Dialog>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { toFieldIssues } from '@tablica/domain/validation';
import type { Locale } from '../../../lib/i18n/locale';
import { useTranslate } from '../../../lib/i18n/use-translate';
import { AccountApiError, updateNames, type CandidateProfile } from '../api/account-api';
import { errorText } from '../../../lib/i18n/error-text';

type Names = { firstName: string; lastName: string };

interface NamesFormProps {
  readonly profile: CandidateProfile;
  readonly locale: Locale;
  readonly onSaved: (profile: CandidateProfile) => void;
}

/** First and last name (`PATCH /api/v2/candidate-panel/profile`). */
export function NamesForm({ profile, locale, onSaved }: NamesFormProps) {
  const t = useTranslate();
  const [names, setNames] = useState<Names>({
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<keyof Names, string>>>({});
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const unchanged =
    names.firstName === (profile.firstName ?? '') && names.lastName === (profile.lastName ?? '');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // zod comes with the first submit, not with every page of the board.
    const { candidateProfileUpdateSchema } = await import('@tablica/domain/accounts/candidates');
    const checked = candidateProfileUpdateSchema.safeParse(names);
    const toErrors = (issues: readonly { path: string; code: string }[]) =>
      Object.fromEntries(issues.map((issue) => [issue.path, errorText(issue.code, locale)]));
    if (!checked.success) {
      setErrors(toErrors(toFieldIssues(checked.error, names)));
      return;
    }
    setErrors({});
    setStatus('saving');
    try {
      onSaved(await updateNames(names, locale));
      setStatus('saved');
    } catch (error) {
      if (error instanceof AccountApiError && error.issues.length > 0) {
        setErrors(toErrors(error.issues));
        setStatus('idle');
      } else setStatus('failed');
    }
  };

  const field = (name: keyof Names, label: string, autoComplete: string) => (
    <TextField
      id={`profile-${name}`}
      label={label}
      autoComplete={autoComplete}
      value={names[name]}
      onChange={(event) => {
        setNames({ ...names, [name]: event.target.value });
        setStatus('idle');
      }}
      error={errors[name] !== undefined}
      helperText={errors[name]}
      required
      fullWidth
    />
  );

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('account.profile.namesLabel')}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {field('firstName', t('account.field.firstName'), 'given-name')}
        {field('lastName', t('account.field.lastName'), 'family-name')}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 2, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" loading={status === 'saving'} disabled={unchanged}>
          {t('account.profile.save')}
        </Button>
        <Box role="status" sx={{ flex: 1, minWidth: 200 }}>
          {status === 'saved' && (
            <Alert severity="success" sx={{ py: 0 }}>
              {t('account.profile.saved')}
            </Alert>
          )}
          {status === 'failed' && (
            <Alert severity="error" sx={{ py: 0 }}>
              {t('account.error.generic')}
            </Alert>
          )}
        </Box>
      </Box>
    </Box>
  );
}

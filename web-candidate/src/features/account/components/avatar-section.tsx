import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Locale } from '../../../lib/i18n/locale';
import { useTranslate } from '../../../lib/i18n/use-translate';
import { AccountApiError, removeAvatar, uploadAvatar, type CandidateProfile } from '../api/account-api';
import { errorText } from '../../../lib/i18n/error-text';
import { FilePicker } from './file-picker';
import { uploadProblem, uploadRules } from '../../../lib/upload-rules';

interface AvatarSectionProps {
  readonly profile: CandidateProfile;
  readonly locale: Locale;
  readonly onChanged: (profile: CandidateProfile) => void;
}

/** The profile picture: upload or replace (JPEG or PNG, 5 MB), remove. */
export function AvatarSection({ profile, locale, onChanged }: AvatarSectionProps) {
  const t = useTranslate();
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The picture's URL never changes; a new version number makes the browser fetch the new one.
  const [version, setVersion] = useState(0);
  const initials = `${profile.firstName?.charAt(0) ?? ''}${profile.lastName?.charAt(0) ?? ''}`.toUpperCase();

  const upload = async (file: File) => {
    const problem = uploadProblem(file, 'avatar');
    if (problem) {
      setError(errorText(problem, locale) ?? null);
      return;
    }
    setBusy('upload');
    setError(null);
    try {
      onChanged(await uploadAvatar(file, locale));
      setVersion((n) => n + 1);
    } catch (refusal) {
      setError(
        errorText(refusal instanceof AccountApiError ? refusal.issueAt('avatar') : undefined, locale) ??
          t('account.error.generic'),
      );
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    setBusy('remove');
    setError(null);
    try {
      await removeAvatar(locale);
      onChanged({ ...profile, avatarUrl: null });
    } catch {
      setError(t('account.error.generic'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Box sx={{ display: 'flex', gap: 2.5, alignItems: 'center', flexWrap: 'wrap' }}>
      <Avatar
        src={profile.avatarUrl ? `${profile.avatarUrl}?v=${version}` : undefined}
        alt={profile.avatarUrl ? t('account.avatar.alt') : ''}
        sx={{ width: 88, height: 88, fontSize: '2rem', bgcolor: 'primary.light', color: 'primary.main' }}
      >
        {initials || undefined}
      </Avatar>
      <Box sx={{ flex: 1, minWidth: 220 }}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <FilePicker
            accept={uploadRules.avatar.accept}
            onPick={upload}
            variant="outlined"
            loading={busy === 'upload'}
            disabled={busy !== null}
          >
            {t(profile.avatarUrl ? 'account.avatar.replace' : 'account.avatar.upload')}
          </FilePicker>
          {profile.avatarUrl && (
            <Button color="error" onClick={remove} loading={busy === 'remove'} disabled={busy !== null}>
              {t('account.avatar.remove')}
            </Button>
          )}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('account.avatar.hint')}
        </Typography>
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 1 }}>
            {error}
          </Alert>
        )}
      </Box>
    </Box>
  );
}

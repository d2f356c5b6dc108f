import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import type { Locale } from '../../../lib/i18n/locale';
import { useTranslate } from '../../../lib/i18n/use-translate';
import { signOut, type CandidateProfile } from '../api/account-api';
import { useCandidateSession } from '../hooks/use-candidate-session';
import { AvatarSection } from './avatar-section';
import { CvList } from './cv-list';
import { NamesForm } from './names-form';
import { SignInForm } from './sign-in-form';
import { SignUpDialog } from './sign-up-dialog';

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={id}
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
    >
      <Typography id={id} variant="h2" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

interface ProfilePageProps {
  readonly locale: Locale;
  readonly employerHref: string;
}

/**
 * `/profile`: the signed-in candidate's name, picture and CVs; a sign-in form (with the way to
 * create an account) for everybody else.
 */
export function ProfilePage({ locale, employerHref }: ProfilePageProps) {
  const t = useTranslate();
  const { session, reload, showProfile, signedOut } = useCandidateSession();
  const [signingUp, setSigningUp] = useState(false);

  switch (session.status) {
    case 'unknown':
      return (
        <Stack spacing={2} aria-busy="true" aria-label={t('account.profile.loading')}>
          <Skeleton variant="text" width="40%" height={40} />
          <Skeleton variant="rounded" height={160} />
          <Skeleton variant="rounded" height={220} />
        </Stack>
      );
    case 'failed':
      return (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={() => void reload()}>
              {t('account.retry')}
            </Button>
          }
        >
          {t('account.profile.loadFailed')}
        </Alert>
      );
    case 'anonymous':
      return (
        <Paper variant="outlined" sx={{ maxWidth: 480, mx: 'auto', p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}>
          <SignInForm
            locale={locale}
            onSignedIn={showProfile}
            onCreateAccount={() => setSigningUp(true)}
            employerHref={employerHref}
          />
          <SignUpDialog open={signingUp} onClose={() => setSigningUp(false)} locale={locale} />
        </Paper>
      );
    case 'signed-in':
      return (
        <SignedInProfile
          profile={session.profile}
          locale={locale}
          onChanged={showProfile}
          onSignedOut={signedOut}
        />
      );
    default: {
      const unknownSession: never = session;
      return unknownSession;
    }
  }
}

interface SignedInProfileProps {
  readonly profile: CandidateProfile;
  readonly locale: Locale;
  readonly onChanged: (profile: CandidateProfile) => void;
  readonly onSignedOut: () => void;
}

function SignedInProfile({ profile, locale, onChanged, onSignedOut }: SignedInProfileProps) {
  const t = useTranslate();
  const [signingOut, setSigningOut] = useState(false);
  const [signOutFailed, setSignOutFailed] = useState(false);

  const leave = async () => {
    setSigningOut(true);
    setSignOutFailed(false);
    try {
      await signOut(locale);
      onSignedOut();
    } catch {
      setSignOutFailed(true);
      setSigningOut(false);
    }
  };

  return (
    <Stack spacing={3}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Typography variant="h1">{t('account.profile.title')}</Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {profile.email}
          </Typography>
        </Box>
        <Button variant="outlined" startIcon={<LogoutOutlined />} onClick={leave} loading={signingOut}>
          {t('account.profile.signOut')}
        </Button>
      </Box>
      {signOutFailed && (
        <Alert severity="error" role="alert">
          {t('account.error.generic')}
        </Alert>
      )}
      <Section title={t('account.profile.personal')} id="profile-personal">
        <Stack spacing={3}>
          <AvatarSection profile={profile} locale={locale} onChanged={onChanged} />
          <NamesForm profile={profile} locale={locale} onSaved={onChanged} />
        </Stack>
      </Section>
      <Section title={t('account.cv.title')} id="profile-cvs">
        <CvList
          documents={profile.applicationDocs}
          locale={locale}
          onChanged={(applicationDocs) => onChanged({ ...profile, applicationDocs })}
        />
      </Section>
    </Stack>
  );
}

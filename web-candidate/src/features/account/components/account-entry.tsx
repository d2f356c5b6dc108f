import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { visuallyHiddenSx } from '../../../components/visually-hidden';
import { useTranslate } from '../../../lib/i18n/use-translate';
import { useCandidateSession } from '../hooks/use-candidate-session';

export const profileHref = '/profile';

/** The header's way into the candidate account: "Sign in", or the signed-in candidate's profile. */
export function AccountEntry() {
  const t = useTranslate();
  const { session } = useCandidateSession();
  const profile = session.status === 'signed-in' ? session.profile : null;
  const label = profile ? t('account.header.profile') : t('account.header.signIn');
  return (
    <Button
      href={profileHref}
      variant={profile ? 'text' : 'contained'}
      size="small"
      aria-label={
        profile ? t('account.header.profileOf', { name: profile.firstName ?? profile.email }) : undefined
      }
      sx={{ whiteSpace: 'nowrap', minWidth: 0, px: { xs: 1, sm: 2 }, py: 0.75, gap: 1 }}
    >
      {profile ? (
        <Avatar
          src={profile.avatarUrl ?? undefined}
          alt=""
          sx={{
            width: 26,
            height: 26,
            fontSize: '0.8125rem',
            bgcolor: 'primary.light',
            color: 'primary.main',
          }}
        >
          {(profile.firstName ?? profile.email).charAt(0).toUpperCase()}
        </Avatar>
      ) : (
        <AccountCircleOutlined aria-hidden sx={{ fontSize: 20, display: { sm: 'none' } }} />
      )}
      <Box component="span" sx={(theme) => ({ [theme.breakpoints.down('sm')]: visuallyHiddenSx })}>
        {label}
      </Box>
    </Button>
  );
}

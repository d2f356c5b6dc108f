import { Typography, type Theme } from '@mui/material';
import { AppBar as RaAppBar, TitlePortal, useTranslate } from 'react-admin';
import { UserMenu } from './UserMenu';

/** On phones the language menu shows only its icon, leaving the page title room. */
const compactLanguageMenu = (theme: Theme) => ({
  '& button[aria-controls="simple-menu"]': {
    [theme.breakpoints.down('sm')]: { fontSize: 0, minWidth: 0 },
  },
});

/**
 * react-admin's app bar (page title, language menu, refresh, the user's menu) with the console's name
 * on wide screens.
 */
export const AppBar = () => {
  const translate = useTranslate();
  return (
    <RaAppBar sx={compactLanguageMenu} userMenu={<UserMenu />}>
      <TitlePortal />
      <Typography
        variant="subtitle2"
        component="span"
        sx={{ display: { xs: 'none', md: 'block' }, opacity: 0.85, mx: 2, whiteSpace: 'nowrap' }}
      >
        {translate('app.title')}
      </Typography>
    </RaAppBar>
  );
};

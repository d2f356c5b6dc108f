import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { Link, Logout, UserMenu as RaUserMenu, useTranslate, useUserMenu } from 'react-admin';

const ProfileMenuItem = () => {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem component={Link} to="/profile" onClick={userMenu?.onClose}>
      <ListItemIcon>
        <AccountCircleIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('menu.profile')}</ListItemText>
    </MenuItem>
  );
};

/** The signed-in user's name in the app bar, with their profile and sign-out. */
export const UserMenu = () => (
  <RaUserMenu>
    <ProfileMenuItem />
    <Logout />
  </RaUserMenu>
);

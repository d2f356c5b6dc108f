import { useMediaQuery, type Theme } from '@mui/material';
import {
  CreateButton,
  Datagrid,
  DateField,
  DeleteButton,
  EditButton,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
  TopToolbar,
  useGetIdentity,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { dateFormat } from '../i18n/i18nProvider';
import { useIntlLocale } from '../i18n/useIntlLocale';
import { roleFilterChoices, statusChoices } from './choices';
import { UserNameField } from './UserNameField';
import { UserRoleField } from './UserRoleField';
import { UserStatusField } from './UserStatusField';
import type { CompanyUser } from './types';

// The buttons hide themselves for roles that may not invite (authProvider.canAccess).
const UserListActions = () => (
  <TopToolbar sx={{ minHeight: { xs: 0, sm: 64 } }}>
    <CreateButton label="resources.users.actions.invite" />
  </TopToolbar>
);

/** Removing yourself is left out: the last owner could lock the company out, and nobody means to. */
const RemoveUserButton = () => {
  const user = useRecordContext<CompanyUser>();
  const { identity } = useGetIdentity();
  if (!user || identity?.id === user.id) return null;
  return <DeleteButton mutationMode="pessimistic" />;
};

export const UserList = () => {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('resources.users.helpers.search')} />,
    <SelectInput key="role" source="role" choices={roleFilterChoices} />,
    <SelectInput key="status" source="status" choices={statusChoices} />,
  ];

  return (
    <List<CompanyUser>
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      filters={filters}
      actions={<UserListActions />}
      exporter={false}
    >
      {isSmall ? (
        <SimpleList<CompanyUser>
          primaryText={(user) => user.name || user.email}
          secondaryText={(user) => user.email}
          tertiaryText={(user) =>
            `${translate(`resources.users.roles.${user.role}`)} · ${translate(`resources.users.statuses.${user.status}`)}`
          }
          rowClick="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <UserNameField source="name" />
          <TextField source="email" />
          <UserRoleField source="role" />
          <UserStatusField source="status" />
          <DateField source="createdAt" locales={locale} options={dateFormat} />
          <EditButton />
          <RemoveUserButton />
        </Datagrid>
      )}
    </List>
  );
};

import { companyUserUpdateSchema } from '@tablica/domain/accounts/users';
import type { CompanyRole } from '@tablica/domain/accounts/roles';
import {
  DeleteButton,
  Edit,
  Labeled,
  RadioButtonGroupInput,
  SaveButton,
  SimpleForm,
  TextField,
  TextInput,
  Toolbar,
  useGetIdentity,
  usePermissions,
  useRecordContext,
} from 'react-admin';
import { schemaResolver } from '../forms/schemaResolver';
import { roleChoices } from './choices';
import { RoleOption } from './RoleOption';
import { UserStatusField } from './UserStatusField';
import type { CompanyUser } from './types';

const resolver = schemaResolver(companyUserUpdateSchema);

const UserEditToolbar = () => {
  const user = useRecordContext<CompanyUser>();
  const { identity } = useGetIdentity();
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {user && identity?.id !== user.id ? <DeleteButton mutationMode="pessimistic" /> : null}
    </Toolbar>
  );
};

/** A user's name and role; an invitation not yet accepted can be changed the same way. */
export const UserEdit = () => {
  const { permissions } = usePermissions<CompanyRole>();
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm noValidate resolver={resolver} toolbar={<UserEditToolbar />} sx={{ maxWidth: 640 }}>
        <Labeled>
          <TextField source="email" />
        </Labeled>
        <Labeled>
          <UserStatusField source="status" />
        </Labeled>
        <TextInput source="name" autoComplete="off" />
        <RadioButtonGroupInput
          source="role"
          choices={roleChoices(permissions)}
          optionText={<RoleOption />}
          row={false}
        />
      </SimpleForm>
    </Edit>
  );
};

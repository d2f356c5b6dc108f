import SendIcon from '@mui/icons-material/Send';
import { companyUserInviteSchema } from '@tablica/domain/accounts/users';
import {
  Create,
  RadioButtonGroupInput,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  usePermissions,
} from 'react-admin';
import type { CompanyRole } from '@tablica/domain/accounts/roles';
import { schemaResolver } from '../forms/schemaResolver';
import { roleChoices } from './choices';
import { RoleOption } from './RoleOption';

const resolver = schemaResolver(companyUserInviteSchema);

const InviteToolbar = () => (
  <Toolbar>
    <SaveButton label="resources.users.actions.sendInvitation" icon={<SendIcon />} />
  </Toolbar>
);

/** Invites a colleague (`POST /api/v1/users`): they get a mail with a link to set their password. */
export const UserCreate = () => {
  const { permissions } = usePermissions<CompanyRole>();
  return (
    <Create redirect="list">
      <SimpleForm
        noValidate
        resolver={resolver}
        defaultValues={{ name: '', email: '', role: 'recruiter' }}
        toolbar={<InviteToolbar />}
        sx={{ maxWidth: 640 }}
      >
        <TextInput source="name" autoComplete="off" />
        <TextInput
          source="email"
          type="email"
          autoComplete="off"
          helperText="resources.users.helpers.invitation"
        />
        <RadioButtonGroupInput
          source="role"
          choices={roleChoices(permissions)}
          optionText={<RoleOption />}
          row={false}
        />
      </SimpleForm>
    </Create>
  );
};

import { Box, Card, Chip, Typography } from '@mui/material';
import { profileUpdateSchema } from '@tablica/domain/accounts/users';
import {
  Loading,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Title,
  Toolbar,
  useGetIdentity,
  useGetOne,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { schemaResolver } from '../forms/schemaResolver';
import { useSaveRecord } from '../forms/useSaveRecord';
import { LoadFailed } from '../layout/LoadFailed';
import { profileRecordId, type ProfileRecord } from './profileApi';
import type { FieldValues } from 'react-hook-form';

const resolver = schemaResolver(profileUpdateSchema);

const localeChoices = [
  { id: 'pl', name: 'profile.locales.pl' },
  { id: 'en', name: 'profile.locales.en' },
];

/** The signed-in user's own data: name, phone and the language of the console and of e-mails. */
export const ProfilePage = () => {
  const translate = useTranslate();
  const [, setLocale] = useLocaleState();
  const { refetch: refetchIdentity } = useGetIdentity();
  const {
    data: profile,
    isPending,
    error,
    refetch,
  } = useGetOne<ProfileRecord>('profile', {
    id: profileRecordId,
  });
  const { save, version } = useSaveRecord('profile', profile, {
    saved: 'profile.saved',
    onSaved: (stored) => {
      setLocale(stored.locale);
      void refetchIdentity();
    },
  });

  return (
    <Box sx={{ maxWidth: 720, mt: { xs: 1, sm: 2 } }}>
      <Title title="profile.title" />
      {isPending ? <Loading /> : null}
      {error ? <LoadFailed error={error} retry={() => void refetch()} /> : null}
      {profile ? (
        <Card>
          <Box sx={{ px: 2, pt: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <Typography variant="h6" component="h1">
              {profile.company.name}
            </Typography>
            <Chip
              size="small"
              color="primary"
              label={`${translate('profile.fields.role')}: ${translate(`resources.users.roles.${profile.role}`)}`}
            />
          </Box>
          <SimpleForm
            key={version}
            noValidate
            record={profile}
            onSubmit={(values: FieldValues) => save(values as Partial<ProfileRecord>)}
            resolver={resolver}
            toolbar={
              <Toolbar>
                <SaveButton />
              </Toolbar>
            }
          >
            <TextInput
              source="email"
              label="profile.fields.email"
              readOnly
              helperText="profile.helpers.email"
            />
            <TextInput source="name" label="profile.fields.name" autoComplete="name" />
            <TextInput
              source="phone"
              type="tel"
              label="profile.fields.phone"
              autoComplete="tel"
              helperText="accounts.helpers.optional"
            />
            <SelectInput
              source="locale"
              label="profile.fields.locale"
              choices={localeChoices}
              helperText="profile.helpers.locale"
            />
          </SimpleForm>
        </Card>
      ) : null}
    </Box>
  );
};

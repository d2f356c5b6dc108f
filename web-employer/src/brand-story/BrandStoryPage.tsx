import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Alert, Box, Button, Card, Typography } from '@mui/material';
import { brandStorySchema } from '@tablica/domain/accounts/brand-story';
import { useState } from 'react';
import {
  AutocompleteArrayInput,
  Loading,
  RadioButtonGroupInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Title,
  Toolbar,
  useCanAccess,
  useGetIdentity,
  useGetList,
  useGetOne,
  useTranslate,
} from 'react-admin';
import type { EmployerIdentity } from '../authProvider';
import { schemaResolver } from '../forms/schemaResolver';
import { useSaveRecord } from '../forms/useSaveRecord';
import { LoadFailed } from '../layout/LoadFailed';
import type { BrandStoryRecord } from './brandStoryApi';
import { statusChoices, technologyChoices, typeChoices } from './choices';
import type { FieldValues } from 'react-hook-form';

const resolver = schemaResolver(brandStorySchema);

const noSuggestions: { id: string; name: string }[] = [];

/** Spec §2: a company's brand story on the board. */
const storyUrl = (slug: string) => `/brands/story/${encodeURIComponent(slug)}`;

const BrandStoryForm = ({
  story,
  companyName,
  canEdit,
}: {
  story: BrandStoryRecord;
  companyName: string;
  canEdit: boolean;
}) => {
  const translate = useTranslate();
  // A first story starts with the company's name.
  const record = story.exists ? story : { ...story, name: companyName };
  const { save, version } = useSaveRecord('brand-stories', record, { saved: 'brandStory.saved' });
  const { data: suggestions = noSuggestions } = useGetList('technologies', {
    pagination: { page: 1, perPage: 1000 },
  });
  // Technologies typed in that no suggestion has, kept for the chips until the story is saved.
  const [added, setAdded] = useState<string[]>([]);
  const choices = technologyChoices(
    suggestions.map((suggestion) => String(suggestion.name)),
    story.technologies,
    added,
  );

  return (
    <SimpleForm
      key={version}
      noValidate
      record={record}
      onSubmit={(values: FieldValues) => save(values as Partial<BrandStoryRecord>)}
      resolver={resolver}
      toolbar={
        canEdit ? (
          <Toolbar>
            <SaveButton />
          </Toolbar>
        ) : (
          false
        )
      }
    >
      {story.exists ? null : (
        <Alert severity="info" sx={{ mb: 2, width: '100%' }}>
          {translate('brandStory.noStory')}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          columnGap: 2,
          width: '100%',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        }}
      >
        <TextInput source="name" label="brandStory.fields.name" readOnly={!canEdit} />
        <SelectInput source="type" label="brandStory.fields.type" choices={typeChoices} readOnly={!canEdit} />
      </Box>
      <TextInput
        source="shortDescription"
        label="brandStory.fields.shortDescription"
        helperText="brandStory.helpers.shortDescription"
        multiline
        minRows={2}
        readOnly={!canEdit}
      />
      <TextInput
        source="description"
        label="brandStory.fields.description"
        helperText="brandStory.helpers.description"
        multiline
        minRows={10}
        readOnly={!canEdit}
        sx={{ '& textarea': { fontFamily: 'monospace' } }}
      />
      <TextInput
        source="coverPhotoUrl"
        type="url"
        label="brandStory.fields.coverPhotoUrl"
        helperText="brandStory.helpers.coverPhotoUrl"
        readOnly={!canEdit}
      />
      <AutocompleteArrayInput
        source="technologies"
        label="brandStory.fields.technologies"
        helperText="brandStory.helpers.technologies"
        choices={choices}
        translateChoice={false}
        readOnly={!canEdit}
        onCreate={(name) => {
          const trimmed = name?.trim() ?? '';
          if (!trimmed) return undefined;
          setAdded((previous) => [...previous, trimmed]);
          return { id: trimmed, name: trimmed };
        }}
        createItemLabel="brandStory.addTechnology"
      />
      <RadioButtonGroupInput
        source="status"
        label="brandStory.fields.status"
        choices={statusChoices}
        readOnly={!canEdit}
      />
    </SimpleForm>
  );
};

/** The company's brand story (spec §3): a blank form until the first save. */
export const BrandStoryPage = () => {
  const translate = useTranslate();
  const { identity, isPending: identityPending } = useGetIdentity();
  const company = (identity as EmployerIdentity | undefined)?.profile.company;
  const slug = company?.slug ?? '';
  const {
    data: story,
    isPending,
    error,
    refetch,
  } = useGetOne<BrandStoryRecord>('brand-stories', { id: slug }, { enabled: slug !== '' });
  const { canAccess: canEdit = false } = useCanAccess({ resource: 'brand-stories', action: 'edit' });

  return (
    <Box sx={{ maxWidth: 960, mt: { xs: 1, sm: 2 } }}>
      <Title title="brandStory.title" />
      {identityPending || (slug !== '' && isPending) ? <Loading /> : null}
      {error ? <LoadFailed error={error} retry={() => void refetch()} /> : null}
      {story ? (
        <Card>
          <Box
            sx={{ px: 2, pt: 2, display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}
          >
            <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 560 }}>
              {translate('brandStory.intro')}
            </Typography>
            {story.exists && story.status === 'published' ? (
              <Button
                href={storyUrl(story.id)}
                target="_blank"
                rel="noopener"
                size="small"
                startIcon={<OpenInNewIcon />}
              >
                {translate('brandStory.viewOnBoard')}
              </Button>
            ) : null}
          </Box>
          {canEdit ? null : (
            <Alert severity="info" sx={{ m: 2, mb: 0 }}>
              {translate('brandStory.readOnly')}
            </Alert>
          )}
          <BrandStoryForm key={story.id} story={story} companyName={company?.name ?? ''} canEdit={canEdit} />
        </Card>
      ) : null}
    </Box>
  );
};

import { Box } from '@mui/material';
import {
  ImageField,
  ImageInput,
  Labeled,
  SelectInput,
  SimpleForm,
  TextInput,
  useNotify,
  useTranslate,
} from 'react-admin';
import type { CompanyRecord } from './companyApi';
import { sizeChoices } from './choices';
import { companyDataResolver } from './resolvers';
import { SectionToolbar, type SectionFormProps } from './SectionToolbar';
import type { FieldValues } from 'react-hook-form';

const logoTypes = { 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'] };

/** Name, size, website and logo: what offers show of the company (spec §2 "company info"). */
export const CompanyDataForm = ({ record, canEdit, save }: SectionFormProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  return (
    <SimpleForm
      noValidate
      record={record}
      onSubmit={(values: FieldValues) => save(values as CompanyRecord)}
      resolver={companyDataResolver}
      toolbar={canEdit ? <SectionToolbar /> : false}
    >
      <Box
        sx={{
          display: 'grid',
          columnGap: 2,
          width: '100%',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        }}
      >
        <TextInput
          source="name"
          label="company.fields.name"
          readOnly={!canEdit}
          autoComplete="organization"
        />
        <SelectInput source="size" label="company.fields.size" choices={sizeChoices} readOnly={!canEdit} />
      </Box>
      <TextInput
        source="url"
        type="url"
        label="company.fields.url"
        helperText="company.helpers.url"
        readOnly={!canEdit}
        autoComplete="url"
      />
      {canEdit ? (
        <ImageInput
          source="logo"
          label="company.fields.logo"
          accept={logoTypes}
          helperText="company.helpers.logo"
          placeholder={<p>{translate('company.helpers.logoDrop')}</p>}
          options={{ onDropRejected: () => notify('errors.invalidFileType', { type: 'error' }) }}
        >
          <ImageField source="src" title="title" sx={{ '& img': { maxHeight: 120, objectFit: 'contain' } }} />
        </ImageInput>
      ) : (
        <Labeled label="company.fields.logo">
          <ImageField source="logo.src" title="name" emptyText="—" sx={{ '& img': { maxHeight: 120 } }} />
        </Labeled>
      )}
    </SimpleForm>
  );
};

import PublishIcon from '@mui/icons-material/Publish';
import { Box, Typography } from '@mui/material';
import type { KeyboardEvent, ReactNode } from 'react';
import {
  ArrayInput,
  Create,
  NumberInput,
  RadioButtonGroupInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  Toolbar,
  useTranslate,
} from 'react-admin';
import {
  amountTypeChoices,
  categoryChoices,
  cityChoices,
  currencyChoices,
  employmentTypeChoices,
  experienceLevelChoices,
  salaryUnitChoices,
  workingTimeChoices,
  workplaceTypeChoices,
} from './choices';
import { offerFormDefaults, offerFormResolver } from './offerForm';

/** Spec §2: Enter does not submit the offer form (it still works on buttons, selects and the description). */
function keepEnterFromSubmitting(event: KeyboardEvent<HTMLElement>) {
  if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
}

const fullRow = { gridColumn: '1 / -1' } as const;

const FormSection = ({
  title,
  columns = 2,
  children,
}: {
  title: string;
  columns?: 2 | 3;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ width: '100%' }}>
      <Typography variant="h6" component="h2" sx={{ mt: 2, mb: 1 }}>
        {translate(title)}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          columnGap: 2,
          gridTemplateColumns: { xs: '1fr', sm: `repeat(${columns}, minmax(0, 1fr))` },
        }}
      >
        {children}
      </Box>
    </Box>
  );
};

/** After publishing: the whole list, newest first, so the new offer is on top whatever was searched before. */
const listWithNewestFirst = () =>
  `/offers?${new URLSearchParams({ filter: '{}', sort: 'publishedAt', order: 'DESC', page: '1' })}`;

const OfferCreateToolbar = () => (
  <Toolbar>
    <SaveButton label="resources.offers.actions.publish" icon={<PublishIcon />} />
  </Toolbar>
);

/**
 * The offer wizard's first step, reduced to the walking skeleton: sections follow spec §2's order.
 * Validated with the domain schema on blur and again on change (spec §4); publishing redirects to the list.
 */
export const OfferCreate = () => {
  const translate = useTranslate();
  const optional = translate('resources.offers.helpers.optional');
  return (
    <Create redirect={listWithNewestFirst}>
      <SimpleForm
        defaultValues={offerFormDefaults}
        resolver={offerFormResolver}
        mode="onBlur"
        reValidateMode="onChange"
        toolbar={<OfferCreateToolbar />}
        sx={{ maxWidth: 960 }}
      >
        <Box onKeyDown={keepEnterFromSubmitting} sx={{ width: '100%' }}>
          <FormSection title="resources.offers.sections.company">
            <TextInput source="companyName" />
          </FormSection>

          <FormSection title="resources.offers.sections.position">
            <TextInput source="title" sx={fullRow} />
            <SelectInput source="experienceLevel" choices={experienceLevelChoices} />
            <SelectInput source="categoryId" choices={categoryChoices} />
          </FormSection>

          <FormSection title="resources.offers.sections.skills">
            <ArrayInput source="requiredSkills" sx={fullRow}>
              <SimpleFormIterator inline disableReordering disableClear>
                <TextInput source="name" label="resources.offers.fields.skillName" helperText={false} />
              </SimpleFormIterator>
            </ArrayInput>
          </FormSection>

          <FormSection title="resources.offers.sections.salary" columns={3}>
            <SelectInput source="employmentType" choices={employmentTypeChoices} />
            <SelectInput source="currency" choices={currencyChoices} translateChoice={false} />
            <SelectInput source="unit" choices={salaryUnitChoices} />
            <NumberInput source="salaryFrom" min={0} helperText={optional} />
            <NumberInput source="salaryTo" min={0} helperText={optional} />
            <RadioButtonGroupInput source="amountType" choices={amountTypeChoices} row />
          </FormSection>

          <FormSection title="resources.offers.sections.description">
            <TextInput source="body" multiline minRows={8} sx={fullRow} />
          </FormSection>

          <FormSection title="resources.offers.sections.location">
            <SelectInput source="city" choices={cityChoices} translateChoice={false} />
            <TextInput source="street" helperText={optional} />
          </FormSection>

          <FormSection title="resources.offers.sections.workplace">
            <SelectInput source="workplaceType" choices={workplaceTypeChoices} />
            <SelectInput source="workingTime" choices={workingTimeChoices} />
          </FormSection>
        </Box>
      </SimpleForm>
    </Create>
  );
};

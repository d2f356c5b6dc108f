import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Typography } from '@mui/material';
import { lazy, Suspense, useEffect, useMemo, type ReactNode } from 'react';
import {
  ArrayInput,
  BooleanInput,
  ImageField,
  ImageInput,
  NumberInput,
  RadioButtonGroupInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useLocaleState,
  useNotify,
  useSimpleFormIterator,
  useTranslate,
} from 'react-admin';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { DescriptionEditor } from './DescriptionEditor';
import type { MapLocation } from './locationsMap';
import { SkillNameInput } from './SkillNameInput';
import type { FormCategory, FormInputsData } from './wizardApi';
import { blankLocation } from './wizardValues';

/** Leaflet comes with the locations section, not with the console's first page. */
const LocationsMap = lazy(() => import('./LocationsMap'));

const logoTypes = { 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'] };
const field = (name: string) => `offerWizard.fields.${name}`;

/** A titled section of the form; its fields in a grid of one column on phones. */
export const FormSection = ({
  id,
  columns = 2,
  children,
}: {
  id: string;
  columns?: 1 | 2 | 3;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  return (
    <Box component="section" aria-labelledby={`section-${id}`} sx={{ width: '100%', mb: 1 }}>
      <Typography id={`section-${id}`} variant="h6" component="h2" sx={{ mt: 2, mb: 1 }}>
        {translate(`offerWizard.sections.${id}`)}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          columnGap: 2,
          gridTemplateColumns: { xs: '1fr', sm: `repeat(${columns}, minmax(0, 1fr))` },
          '& > .full': { gridColumn: '1 / -1' },
        }}
      >
        {children}
      </Box>
    </Box>
  );
};

/** A list's add button, with its name in words (an icon alone says little). */
const AddRow = ({ label, disabled }: { label: string; disabled?: boolean }) => {
  const translate = useTranslate();
  const { add } = useSimpleFormIterator();
  return (
    <Button
      size="small"
      startIcon={<AddIcon />}
      onClick={() => add()}
      disabled={disabled}
      sx={{ color: 'primary.dark' }}
    >
      {translate(label)}
    </Button>
  );
};

/** An error the form holds on a whole list (none given, too many), shown under it. */
const ListError = ({ source }: { source: string }) => {
  const translate = useTranslate();
  const { errors } = useFormState({ name: source });
  const entry = errors[source] as { message?: string; root?: { message?: string } } | undefined;
  const message = entry?.root?.message ?? (typeof entry?.message === 'string' ? entry.message : undefined);
  if (!message) return null;
  return (
    <Typography color="error" variant="caption" role="alert" className="full" sx={{ display: 'block' }}>
      {translate(message, { _: message })}
    </Typography>
  );
};

const choicesOf = (values: readonly string[], group: string) =>
  values.map((value) => ({ id: value, name: `${group}.${value}` }));

const plainChoices = (values: readonly string[]) => values.map((value) => ({ id: value, name: value }));

function useLanguage(): 'pl' | 'en' {
  const [locale] = useLocaleState();
  return locale === 'en' ? 'en' : 'pl';
}

export const CompanySection = ({ inputs }: { inputs: FormInputsData }) => {
  const translate = useTranslate();
  const notify = useNotify();
  return (
    <FormSection id="company">
      <ImageInput
        source="companyLogo"
        label={field('companyLogo')}
        accept={logoTypes}
        helperText="offerWizard.helpers.logo"
        placeholder={<p>{translate('offerWizard.helpers.logoDrop')}</p>}
        options={{ onDropRejected: () => notify('errors.invalidFileType', { type: 'error' }) }}
        inputProps={{ 'aria-label': translate(field('companyLogo')) }}
        className="full"
      >
        <ImageField source="src" title="title" sx={{ '& img': { maxHeight: 96, objectFit: 'contain' } }} />
      </ImageInput>
      <TextInput source="companyName" label={field('companyName')} autoComplete="organization" />
      <SelectInput
        source="companySize"
        label={field('companySize')}
        choices={choicesOf(inputs.companySizes, 'company.sizes')}
      />
      <TextInput
        source="companyWebsite"
        label={field('companyWebsite')}
        type="url"
        autoComplete="url"
        className="full"
      />
    </FormSection>
  );
};

export const PositionSection = ({ inputs }: { inputs: FormInputsData }) => {
  const language = useLanguage();
  const { setValue } = useFormContext();
  const categoryId = useWatch({ name: 'categoryId' }) as string;
  const subcategoryId = useWatch({ name: 'subcategoryId' }) as string;
  const main = inputs.categories.find((category) => category.id === categoryId);
  const children = useMemo<readonly FormCategory[]>(() => main?.children ?? [], [main]);
  useEffect(() => {
    // Another category: its own subcategories only.
    if (subcategoryId && !children.some((child) => child.id === subcategoryId))
      setValue('subcategoryId', '', { shouldDirty: true });
  }, [children, subcategoryId, setValue]);
  const labelled = (categories: readonly FormCategory[]) =>
    categories.map((category) => ({ id: category.id, name: category.label[language] }));
  return (
    <FormSection id="position">
      <TextInput source="title" label={field('title')} className="full" />
      <SelectInput
        source="experienceLevel"
        label={field('experienceLevel')}
        choices={choicesOf(inputs.experienceLevels, 'catalogue.experienceLevels')}
      />
      <SelectInput
        source="categoryId"
        label={field('categoryId')}
        choices={labelled(inputs.categories)}
        translateChoice={false}
      />
      {children.length > 0 ? (
        <SelectInput
          source="subcategoryId"
          label={field('subcategoryId')}
          choices={labelled(children)}
          translateChoice={false}
        />
      ) : null}
    </FormSection>
  );
};

export const LanguagesSection = ({ inputs }: { inputs: FormInputsData }) => {
  const translate = useTranslate();
  const language = useLanguage();
  return (
    <FormSection id="languages" columns={1}>
      <Typography variant="body2" color="text.secondary">
        {translate('offerWizard.helpers.languages')}
      </Typography>
      <ArrayInput source="languages" label={false}>
        <SimpleFormIterator
          inline
          disableReordering
          disableClear
          addButton={<AddRow label="offerWizard.actions.addLanguage" />}
        >
          <SelectInput
            source="code"
            label={field('languageCode')}
            choices={inputs.languages.map((item) => ({ id: item.code, name: item.label[language] }))}
            translateChoice={false}
          />
          <SelectInput
            source="level"
            label={field('languageLevel')}
            choices={inputs.languageLevels.map((level) => ({ id: level, name: level.toUpperCase() }))}
            translateChoice={false}
          />
        </SimpleFormIterator>
      </ArrayInput>
      <ListError source="languages" />
    </FormSection>
  );
};

const levelChoices = [1, 2, 3, 4, 5].map((level) => ({
  id: level,
  name: `offerWizard.choices.levels.${level}`,
}));

const SkillList = ({ source, label }: { source: string; label: string }) => (
  <Box className="full">
    <ArrayInput source={source} label={label}>
      <SimpleFormIterator
        inline
        disableReordering
        disableClear
        addButton={<AddRow label="offerWizard.actions.addSkill" />}
      >
        <SkillNameInput source="name" label={field('skillName')} />
        <SelectInput
          source="level"
          label={field('skillLevel')}
          choices={levelChoices}
          defaultValue={1}
          sx={{ minWidth: 160 }}
        />
      </SimpleFormIterator>
    </ArrayInput>
    <ListError source={source} />
  </Box>
);

export const SkillsSection = () => {
  const translate = useTranslate();
  return (
    <FormSection id="skills" columns={1}>
      <Typography variant="body2" color="text.secondary">
        {translate('offerWizard.helpers.skills')}
      </Typography>
      <SkillList source="requiredSkills" label={field('requiredSkills')} />
      <SkillList source="optionalSkills" label={field('optionalSkills')} />
    </FormSection>
  );
};

/**
 * An inline row of an array input that wraps onto a second line when the form is narrower than its
 * inputs (the salary row's six at 1280 px beside the menu); on phones react-admin stacks them anyway.
 */
const wrappingRows = {
  '& .RaSimpleFormIterator-form': { flex: 1, flexWrap: 'wrap', columnGap: 2, rowGap: 0 },
  '& .RaSimpleFormIterator-form > *': { flex: { sm: '1 1 150px' }, minWidth: 0 },
} as const;

export const SalarySection = ({ inputs, currency }: { inputs: FormInputsData; currency: string }) => (
  <FormSection id="salary" columns={1}>
    <ArrayInput source="employmentTypes" label={false}>
      <SimpleFormIterator
        inline
        disableReordering
        disableClear
        addButton={<AddRow label="offerWizard.actions.addEmploymentType" />}
        sx={wrappingRows}
      >
        <SelectInput
          source="type"
          label={field('employmentType')}
          choices={choicesOf(inputs.employmentTypes, 'catalogue.employmentTypes')}
        />
        <NumberInput source="from" label={field('from')} min={0} step={100} />
        <NumberInput source="to" label={field('to')} min={0} step={100} />
        <SelectInput
          source="currency"
          label={field('currency')}
          choices={plainChoices(inputs.currencies)}
          translateChoice={false}
          defaultValue={currency}
        />
        <SelectInput
          source="unit"
          label={field('unit')}
          choices={choicesOf(inputs.salaryUnits, 'catalogue.salaryUnits')}
          defaultValue="month"
        />
        <SelectInput
          source="gross"
          label={field('amountType')}
          choices={[
            { id: 'gross', name: 'offerWizard.choices.gross' },
            { id: 'net', name: 'offerWizard.choices.net' },
          ]}
          format={(value: unknown) => (value === false ? 'net' : 'gross')}
          parse={(value: unknown) => value !== 'net'}
        />
      </SimpleFormIterator>
    </ArrayInput>
    <ListError source="employmentTypes" />
  </FormSection>
);

export const DescriptionSection = () => (
  <FormSection id="description" columns={1}>
    <DescriptionEditor source="body" label={field('body')} />
  </FormSection>
);

export const LocationsSection = ({ maxLocations }: { maxLocations: number }) => {
  const translate = useTranslate();
  const locations = (useWatch({ name: 'locations' }) as unknown[] | undefined) ?? [];
  return (
    <FormSection id="locations" columns={1}>
      <Typography variant="body2" color="text.secondary">
        {translate('offerWizard.helpers.locations', { smart_count: maxLocations })}
      </Typography>
      <ArrayInput source="locations" label={false}>
        <SimpleFormIterator
          inline
          disableReordering
          disableClear
          disableAdd={locations.length >= maxLocations}
          disableRemove={locations.length <= 1}
          addButton={<AddRow label="offerWizard.actions.addLocation" />}
        >
          <TextInput
            source="city"
            label={field('city')}
            autoComplete="address-level2"
            defaultValue={blankLocation.city}
          />
          <TextInput source="street" label={field('street')} autoComplete="address-line1" />
        </SimpleFormIterator>
      </ArrayInput>
      <ListError source="locations" />
      <Suspense fallback={<Box sx={{ height: { xs: 200, sm: 260 } }} />}>
        <LocationsMap locations={locations as MapLocation[]} />
      </Suspense>
    </FormSection>
  );
};

export const WorkplaceSection = ({ inputs }: { inputs: FormInputsData }) => (
  <>
    <FormSection id="workplace" columns={1}>
      <RadioButtonGroupInput
        source="workplaceType"
        label={field('workplaceType')}
        choices={choicesOf(inputs.workplaceTypes, 'catalogue.workplaceTypes')}
      />
    </FormSection>
    <FormSection id="workingTime">
      <SelectInput
        source="workingTime"
        label={field('workingTime')}
        choices={choicesOf(inputs.workingTimes, 'catalogue.workingTimes')}
      />
    </FormSection>
  </>
);

export const ApplySection = () => {
  const applyType = useWatch({ name: 'apply.type' }) as string;
  const translate = useTranslate();
  return (
    <FormSection id="apply">
      <TextInput source="contact.name" label={field('contactName')} autoComplete="name" />
      <TextInput source="contact.email" label={field('contactEmail')} type="email" autoComplete="email" />
      <TextInput
        source="contact.phone"
        label={field('contactPhone')}
        type="tel"
        autoComplete="tel"
        helperText={translate('offerWizard.helpers.optional')}
      />
      <Box />
      <RadioButtonGroupInput
        source="apply.type"
        label={field('applyType')}
        choices={[
          { id: 'url', name: 'offerWizard.choices.applyUrl' },
          { id: 'email', name: 'offerWizard.choices.applyEmail' },
        ]}
      />
      <TextInput
        source="apply.uri"
        label={field(applyType === 'email' ? 'applyEmail' : 'applyUrl')}
        type={applyType === 'email' ? 'email' : 'url'}
      />
    </FormSection>
  );
};

export const ConsentsSection = () => {
  const future = useWatch({ name: 'futureConsent.enabled' }) as boolean;
  const custom = useWatch({ name: 'customConsent.enabled' }) as boolean;
  return (
    <FormSection id="consents" columns={1}>
      <TextInput
        source="informationClause"
        label={field('informationClause')}
        multiline
        minRows={3}
        helperText="offerWizard.helpers.clause"
      />
      <BooleanInput source="futureConsent.enabled" label={field('futureConsentEnabled')} />
      {future ? (
        <TextInput source="futureConsent.value" label={field('futureConsent')} multiline minRows={2} />
      ) : null}
      <BooleanInput source="customConsent.enabled" label={field('customConsentEnabled')} />
      {custom ? (
        <TextInput source="customConsent.value" label={field('customConsent')} multiline minRows={2} />
      ) : null}
      <BooleanInput source="remoteInterview" label={field('remoteInterview')} />
      <BooleanInput source="openToHireUkrainians" label={field('openToHireUkrainians')} />
    </FormSection>
  );
};

export const PublicationSection = () => (
  <FormSection id="publication">
    <TextInput
      source="publishAt"
      label={field('publishAt')}
      type="datetime-local"
      helperText="offerWizard.helpers.publishAt"
      slotProps={{ inputLabel: { shrink: true } }}
    />
  </FormSection>
);

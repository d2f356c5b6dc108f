import { BooleanInput, FormDataConsumer, SimpleForm, TextInput } from 'react-admin';
import type { ClausesValues, CompanyRecord } from './companyApi';
import { clausesResolver } from './resolvers';
import { SectionToolbar, type SectionFormProps } from './SectionToolbar';
import type { FieldValues } from 'react-hook-form';

const consents = ['future_consent', 'custom_consent'] as const;

/** The information clause and consents candidates see when applying; new offers start from them. */
export const ClausesForm = ({ record, canEdit, save }: SectionFormProps) => (
  <SimpleForm
    noValidate
    record={record}
    onSubmit={(values: FieldValues) => save(values as CompanyRecord)}
    resolver={clausesResolver}
    toolbar={canEdit ? <SectionToolbar /> : false}
  >
    <TextInput
      source="clauses.information_clause"
      label="company.fields.clauses.information_clause"
      helperText="company.helpers.informationClause"
      multiline
      minRows={5}
      readOnly={!canEdit}
    />
    {consents.map((consent) => (
      <FormDataConsumer<{ clauses?: ClausesValues }> key={consent}>
        {({ formData }) => (
          <>
            <BooleanInput
              source={`clauses.${consent}.enabled`}
              label={`company.fields.clauses.${consent}.enabled`}
              readOnly={!canEdit}
              helperText={false}
            />
            {formData.clauses?.[consent]?.enabled ? (
              <TextInput
                source={`clauses.${consent}.value`}
                label={`company.fields.clauses.${consent}.value`}
                multiline
                minRows={3}
                readOnly={!canEdit}
              />
            ) : null}
          </>
        )}
      </FormDataConsumer>
    ))}
  </SimpleForm>
);

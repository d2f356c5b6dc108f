import { Box } from '@mui/material';
import { SimpleForm, TextInput } from 'react-admin';
import type { CompanyRecord } from './companyApi';
import { billingResolver } from './resolvers';
import { SectionToolbar, type SectionFormProps } from './SectionToolbar';
import type { FieldValues } from 'react-hook-form';

const twoColumns = {
  display: 'grid',
  columnGap: 2,
  width: '100%',
  gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' },
};

/** What invoices for offers are issued to. */
export const BillingDataForm = ({ record, canEdit, save }: SectionFormProps) => (
  <SimpleForm
    noValidate
    record={record}
    onSubmit={(values: FieldValues) => save(values as CompanyRecord)}
    resolver={billingResolver}
    toolbar={canEdit ? <SectionToolbar /> : false}
  >
    <Box sx={twoColumns}>
      <TextInput
        source="billing.company_name"
        label="company.fields.billing.company_name"
        readOnly={!canEdit}
      />
      <TextInput source="billing.tax_id" label="company.fields.billing.tax_id" readOnly={!canEdit} />
      <TextInput
        source="billing.street"
        label="company.fields.billing.street"
        readOnly={!canEdit}
        autoComplete="address-line1"
      />
      <TextInput
        source="billing.street_number"
        label="company.fields.billing.street_number"
        readOnly={!canEdit}
      />
      <TextInput
        source="billing.city"
        label="company.fields.billing.city"
        readOnly={!canEdit}
        autoComplete="address-level2"
      />
      <TextInput
        source="billing.postal_code"
        label="company.fields.billing.postal_code"
        readOnly={!canEdit}
        autoComplete="postal-code"
      />
      <TextInput
        source="billing.invoice_email"
        type="email"
        label="company.fields.billing.invoice_email"
        helperText="company.helpers.optional"
        readOnly={!canEdit}
      />
      <TextInput
        source="billing.country"
        label="company.fields.billing.country"
        helperText="company.helpers.country"
        readOnly={!canEdit}
        autoComplete="country"
      />
    </Box>
  </SimpleForm>
);

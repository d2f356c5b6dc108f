import { Alert, Box, Card, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { Loading, Title, useCanAccess, useGetOne, useTranslate } from 'react-admin';
import { useSaveRecord } from '../forms/useSaveRecord';
import { LoadFailed } from '../layout/LoadFailed';
import { BillingDataForm } from './BillingDataForm';
import { ClausesForm } from './ClausesForm';
import { CompanyDataForm } from './CompanyDataForm';
import { companyRecordId, companySections, type CompanyRecord, type CompanySection } from './companyApi';

const forms = { data: CompanyDataForm, billing: BillingDataForm, clauses: ClausesForm } as const;

/** One section's form, saved on its own (each section has its own call). */
const Section = ({
  section,
  record,
  canEdit,
  reload,
}: {
  section: CompanySection;
  record: CompanyRecord;
  canEdit: boolean;
  reload: () => Promise<unknown>;
}) => {
  const { save, version } = useSaveRecord('company', record, {
    meta: { section },
    saved: `company.saved.${section}`,
    reload,
  });
  const Form = forms[section];
  return <Form key={version} record={record} canEdit={canEdit} save={save} />;
};

/** The company's data, billing data and clauses (spec §1); read-only for recruiters. */
export const CompanyPage = () => {
  const translate = useTranslate();
  const [section, setSection] = useState<CompanySection>('data');
  const {
    data: company,
    isPending,
    error,
    refetch,
  } = useGetOne<CompanyRecord>('company', {
    id: companyRecordId,
  });
  const { canAccess: canEdit = false } = useCanAccess({ resource: 'company', action: 'edit' });

  return (
    <Box sx={{ maxWidth: 960, mt: { xs: 1, sm: 2 } }}>
      <Title title="company.title" />
      {isPending ? <Loading /> : null}
      {error ? <LoadFailed error={error} retry={() => void refetch()} /> : null}
      {company ? (
        <Card>
          <Tabs
            value={section}
            onChange={(_event, value: CompanySection) => setSection(value)}
            variant="scrollable"
            allowScrollButtonsMobile
            aria-label={translate('company.title')}
            sx={{ borderBottom: 1, borderColor: 'divider' }}
          >
            {companySections.map((name) => (
              <Tab
                key={name}
                value={name}
                label={translate(`company.tabs.${name}`)}
                id={`company-tab-${name}`}
                aria-controls={name === section ? `company-panel-${name}` : undefined}
              />
            ))}
          </Tabs>
          {canEdit ? null : (
            <Alert severity="info" sx={{ m: 2, mb: 0 }}>
              {translate('company.readOnly')}
            </Alert>
          )}
          <div role="tabpanel" id={`company-panel-${section}`} aria-labelledby={`company-tab-${section}`}>
            <Section key={section} section={section} record={company} canEdit={canEdit} reload={refetch} />
          </div>
        </Card>
      ) : null}
    </Box>
  );
};

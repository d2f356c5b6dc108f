import AttachFileIcon from '@mui/icons-material/AttachFile';
import { useMediaQuery, type Theme } from '@mui/material';
import {
  AutocompleteInput,
  Datagrid,
  DateField,
  FunctionField,
  List,
  SelectArrayInput,
  SimpleList,
  TextField,
  useGetList,
  useTranslate,
} from 'react-admin';
import { dateFormat } from '../i18n/i18nProvider';
import { useIntlLocale } from '../i18n/useIntlLocale';
import type { OfferRow } from '../offers/types';
import { NoRows } from '../payments/OrderList';
import { ApplicationStatusField } from './ApplicationStatusField';
import { BulkStatusButton } from './BulkStatusButton';
import { statusChoices } from './statusChoices';
import type { ApplicationRow } from './types';

/** The company's offers to filter by (the newest hundred; a company rarely has more open at once). */
const OfferFilter = (props: { source: string; alwaysOn?: boolean }) => {
  const { data, isPending } = useGetList<OfferRow>('offers', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'createdAt', order: 'DESC' },
  });
  return (
    <AutocompleteInput
      {...props}
      label="resources.applications.fields.offerId"
      choices={(data ?? []).map((offer) => ({ id: offer.id, name: offer.title }))}
      isPending={isPending}
      sx={{ minWidth: 260 }}
    />
  );
};

const filters = [
  <OfferFilter key="offerId" source="offerId" alwaysOn />,
  <SelectArrayInput
    key="status"
    source="status"
    label="resources.applications.fields.status"
    choices={statusChoices}
    alwaysOn
    sx={{ minWidth: 200 }}
  />,
];

/**
 * Applications across the company's offers or for one (`?filter={"offerId":…}` from the offer's page),
 * newest first; a status filter and the bulk status change. Deleted, withdrawn and erased ones are gone.
 */
export const ApplicationList = () => {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List<ApplicationRow>
      perPage={25}
      exporter={false}
      filters={filters}
      sort={{ field: 'submittedAt', order: 'DESC' }}
      empty={<NoRows text="resources.applications.empty" />}
    >
      {isSmall ? (
        <SimpleList<ApplicationRow>
          linkType="show"
          primaryText={(application) => application.name ?? translate('resources.applications.erased')}
          secondaryText={(application) =>
            [
              translate(`resources.applications.statuses.${application.status}`),
              new Date(application.submittedAt).toLocaleDateString(locale, dateFormat),
            ].join(' · ')
          }
          tertiaryText={(application) => application.offerTitle}
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={<BulkStatusButton />}>
          <TextField source="name" />
          <TextField source="offerTitle" sortable={false} />
          <ApplicationStatusField source="status" />
          <FunctionField<ApplicationRow>
            source="hasCv"
            sortable={false}
            render={(application) =>
              application.hasCv ? (
                <AttachFileIcon
                  fontSize="small"
                  titleAccess={translate('resources.applications.fields.hasCv')}
                />
              ) : null
            }
          />
          <DateField source="submittedAt" locales={locale} options={dateFormat} />
          <DateField source="updatedAt" locales={locale} options={dateFormat} />
        </Datagrid>
      )}
    </List>
  );
};

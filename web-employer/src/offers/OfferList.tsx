import { useMediaQuery, type Theme } from '@mui/material';
import {
  CreateButton,
  Datagrid,
  DateField,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { dateFormat } from '../i18n/i18nProvider';
import { useIntlLocale } from '../i18n/useIntlLocale';
import { OfferCategoryField } from './OfferCategoryField';
import { OfferActions } from './OfferActions';
import { OfferApplicationsField } from './OfferApplicationsField';
import { OfferEmpty } from './OfferEmpty';
import { OfferStatisticsField, offerStatistics } from './OfferStatisticsField';
import { OfferStatusField } from './OfferStatusField';
import { offerStatuses, type OfferRow } from './types';

// On phones the create button floats (a FAB), so the otherwise empty toolbar takes no height.
const OfferListActions = () => (
  <TopToolbar sx={{ minHeight: { xs: 0, sm: 64 } }}>
    <CreateButton label="offerWizard.titles.create" />
  </TopToolbar>
);

export const OfferList = () => {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const formatDate = (date: string | null) =>
    date ? new Date(date).toLocaleDateString(locale, dateFormat) : '';
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('resources.offers.helpers.search')} />,
    <SelectInput
      key="status"
      alwaysOn
      source="status"
      label="resources.offers.fields.status"
      choices={offerStatuses.map((status) => ({ id: status, name: `resources.offers.statuses.${status}` }))}
    />,
  ];

  return (
    <List<OfferRow>
      sort={{ field: 'publishedAt', order: 'DESC' }}
      perPage={25}
      filters={filters}
      actions={<OfferListActions />}
      empty={<OfferEmpty />}
      exporter={false}
      // The list's column may be narrower than the table, which then scrolls inside its card.
      sx={{ '& .RaList-main': { minWidth: 0 } }}
    >
      {isSmall ? (
        <SimpleList<OfferRow>
          primaryText={(offer) => offer.title}
          secondaryText={(offer) =>
            [offer.companyName, offer.city, formatDate(offer.publishedAt)].filter(Boolean).join(' · ')
          }
          tertiaryText={(offer) =>
            [
              translate(`resources.offers.statuses.${offer.status}`, { _: offer.status }),
              (offer.newApplications ?? 0) > 0
                ? translate('resources.offers.fields.newApplications', { smart_count: offer.newApplications })
                : '',
              ...offerStatistics(translate, offer, new Date()),
            ]
              .filter(Boolean)
              .join(' · ')
          }
          rowClick="show"
        />
      ) : (
        // No company column: every row is the signed-in company's own. A table still too wide for
        // its screen scrolls inside its card, never the page.
        <Datagrid
          rowClick="show"
          bulkActionButtons={false}
          // Half the cells' side padding: the nine columns then fit at 1,280 px, the row menu included.
          sx={{ '& .RaDatagrid-tableWrapper': { overflowX: 'auto' }, '& .MuiTableCell-root': { px: 1 } }}
        >
          <TextField source="title" />
          <TextField source="city" sortable={false} />
          <OfferCategoryField source="categoryId" sortable={false} />
          <OfferStatusField source="status" sortable={false} />
          <DateField source="publishedAt" locales={locale} options={dateFormat} />
          <DateField source="expiredAt" locales={locale} options={dateFormat} />
          <OfferApplicationsField source="applications" sortable={false} />
          <OfferStatisticsField source="views" label="resources.offers.fields.statistics" sortable={false} />
          <OfferActions />
        </Datagrid>
      )}
    </List>
  );
};

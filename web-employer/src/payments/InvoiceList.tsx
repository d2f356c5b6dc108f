import { useMediaQuery, type Theme } from '@mui/material';
import { Datagrid, DateField, FunctionField, List, SimpleList, TextField, useTranslate } from 'react-admin';
import { dateFormat } from '../i18n/i18nProvider';
import { useIntlLocale } from '../i18n/useIntlLocale';
import { InvoiceDownloadButton } from './InvoiceDownloadButton';
import { MoneyField } from './MoneyField';
import { formatMoney } from './money';
import { NoRows } from './OrderList';
import type { InvoiceRow } from './types';

/** The company's invoices and corrected invoices, newest first, each downloadable as issued. */
export const InvoiceList = () => {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List<InvoiceRow>
      perPage={25}
      exporter={false}
      sort={{ field: 'issuedAt', order: 'DESC' }}
      empty={<NoRows text="resources.invoices.empty" />}
    >
      {isSmall ? (
        <SimpleList<InvoiceRow>
          linkType={false}
          primaryText={(invoice) => invoice.number}
          secondaryText={(invoice) =>
            [
              translate(`resources.invoices.kinds.${invoice.kind}`),
              new Date(invoice.issuedAt).toLocaleDateString(locale, dateFormat),
              formatMoney(invoice.gross, invoice.currency, locale),
            ].join(' · ')
          }
          tertiaryText={() => <InvoiceDownloadButton />}
        />
      ) : (
        <Datagrid rowClick={false} bulkActionButtons={false}>
          <TextField source="number" sortable={false} />
          <FunctionField<InvoiceRow>
            source="kind"
            sortable={false}
            render={(invoice) => translate(`resources.invoices.kinds.${invoice.kind}`)}
          />
          <DateField source="issuedAt" locales={locale} options={dateFormat} sortable={false} />
          <TextField source="buyer.companyName" label="resources.invoices.fields.buyer" sortable={false} />
          <MoneyField source="net" sortable={false} />
          <MoneyField source="tax" sortable={false} />
          <MoneyField source="gross" sortable={false} />
          <InvoiceDownloadButton sortable={false} />
        </Datagrid>
      )}
    </List>
  );
};

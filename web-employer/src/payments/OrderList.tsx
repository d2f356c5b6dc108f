import { Typography, useMediaQuery, type Theme } from '@mui/material';
import { Datagrid, DateField, FunctionField, List, SimpleList, TextField, useTranslate } from 'react-admin';
import { dateFormat } from '../i18n/i18nProvider';
import { useIntlLocale } from '../i18n/useIntlLocale';
import { InvoiceDownloadButton } from './InvoiceDownloadButton';
import { MoneyField } from './MoneyField';
import { formatMoney } from './money';
import { OrderStatusField } from './OrderStatusField';
import type { OrderRow } from './types';

export const NoRows = ({ text }: { text: string }) => {
  const translate = useTranslate();
  return (
    <Typography variant="body1" sx={{ p: 3 }}>
      {translate(text)}
    </Typography>
  );
};

/** The company's orders, newest first (the API's order: the list has no other sort). */
export const OrderList = () => {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List<OrderRow>
      perPage={25}
      exporter={false}
      sort={{ field: 'createdAt', order: 'DESC' }}
      empty={<NoRows text="resources.orders.empty" />}
    >
      {isSmall ? (
        <SimpleList<OrderRow>
          linkType="show"
          primaryText={(order) => order.offerSlug ?? order.offerId}
          secondaryText={(order) =>
            [
              new Date(order.createdAt).toLocaleDateString(locale, dateFormat),
              translate(`resources.orders.statuses.${order.status}`),
              order.invoiceNumber,
            ]
              .filter(Boolean)
              .join(' · ')
          }
          tertiaryText={(order) => formatMoney(order.gross, order.currency, locale)}
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <DateField source="createdAt" locales={locale} options={dateFormat} sortable={false} />
          <TextField source="offerSlug" sortable={false} />
          <FunctionField<OrderRow>
            source="purpose"
            sortable={false}
            render={(order) => translate(`resources.orders.purposes.${order.purpose}`)}
          />
          <TextField source="planKey" sortable={false} />
          <OrderStatusField source="status" sortable={false} />
          <MoneyField source="gross" sortable={false} />
          <InvoiceDownloadButton
            source="invoiceNumber"
            idSource="invoiceId"
            numberSource="invoiceNumber"
            sortable={false}
          />
        </Datagrid>
      )}
    </List>
  );
};

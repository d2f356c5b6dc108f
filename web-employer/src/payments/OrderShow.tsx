import { Button } from '@mui/material';
import {
  DateField,
  FunctionField,
  Labeled,
  Link,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { dateFormat } from '../i18n/i18nProvider';
import { useIntlLocale } from '../i18n/useIntlLocale';
import { InvoiceDownloadButton } from './InvoiceDownloadButton';
import { MoneyField } from './MoneyField';
import { OrderStatusField } from './OrderStatusField';
import type { OrderRow } from './types';

/** A failed or abandoned order's offer can be paid again (a new order). */
const OrderShowActions = () => {
  const order = useRecordContext<OrderRow>();
  const translate = useTranslate();
  if (!order || !['failed', 'cancelled', 'placed', 'pending'].includes(order.status)) return null;
  return (
    <TopToolbar>
      <Button component={Link} to={`/offers/${order.offerId}/pay`} size="small" variant="contained">
        {translate('payments.result.retry')}
      </Button>
    </TopToolbar>
  );
};

export const OrderShow = () => {
  const locale = useIntlLocale();
  const translate = useTranslate();
  return (
    <Show<OrderRow> actions={<OrderShowActions />}>
      <SimpleShowLayout>
        <DateField
          source="createdAt"
          locales={locale}
          options={{ ...dateFormat, hour: '2-digit', minute: '2-digit' }}
        />
        <TextField source="offerSlug" />
        <FunctionField<OrderRow>
          source="purpose"
          render={(order) => translate(`resources.orders.purposes.${order.purpose}`)}
        />
        <TextField source="planKey" />
        <OrderStatusField source="status" />
        <MoneyField source="net" />
        <MoneyField source="tax" />
        <MoneyField source="gross" />
        <TextField source="provider" />
        <Labeled source="invoiceNumber">
          <InvoiceDownloadButton idSource="invoiceId" numberSource="invoiceNumber" />
        </Labeled>
        <Labeled source="correctionNumber">
          <InvoiceDownloadButton idSource="correctionId" numberSource="correctionNumber" />
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
};

import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useRecordContext, useTranslate, type FieldProps } from 'react-admin';
import { invoicePdfUrl } from './paymentsApi';

/**
 * The invoice's PDF as issued, downloaded with the session cookie. `idSource` names the record's
 * field holding the invoice id (an order's `invoiceId`), `numberSource` what the button says.
 */
export const InvoiceDownloadButton = ({
  idSource = 'id',
  numberSource,
}: Partial<FieldProps> & { idSource?: string; numberSource?: string }) => {
  const record = useRecordContext<Record<string, string | null>>();
  const translate = useTranslate();
  const id = record?.[idSource];
  if (!record || !id) return null;
  const label = numberSource ? record[numberSource] : null;
  return (
    <Button
      component="a"
      href={invoicePdfUrl(id)}
      download
      size="small"
      startIcon={<DownloadIcon />}
      aria-label={`${translate('resources.invoices.download')}${label ? ` ${label}` : ''}`}
      // In a list whose rows open the record: the download is not a click on the row.
      onClick={(event: React.MouseEvent) => event.stopPropagation()}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {label ?? translate('resources.invoices.download')}
    </Button>
  );
};

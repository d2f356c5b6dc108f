import { Chip, Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate, type FieldProps } from 'react-admin';
import type { OfferRow } from './types';

/** Applications the offer holds, with a badge for those nobody has looked at yet (status `new`). */
export const OfferApplicationsField = (_props: FieldProps<OfferRow>) => {
  const record = useRecordContext<OfferRow>();
  const translate = useTranslate();
  if (!record) return null;
  const fresh = record.newApplications ?? 0;
  return (
    <Stack direction="row" spacing={1} component="span" sx={{ alignItems: 'center' }}>
      <Typography component="span" variant="body2">
        {record.applications ?? 0}
      </Typography>
      {fresh > 0 && (
        <Chip
          size="small"
          color="error"
          label={translate('resources.offers.fields.newApplications', { smart_count: fresh })}
        />
      )}
    </Stack>
  );
};

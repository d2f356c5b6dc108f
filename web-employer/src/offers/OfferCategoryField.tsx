import { Typography } from '@mui/material';
import { useRecordContext, type FieldProps } from 'react-admin';
import { useCategoryLabel } from './categoryLabels';
import type { OfferRow } from './types';

/** The category's label in the current language, from the brand's category tree. */
export const OfferCategoryField = (_props: FieldProps<OfferRow>) => {
  const record = useRecordContext<OfferRow>();
  const label = useCategoryLabel();
  if (!record) return null;
  return (
    <Typography component="span" variant="body2">
      {record.categoryId ? label(record.categoryId) : ''}
    </Typography>
  );
};

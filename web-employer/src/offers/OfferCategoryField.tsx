import { Typography } from '@mui/material';
import { useRecordContext, useTranslate, type FieldProps } from 'react-admin';
import type { OfferRow } from './types';

/** The category's label in the current language; an id the catalogue does not know shows as it is. */
export const OfferCategoryField = (_props: FieldProps<OfferRow>) => {
  const record = useRecordContext<OfferRow>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Typography component="span" variant="body2">
      {translate(`catalogue.categories.${record.categoryId}`, { _: record.categoryId })}
    </Typography>
  );
};

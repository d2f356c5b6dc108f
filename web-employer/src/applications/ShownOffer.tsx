import { Box, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useIntlLocale } from '../i18n/useIntlLocale';
import type { ApplicationRow } from './types';

/**
 * What the candidate was shown when applying (EU directive 2023/970, pay transparency): the offer's
 * version, title and every salary range as published then, whatever the offer says now.
 */
export const ShownOffer = () => {
  const application = useRecordContext<ApplicationRow>();
  const translate = useTranslate();
  const locale = useIntlLocale();
  if (!application) return null;
  const { shown } = application;
  const amount = (value: number | null) => (value === null ? '…' : value.toLocaleString(locale));
  return (
    <Box component="section" aria-labelledby="shown-offer-title">
      <Typography id="shown-offer-title" variant="h6" component="h2">
        {translate('resources.applications.shown.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {translate('resources.applications.shown.help', { version: shown.offerVersion })}
      </Typography>
      <Typography variant="subtitle1">{shown.title}</Typography>
      {shown.employmentTypes.length === 0 ? (
        <Typography variant="body2">{translate('resources.applications.shown.noSalary')}</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {shown.employmentTypes.map((salary, index) => (
            <Typography component="li" variant="body2" key={index}>
              {translate(`catalogue.employmentTypes.${salary.type}`)}:{' '}
              {salary.from === null && salary.to === null
                ? translate('resources.applications.shown.undisclosed')
                : `${amount(salary.from)} – ${amount(salary.to)} ${salary.currency}`}
              {', '}
              {translate(`catalogue.salaryUnits.${salary.unit}`).toLowerCase()}
              {', '}
              {translate(`catalogue.amountTypes.${salary.gross ? 'gross' : 'net'}`).toLowerCase()}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
};

import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslate } from '../../../lib/i18n/use-translate';
import type { OfferPageData } from '../offer-page-data';
import { OfferFreshnessLine } from './offer-changes';
import { experienceMessage, workingTimeMessage, workplaceMessage } from './offer-messages';

/**
 * The offer's facts under its pay: location, workplace, experience and working time, the skills, and
 * how fresh it is (spec §2 "Job summary"). A server part (`islands.ts`): nothing in it changes.
 */
export function OfferFacts({ offer }: { readonly offer: OfferPageData }) {
  const t = useTranslate();
  const skills = (label: string, names: readonly string[], variant: 'filled' | 'outlined') =>
    names.length > 0 && (
      <Box sx={{ mt: 2 }}>
        <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
          {label}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {names.map((name) => (
            <Chip key={name} label={name} variant={variant} size="small" />
          ))}
        </Box>
      </Box>
    );
  return (
    <>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' },
          gap: 2,
          mt: 3,
          mb: 0,
          '& dt': { typography: 'caption', color: 'text.secondary' },
          '& dd': { m: 0, fontWeight: 600 },
        }}
      >
        <div>
          <dt>{t('offerPage.location')}</dt>
          <dd>
            {offer.locations.length > 1 ? offer.locations.map((place) => place.city).join(', ') : offer.city}
          </dd>
        </div>
        <div>
          <dt>{t('offerPage.workplace')}</dt>
          <dd>{t(workplaceMessage[offer.workplaceType])}</dd>
        </div>
        <div>
          <dt>{t('offerPage.experience')}</dt>
          <dd>{t(experienceMessage[offer.experienceLevel])}</dd>
        </div>
        <div>
          <dt>{t('offerPage.workingTime')}</dt>
          <dd>{t(workingTimeMessage[offer.workingTime])}</dd>
        </div>
      </Box>

      {skills(t('offerPage.requiredSkills'), offer.requiredSkills, 'filled')}
      {skills(t('offerPage.niceToHaveSkills'), offer.niceToHaveSkills, 'outlined')}
      {offer.changes && <OfferFreshnessLine freshness={offer.changes.freshness} />}
    </>
  );
}

import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import HomeWorkOutlined from '@mui/icons-material/HomeWorkOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import SignalCellularAltRounded from '@mui/icons-material/SignalCellularAltRounded';
import type { SvgIconComponent } from '@mui/icons-material';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import type { Currency, WorkplaceType } from '@tablica/domain/catalogue';
import { isNewOffer } from '@tablica/domain/offers/listing';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Locale } from '../../../lib/i18n/locale';
import { useTranslate } from '../../../lib/i18n/use-translate';
import type { ListedOffer } from '../listed-offer';
import { FavouriteButton } from '../../favourites/components/favourite-button';
import { AppliedChip } from './applied-chip';
import { CompanyLogo } from './company-logo';
import { experienceMessage, workplaceMessage } from './offer-messages';
import { LeadingSalary } from './offer-salary';
import { offerHref } from '../offer-href';

const shownSkills = 3;

const workplaceIcon: Record<WorkplaceType, SvgIconComponent> = {
  remote: HomeOutlined,
  hybrid: HomeWorkOutlined,
  office: ApartmentOutlined,
};

interface OfferCardProps {
  readonly offer: ListedOffer;
  readonly now: Date;
  /** The currency pay is shown in (a list's `?currency=`, the offer page's toggle); null: the offer's own. */
  readonly currency?: Currency | null;
}

/**
 * One offer in the list. The title is the link; its ::after stretches over the whole card so the
 * card is one click target while screen readers hear just the title, not the card's every word.
 */
export function OfferCard({ offer, now, currency = null }: OfferCardProps) {
  const t = useTranslate();
  const locale = useIntl().locale as Locale;
  const WorkplaceIcon = workplaceIcon[offer.workplaceType];
  const otherLocations = offer.multilocation ? Math.max(offer.locations.length - 1, 0) : 0;
  const skills = offer.requiredSkills.slice(0, shownSkills);
  const isNew = isNewOffer(offer.publishedAt, now);

  return (
    <Card component="article" variant="outlined" sx={cardSx}>
      <Box sx={{ gridArea: 'logo' }}>
        <CompanyLogo
          companyName={offer.companyName}
          src={offer.companyLogoThumbUrl}
          size={{ xs: 44, sm: 56 }}
        />
      </Box>

      <Box sx={{ gridArea: 'title', minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
          <Typography variant="h2">
            <Link
              href={offerHref(offer, locale, currency)}
              color="inherit"
              underline="none"
              sx={stretchedLinkSx}
            >
              {offer.title}
            </Link>
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5, flexShrink: 0 }}>
            {(isNew || offer.isAppliedTo) && (
              <Box
                sx={{
                  display: 'flex',
                  flexDirection: { xs: 'column', sm: 'row' },
                  alignItems: 'flex-end',
                  gap: 0.5,
                  flexShrink: 0,
                  mt: '1px',
                }}
              >
                {offer.isAppliedTo && <AppliedChip />}
                {isNew && (
                  <Chip
                    label={t('offer.new')}
                    size="small"
                    sx={{ height: 22, bgcolor: 'success.light', color: 'success.dark', fontWeight: 700 }}
                  />
                )}
              </Box>
            )}
            <Box sx={{ mt: -0.5, mr: { xs: -0.75, sm: -1 } }}>
              <FavouriteButton guid={offer.guid} title={offer.title} />
            </Box>
          </Box>
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.25 }}>
          {offer.companyName}
        </Typography>
      </Box>

      <Box sx={{ gridArea: 'salary', justifySelf: { sm: 'end' }, textAlign: { sm: 'right' } }}>
        <LeadingSalary employmentTypes={offer.employmentTypes} currency={currency} />
      </Box>

      <Box component="ul" sx={{ ...plainListSx, gridArea: 'meta', columnGap: 2, rowGap: 0.5 }}>
        <MetaItem icon={<PlaceOutlined fontSize="inherit" />}>
          {offer.city}
          {otherLocations > 0 && (
            <Box component="span" sx={{ color: 'primary.main', fontWeight: 600, ml: 0.75 }}>
              {t('offer.moreLocations', { n: otherLocations })}
            </Box>
          )}
        </MetaItem>
        <MetaItem icon={<WorkplaceIcon fontSize="inherit" />}>
          {t(workplaceMessage[offer.workplaceType])}
        </MetaItem>
        <MetaItem icon={<SignalCellularAltRounded fontSize="inherit" />}>
          {t(experienceMessage[offer.experienceLevel])}
        </MetaItem>
      </Box>

      {skills.length > 0 && (
        <Box
          component="ul"
          aria-label={t('offer.skillsLabel')}
          sx={{ ...plainListSx, gridArea: 'skills', gap: 0.75 }}
        >
          {skills.map((skill) => (
            <li key={skill}>
              <Chip label={skill} size="small" variant="outlined" sx={{ borderColor: 'divider' }} />
            </li>
          ))}
        </Box>
      )}
    </Card>
  );
}

function MetaItem({ icon, children }: { readonly icon: ReactNode; readonly children: ReactNode }) {
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        color: 'text.secondary',
        typography: 'body2',
        '& > svg': { fontSize: '1.125rem', color: 'text.disabled' },
      }}
    >
      <Box component="span" aria-hidden sx={{ display: 'contents' }}>
        {icon}
      </Box>
      <span>{children}</span>
    </Box>
  );
}

const plainListSx = { listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap' } as const;

const cardSx = {
  position: 'relative',
  overflow: 'visible',
  display: 'grid',
  gridTemplateColumns: { xs: '44px minmax(0, 1fr)', sm: '56px minmax(0, 1fr) auto' },
  gridTemplateAreas: {
    xs: '"logo title" "salary salary" "meta meta" "skills skills"',
    sm: '"logo title salary" "logo meta meta" "logo skills skills"',
  },
  columnGap: { xs: 1.5, sm: 2 },
  rowGap: 1,
  p: { xs: 2, sm: 2.5 },
  borderRadius: 2,
  transition: 'border-color 120ms ease, box-shadow 120ms ease, transform 120ms ease',
  '&:hover': {
    borderColor: 'primary.main',
    boxShadow: '0 8px 24px rgba(23, 26, 43, 0.08)',
  },
  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
} as const;

const stretchedLinkSx = (theme: Theme) =>
  ({
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      borderRadius: 2,
      zIndex: 1,
    },
    '&:hover': { color: (theme.vars ?? theme).palette.primary.main },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': {
      outline: `3px solid ${(theme.vars ?? theme).palette.primary.main}`,
      outlineOffset: 2,
    },
  }) as const;

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Currency } from '@tablica/domain/catalogue';
import { defaultListFilters } from '@tablica/domain/listing/filters';
import { filtersToUrl } from '@tablica/domain/listing/url-codec';
import { categoryByKey, cityBySlug, tenantConfig } from '@tablica/domain/tenant-config/tenant-config';
import type { TenantId } from '@tablica/domain/tenants';
import { slugify } from '@tablica/domain/offers/listing';
import type { Locale } from '../../../lib/i18n/locale';
import { useTranslate } from '../../../lib/i18n/use-translate';
import type { OfferPageData } from '../offer-page-data';
import { FavouriteButton } from '../../favourites/components/favourite-button';
import { CompanyLogo } from './company-logo';
import { CurrencyToggleIsland } from './islands';
import { ChangesSinceAppliedNote, OfferFreshnessLine } from './offer-changes';
import {
  employmentTypeMessage,
  experienceMessage,
  workingTimeMessage,
  workplaceMessage,
} from './offer-messages';
import { LazyOfferLocationMap } from '../../map/components/lazy-maps';
import { OfferSalary, useShownEmploymentTypes } from './offer-salary';

interface OfferPageProps {
  readonly offer: OfferPageData;
  readonly tenant: TenantId;
  readonly locale: Locale;
  /** The currency pay is shown in (`?currency=`); null: the offer's own. */
  readonly currency: Currency | null;
  readonly onCurrencyChange: (currency: Currency) => void;
}

/**
 * The list URLs of the offer's breadcrumbs: all offers > city > category > subcategory (spec §2), in
 * the currency the page shows pay in.
 */
export function offerCrumbs(
  offer: OfferPageData,
  tenant: TenantId,
  locale: Locale,
  currency: Currency | null = null,
) {
  const config = tenantConfig(tenant);
  const city = cityBySlug(config, slugify(offer.city));
  const category = categoryByKey(config, offer.categoryId);
  const subcategory = category?.children.find((child) => child.key === offer.subcategoryId);
  const list = (changes: Partial<typeof defaultListFilters>) =>
    filtersToUrl({ ...defaultListFilters, currency, ...changes }, config, locale);
  const cityFilter = { city: city?.slug ?? null };
  return {
    all: list({}),
    city: city ? { href: list(cityFilter), label: city.label[locale] } : null,
    category: category
      ? { href: list({ ...cityFilter, category: category.key }), label: category.label[locale] }
      : null,
    subcategory:
      category && subcategory
        ? {
            href: list({ ...cityFilter, category: category.key, subcategories: [subcategory.key] }),
            label: subcategory.label[locale],
          }
        : null,
    /** Where "show active offers" leads when this one has ended: its category (or parent) list. */
    active: list(category ? { category: category.key } : {}),
  };
}

/** An offer's page: header, summary, description and the way to apply (spec §2 "Offer details"). */
export function OfferPage({ offer, tenant, locale, currency, onCurrencyChange }: OfferPageProps) {
  // A remote offer may name no place; a place the geocoder could not find sits at 0, 0.
  const places = offer.locations.filter((place) => place.latitude !== 0 || place.longitude !== 0);
  const t = useTranslate();
  const links = offerCrumbs(offer, tenant, locale, currency);
  const config = tenantConfig(tenant);
  const employmentTypes = useShownEmploymentTypes(offer.employmentTypes);
  const paid = offer.employmentTypes.filter((type) => type.from !== null);
  const convertible =
    config.featureFlags.enableCurrencyChange && config.currencies.length > 1 && paid.length > 0;
  // With nothing chosen the toggle shows the offer's currency, or none when it pays in several.
  const paidIn = [...new Set(paid.map((type) => type.currency))];
  const ownCurrency = paidIn.length === 1 ? paidIn[0]! : null;
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
    <Box component="article" aria-labelledby="offer-title">
      <Breadcrumbs aria-label={t('offerPage.breadcrumbs')} sx={{ mb: 2, fontSize: '0.875rem' }}>
        <Link href={links.all} underline="hover" color="inherit">
          {t('offerPage.allOffers')}
        </Link>
        {links.city && (
          <Link href={links.city.href} underline="hover" color="inherit">
            {links.city.label}
          </Link>
        )}
        {links.category && (
          <Link href={links.category.href} underline="hover" color="inherit">
            {links.category.label}
          </Link>
        )}
        {links.subcategory && (
          <Link href={links.subcategory.href} underline="hover" color="inherit">
            {links.subcategory.label}
          </Link>
        )}
        <Typography component="span" color="text.primary" sx={{ fontSize: 'inherit' }} aria-current="page">
          {offer.title}
        </Typography>
      </Breadcrumbs>

      {!offer.isOfferActive && (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" href={links.active}>
              {t('offerPage.showActive')}
            </Button>
          }
        >
          {t('offerPage.expired')}
        </Alert>
      )}

      {offer.changes?.sinceApplied && <ChangesSinceAppliedNote since={offer.changes.sinceApplied} />}

      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
          <CompanyLogo
            companyName={offer.companyName}
            src={offer.companyLogoThumbUrl ?? offer.companyLogoUrl}
            size={{ xs: 56, sm: 72 }}
          />
          <Box sx={{ minWidth: 0, flexGrow: 1 }}>
            <Typography id="offer-title" variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' } }}>
              {offer.title}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {offer.companyUrl ? (
                <Link href={offer.companyUrl} rel="noopener noreferrer nofollow" target="_blank">
                  {offer.companyName}
                </Link>
              ) : (
                offer.companyName
              )}
            </Typography>
          </Box>
          <FavouriteButton guid={offer.guid} title={offer.title} size="medium" />
        </Box>

        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, display: 'grid', gap: 0.5 }}>
          {employmentTypes.map((type) => (
            <Box component="li" key={`${type.type}-${type.currency}-${type.unit}`}>
              <OfferSalary employmentType={type} currency={convertible ? currency : null} />
              <Typography variant="caption" color="text.secondary">
                {t(employmentTypeMessage[type.type])}
              </Typography>
            </Box>
          ))}
        </Box>

        {convertible && (
          <Box sx={{ mt: 1.5 }}>
            <CurrencyToggleIsland
              // The currency shown may change without the toggle (the candidate's choice, read after hydration).
              dependsOn={currency ?? ownCurrency}
              currencies={config.currencies}
              value={currency ?? ownCurrency}
              converted={paid.some((type) => (currency ?? type.currency) !== type.currency)}
              onChange={onCurrencyChange}
            />
          </Box>
        )}

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
              {offer.locations.length > 1
                ? offer.locations.map((place) => place.city).join(', ')
                : offer.city}
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
      </Paper>

      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, mt: 2 }}>
        <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          {t('offerPage.description')}
        </Typography>
        {/* The server sanitised it with the description whitelist (platform/src/text/sanitize.ts). */}
        <Box
          className="offer-description"
          sx={{ '& img': { maxWidth: '100%' }, overflowWrap: 'anywhere' }}
          dangerouslySetInnerHTML={{ __html: offer.body }}
        />
      </Paper>

      {places.length > 0 && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, mt: 2 }}>
          <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
            {t('map.offerLocations')}
          </Typography>
          <Box sx={{ height: { xs: 220, sm: 300 }, borderRadius: 2, overflow: 'hidden' }}>
            <LazyOfferLocationMap places={places} />
          </Box>
        </Paper>
      )}
    </Box>
  );
}

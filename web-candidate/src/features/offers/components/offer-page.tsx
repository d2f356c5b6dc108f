import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Currency } from '@tablica/domain/catalogue';
import { brandBasics } from '@tablica/domain/tenant-config/brand-basics';
import type { TenantId } from '@tablica/domain/tenants';
import type { Locale } from '../../../lib/i18n/locale';
import { useTranslate } from '../../../lib/i18n/use-translate';
import type { OfferPageData } from '../offer-page-data';
import { FavouriteButtonIsland } from '../../favourites/components/favourite-button-island';
import { CompanyLogo } from './company-logo';
import { CurrencyToggleIsland, OfferDescriptionPart, OfferFactsPart, OfferIntroPart } from './islands';
import { employmentTypeMessage } from './offer-messages';
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

/** An offer's page: header, summary, description and the way to apply (spec §2 "Offer details"). */
export function OfferPage({ offer, tenant, locale, currency, onCurrencyChange }: OfferPageProps) {
  // A remote offer may name no place; a place the geocoder could not find sits at 0, 0.
  const places = offer.locations.filter((place) => place.latitude !== 0 || place.longitude !== 0);
  const t = useTranslate();
  const config = brandBasics(tenant);
  const employmentTypes = useShownEmploymentTypes(offer.employmentTypes);
  const paid = offer.employmentTypes.filter((type) => type.from !== null);
  const convertible =
    config.featureFlags.enableCurrencyChange && config.currencies.length > 1 && paid.length > 0;
  // With nothing chosen the toggle shows the offer's currency, or none when it pays in several.
  const paidIn = [...new Set(paid.map((type) => type.currency))];
  const ownCurrency = paidIn.length === 1 ? paidIn[0]! : null;
  return (
    <Box component="article" aria-labelledby="offer-title">
      <OfferIntroPart
        // The breadcrumbs' lists keep the currency shown: a change loads the part's code.
        dependsOn={currency}
        offer={offer}
        tenant={tenant}
        locale={locale}
        currency={currency}
      />

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
          <FavouriteButtonIsland guid={offer.guid} title={offer.title} size="medium" />
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

        <OfferFactsPart offer={offer} />
      </Paper>

      <OfferDescriptionPart body={offer.body} />

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

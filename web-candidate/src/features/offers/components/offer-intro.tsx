import Alert from '@mui/material/Alert';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Currency } from '@tablica/domain/catalogue';
import type { TenantId } from '@tablica/domain/tenants';
import type { Locale } from '../../../lib/i18n/locale';
import { useTranslate } from '../../../lib/i18n/use-translate';
import { offerCrumbs } from '../offer-crumbs';
import type { OfferPageData } from '../offer-page-data';
import { ChangesSinceAppliedNote } from './offer-changes';

export interface OfferIntroProps {
  readonly offer: OfferPageData;
  readonly tenant: TenantId;
  readonly locale: Locale;
  /** The currency the page shows pay in: the breadcrumbs' lists keep it. */
  readonly currency: Currency | null;
}

/**
 * Above the offer: the breadcrumbs (spec §2), "Offer expired" with the way to active offers, and what
 * changed since the candidate applied. A server part (`islands.ts`): links only.
 */
export function OfferIntro({ offer, tenant, locale, currency }: OfferIntroProps) {
  const t = useTranslate();
  const links = offerCrumbs(offer, tenant, locale, currency);
  return (
    <>
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
    </>
  );
}

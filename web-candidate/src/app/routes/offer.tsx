import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { isTenantId } from '@tablica/domain/tenants';
import { useState } from 'react';
import { AppFooter } from '../../components/layout/app-footer';
import { AppHeader } from '../../components/layout/app-header';
import { SkipLink } from '../../components/layout/skip-link';
import { AccountEntry } from '../../features/account/components/account-entry';
import { ApplyDialog } from '../../features/applications/components/apply-dialog';
import { OfferPage } from '../../features/offers/components/offer-page';
import { useTranslate } from '../../lib/i18n/use-translate';
import { candidateAccountsOn } from '../pages';
import type { RenderInput } from '../render-input';
import { employerHref } from './listing';

const mainId = 'main-content';

/** `/job-offer/{slug}`: the offer, server-rendered, with the floating way to apply (spec §2). */
export function OfferRoute({ input }: { readonly input: RenderInput }) {
  const t = useTranslate();
  const { url, locale, tenant, now, offer } = input;
  const [applying, setApplying] = useState(false);
  const [applied, setApplied] = useState(offer?.isAppliedTo ?? false);
  if (!offer || !isTenantId(tenant.id)) return null;

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink targetId={mainId} label={t('app.skipToContent')} />
      <AppHeader
        brandName={tenant.name}
        locale={locale}
        url={url}
        employerHref={employerHref}
        accountEntry={candidateAccountsOn(input) ? <AccountEntry /> : undefined}
      />
      <Container
        component="main"
        id={mainId}
        tabIndex={-1}
        maxWidth="md"
        sx={{ flexGrow: 1, py: { xs: 2, sm: 4 }, outline: 'none' }}
      >
        <OfferPage offer={offer} tenant={tenant.id} locale={locale} />
        {offer.isOfferActive && (
          <Paper
            elevation={6}
            sx={{
              position: 'sticky',
              bottom: { xs: 8, sm: 16 },
              mt: 2,
              p: 2,
              borderRadius: 3,
              display: 'flex',
              alignItems: 'center',
              gap: 2,
              flexWrap: 'wrap',
            }}
          >
            <Typography sx={{ flexGrow: 1, fontWeight: 600 }}>
              {applied ? t('offerPage.applied') : t('offerPage.applyBox')}
            </Typography>
            {offer.applyUrl ? (
              <Button
                variant="contained"
                size="large"
                href={offer.applyUrl}
                target="_blank"
                rel="noopener noreferrer nofollow"
              >
                {t('offerPage.applyExternal')}
              </Button>
            ) : (
              <Button variant="contained" size="large" onClick={() => setApplying(true)}>
                {t('offerPage.apply')}
              </Button>
            )}
          </Paper>
        )}
      </Container>
      <AppFooter
        brandName={tenant.name}
        locale={locale}
        url={url}
        employerHref={employerHref}
        year={new Date(now).getUTCFullYear()}
      />
      {!offer.applyUrl && (
        <ApplyDialog
          open={applying}
          onClose={() => setApplying(false)}
          onApplied={() => setApplied(true)}
          offer={offer}
          locale={locale}
        />
      )}
    </Box>
  );
}

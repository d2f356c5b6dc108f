import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { isTenantId } from '@tablica/domain/tenants';
import { useState } from 'react';
import { ApplyDialog } from '../../features/applications/components/apply-dialog';
import { OfferPage } from '../../features/offers/components/offer-page';
import { useTranslate } from '../../lib/i18n/use-translate';
import { PageShell } from '../page-shell';
import type { RenderInput } from '../render-input';

/** `/job-offer/{slug}`: the offer, server-rendered, with the floating way to apply (spec §2). */
export function OfferRoute({ input }: { readonly input: RenderInput }) {
  const t = useTranslate();
  const { locale, tenant, offer } = input;
  const [applying, setApplying] = useState(false);
  const [applied, setApplied] = useState(offer?.isAppliedTo ?? false);
  if (!offer || !isTenantId(tenant.id)) return null;

  return (
    <PageShell
      input={input}
      skipLabel="app.skipToContent"
      mainSx={{ py: { xs: 2, sm: 4 } }}
      after={
        !offer.applyUrl && (
          <ApplyDialog
            open={applying}
            onClose={() => setApplying(false)}
            onApplied={() => setApplied(true)}
            offer={offer}
            locale={locale}
          />
        )
      }
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
    </PageShell>
  );
}

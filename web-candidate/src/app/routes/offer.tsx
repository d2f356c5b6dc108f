import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ShareIcon from '@mui/icons-material/Share';
import { isTenantId } from '@tablica/domain/tenants';
import { useEffect, useRef, useState } from 'react';
import { useCandidateSession } from '../../features/account/hooks/use-candidate-session';
import { trackRedirect } from '../../features/applications/api/redirects';
import { RedirectReturnDialog } from '../../features/applications/components/redirect-return-dialog';
import { ApplyDialog } from '../../features/applications/components/apply-dialog';
import { BrandStoryPreview } from '../../features/offers/components/brand-story-preview';
import { OfferPage, offerCrumbs } from '../../features/offers/components/offer-page';
import { OfferTopBar } from '../../features/offers/components/offer-top-bar';
import { ShareDialog } from '../../features/offers/components/share-dialog';
import { SimilarOffers, useLookalikes } from '../../features/offers/components/similar-offers';
import { useRecordView } from '../../features/offers/hooks/use-record-view';
import { useTranslate } from '../../lib/i18n/use-translate';
import { PageShell } from '../page-shell';
import type { RenderInput } from '../render-input';

/** `/job-offer/{slug}`: the offer, server-rendered, with the floating way to apply (spec §2). */
export function OfferRoute({ input }: { readonly input: RenderInput }) {
  const { offer } = input;
  if (!offer || !isTenantId(input.tenant.id)) return null;
  return <OfferScreen input={input} offer={offer} />;
}

function OfferScreen({
  input,
  offer,
}: {
  readonly input: RenderInput;
  readonly offer: NonNullable<RenderInput['offer']>;
}) {
  const t = useTranslate();
  const { locale, tenant, now } = input;
  const [applying, setApplying] = useState(false);
  const [sharing, setSharing] = useState(false);
  const [applied, setApplied] = useState(offer.isAppliedTo);
  const { session } = useCandidateSession();
  const signedIn = session.status === 'signed-in';
  // Spec §4: a signed-in candidate leaving for the offer's own page is asked on return.
  const leftFor = useRef<string | null>(null);
  const [returned, setReturned] = useState<string | null>(null);
  useEffect(() => {
    const back = () => {
      if (document.visibilityState === 'visible' && leftFor.current) {
        setReturned(leftFor.current);
        leftFor.current = null;
      }
    };
    document.addEventListener('visibilitychange', back);
    return () => document.removeEventListener('visibilitychange', back);
  }, []);
  const leave = () => {
    if (!signedIn) return;
    void trackRedirect(offer.guid, locale).then(
      (id) => (leftFor.current = id),
      () => undefined,
    );
  };
  useRecordView(tenant.id, offer.slug);
  const lookalikes = useLookalikes(offer.slug, locale);
  if (!isTenantId(tenant.id)) return null;
  const links = offerCrumbs(offer, tenant.id, locale);
  const pageUrl = `${input.origin ?? ''}/job-offer/${offer.slug}`;

  return (
    <PageShell
      input={input}
      skipLabel="app.skipToContent"
      mainSx={{ py: { xs: 2, sm: 4 } }}
      after={
        <>
          <OfferTopBar title={offer.title} listHref={links.all} onShare={() => setSharing(true)} />
          <ShareDialog open={sharing} onClose={() => setSharing(false)} url={pageUrl} title={offer.title} />
          <RedirectReturnDialog
            redirectId={returned}
            locale={locale}
            onAnswered={(completed) => {
              setReturned(null);
              if (completed) setApplied(true);
            }}
          />
          {!offer.applyUrl && (
            <ApplyDialog
              open={applying}
              onClose={() => setApplying(false)}
              onApplied={() => setApplied(true)}
              offer={offer}
              locale={locale}
              profile={session.status === 'signed-in' ? session.profile : null}
            />
          )}
        </>
      }
    >
      <OfferPage offer={offer} tenant={tenant.id} locale={locale} />
      {offer.brandStorySlug && (
        <BrandStoryPreview
          slug={offer.brandStorySlug}
          companyName={offer.companyName}
          coverPhotoUrl={offer.brandStoryCoverPhotoUrl ?? null}
          shortDescription={offer.brandStoryShortDescription ?? null}
        />
      )}
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
            zIndex: 1,
          }}
        >
          <Typography sx={{ flexGrow: 1, fontWeight: 600 }}>
            {applied ? t('offerPage.applied') : t('offerPage.applyBox')}
          </Typography>
          <Button variant="outlined" size="large" startIcon={<ShareIcon />} onClick={() => setSharing(true)}>
            {t('offerTopBar.share')}
          </Button>
          {offer.applyUrl ? (
            <Button
              variant="contained"
              size="large"
              href={offer.applyUrl}
              target="_blank"
              rel="noopener noreferrer nofollow"
              onClick={leave}
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
      <SimilarOffers offers={lookalikes} now={new Date(now)} />
    </PageShell>
  );
}

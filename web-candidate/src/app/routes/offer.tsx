import { brandBasics } from '@tablica/domain/tenant-config/brand-basics';
import { isTenantId } from '@tablica/domain/tenants';
import { lazy, useEffect, useRef, useState } from 'react';
import { LazyMount } from '../../components/lazy-mount';
import { WhenNear } from '../../components/when-near';
import { useCandidateSession } from '../../features/account/hooks/use-candidate-session';
import { trackRedirect } from '../../features/applications/api/redirects';
import { appliesInOneClick } from '../../features/applications/one-click';
import { LazyApplyDialog } from '../../features/applications/components/lazy-apply-dialog';
import { ApplyBox, type AppliedState } from '../../features/offers/components/apply-box';
import { BrandStoryPreviewPart } from '../../features/offers/components/islands';
import { LazyOfferCard } from '../../features/offers/components/lazy-offer-card';
import { OfferPage } from '../../features/offers/components/offer-page';
import { LazyOfferTopBar } from '../../features/offers/components/lazy-offer-top-bar';
import { SimilarOffers, useLookalikes } from '../../features/offers/components/similar-offers';
import { useRecordView } from '../../features/offers/hooks/use-record-view';
import { useShownCurrency } from '../../features/offers/hooks/use-shown-currency';
import { useTranslate } from '../../lib/i18n/use-translate';
import { candidateAccountsOn, profilePath } from '../pages';
import { PageShell } from '../page-shell';
import type { RenderInput } from '../render-input';

// Code-split (issue 13): each dialog's code loads when it first opens, not with the offer.
const RedirectReturnDialog = lazy(() =>
  import('../../features/applications/components/redirect-return-dialog').then((module) => ({
    default: module.RedirectReturnDialog,
  })),
);
const LeftToApplySidebar = lazy(() =>
  import('../../features/applications/components/left-to-apply-sidebar').then((module) => ({
    default: module.LeftToApplySidebar,
  })),
);
const ShareDialog = lazy(() =>
  import('../../features/offers/components/share-dialog').then((module) => ({ default: module.ShareDialog })),
);
const ConfirmApplicationDialog = lazy(
  () => import('../../features/applications/components/confirm-application-dialog'),
);
const LookalikePrompt = lazy(() => import('../../features/offers/components/lookalike-prompt'));
const Snackbar = lazy(() => import('@mui/material/Snackbar'));
const SignUpDialog = lazy(() =>
  import('../../features/account/components/sign-up-dialog').then((module) => ({
    default: module.SignUpDialog,
  })),
);
/** How many look-alikes the success screen of the apply dialog shows, and the sidebar beside the offer. */
const lookalikesAfterApplying = 3;
const lookalikesBeside = 4;

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
  const [signingUp, setSigningUp] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // The server's answer for a signed-in candidate (with the day, from the offer's history), then ours.
  const [applied, setApplied] = useState<AppliedState | null>(
    offer.isAppliedTo ? { at: offer.changes?.sinceApplied?.appliedAt ?? null } : null,
  );
  const appliedNow = () => setApplied({ at: new Date().toISOString() });
  const { session } = useCandidateSession();
  const signedIn = session.status === 'signed-in';
  const profile = session.status === 'signed-in' ? session.profile : null;
  const captchaSiteKey = input.captchaSiteKey ?? null;
  // Spec §4: without applyUrl the apply dialog or the confirm dialog opens: the latter for a
  // candidate whose profile applies in one click (a name and a CV).
  const apply = () => (appliesInOneClick(profile) ? setConfirming(true) : setApplying(true));
  // Spec §4: leaving for the offer's own apply page is tracked for everyone. With the brand's
  // application history a signed-in candidate is asked on return whether they applied; anyone else
  // gets the similar-offers sidebar at once (a guest with an invitation to an account).
  const confirmsOnReturn =
    signedIn && isTenantId(tenant.id) && brandBasics(tenant.id).featureFlags.applicationHistory;
  const leftFor = useRef<string | null>(null);
  const [returned, setReturned] = useState<string | null>(null);
  const [leftToApply, setLeftToApply] = useState(false);
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    const back = () => {
      if (document.visibilityState === 'visible' && leftFor.current) {
        setReturned(leftFor.current);
        leftFor.current = null;
      }
    };
    // A new tab hides the board's tab; a new window (a browser's choice) only takes its focus.
    document.addEventListener('visibilitychange', back);
    window.addEventListener('focus', back);
    return () => {
      document.removeEventListener('visibilitychange', back);
      window.removeEventListener('focus', back);
    };
  }, []);
  // Decided when the redirect is recorded, not at the click: the session may still be loading then.
  const asksOnReturn = useRef(confirmsOnReturn);
  useEffect(() => {
    asksOnReturn.current = confirmsOnReturn;
  }, [confirmsOnReturn]);
  const leave = () => {
    // The captcha's code (and Google's script) only where the board has a site key, at the click.
    const token = captchaSiteKey
      ? import('../../features/applications/captcha/recaptcha').then(({ captchaToken }) =>
          captchaToken(captchaSiteKey, 'track_redirect'),
        )
      : Promise.resolve(null);
    void token
      .then((answer) => trackRedirect(offer.guid, locale, answer))
      .catch(() => null)
      .then((id) => {
        if (id && asksOnReturn.current) leftFor.current = id;
        else setLeftToApply(true);
      });
  };
  useRecordView(tenant.id, offer.slug);
  const [currency, setCurrency] = useShownCurrency(input.url, tenant.id);
  const lookalikes = useLookalikes(offer.slug, locale);
  const lookalikeCards = (count: number) =>
    (lookalikes ?? [])
      .slice(0, count)
      .map((similar) => (
        <LazyOfferCard key={similar.guid} offer={similar} now={new Date(now)} currency={currency} />
      ));
  // Spec §4: a visitor who is not signed in is invited to an account, where the brand has them.
  const inviteToAccount = !signedIn && candidateAccountsOn(input) ? () => setSigningUp(true) : undefined;
  // Spec §4 "Lookalike prompt user status", once the session is known.
  const lookalikeStatus =
    session.status === 'unknown'
      ? null
      : profile
        ? profile.matchmaking.mandatoryPreferencesFilledIn
          ? 'registered'
          : 'missingPreferences'
        : 'unregistered';
  if (!isTenantId(tenant.id)) return null;
  const pageUrl = `${input.origin ?? ''}/job-offer/${offer.slug}`;

  return (
    <PageShell
      input={input}
      skipLabel="app.skipToContent"
      mainSx={{ py: { xs: 2, sm: 4 } }}
      currency={{ value: currency, onChange: setCurrency }}
      after={
        <>
          <LazyOfferTopBar
            offer={offer}
            tenant={tenant.id}
            locale={locale}
            currency={currency}
            onShare={() => setSharing(true)}
          />
          <LazyMount when={sharing}>
            <ShareDialog open={sharing} onClose={() => setSharing(false)} url={pageUrl} title={offer.title} />
          </LazyMount>
          <LazyMount when={returned !== null}>
            <RedirectReturnDialog
              redirectId={returned}
              locale={locale}
              onAnswered={(completed) => {
                setReturned(null);
                if (completed) {
                  appliedNow();
                  setSaved(true);
                }
              }}
            />
          </LazyMount>
          <LazyMount when={saved}>
            <Snackbar
              open={saved}
              autoHideDuration={6000}
              onClose={() => setSaved(false)}
              message={t('redirect.saved')}
              anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
            />
          </LazyMount>
          {offer.applyUrl && (
            <LazyMount when={leftToApply}>
              <LeftToApplySidebar
                open={leftToApply}
                onClose={() => setLeftToApply(false)}
                companyName={offer.companyName}
                lookalikes={lookalikeCards(lookalikesBeside)}
                onCreateAccount={inviteToAccount}
              />
            </LazyMount>
          )}
          {!offer.applyUrl && (
            <LazyApplyDialog
              open={applying}
              onClose={() => setApplying(false)}
              onApplied={appliedNow}
              offer={offer}
              locale={locale}
              profile={profile}
              lookalikes={lookalikeCards(lookalikesAfterApplying)}
              onCreateAccount={inviteToAccount}
              captchaSiteKey={captchaSiteKey}
            />
          )}
          {!offer.applyUrl && appliesInOneClick(profile) && (
            <LazyMount when={confirming}>
              <ConfirmApplicationDialog
                open={confirming}
                onClose={() => setConfirming(false)}
                onEdit={() => {
                  setConfirming(false);
                  setApplying(true);
                }}
                onApplied={appliedNow}
                offer={offer}
                locale={locale}
                profile={profile}
                appliedAt={applied?.at ?? null}
                lookalikes={lookalikeCards(lookalikesAfterApplying)}
                captchaSiteKey={captchaSiteKey}
              />
            </LazyMount>
          )}
          <LazyMount when={signingUp}>
            <SignUpDialog open={signingUp} onClose={() => setSigningUp(false)} locale={locale} />
          </LazyMount>
        </>
      }
    >
      <OfferPage
        offer={offer}
        tenant={tenant.id}
        locale={locale}
        currency={currency}
        onCurrencyChange={setCurrency}
      />
      {offer.brandStorySlug && (
        <BrandStoryPreviewPart
          slug={offer.brandStorySlug}
          companyName={offer.companyName}
          coverPhotoUrl={offer.brandStoryCoverPhotoUrl ?? null}
          shortDescription={offer.brandStoryShortDescription ?? null}
        />
      )}
      {offer.isOfferActive && (
        <ApplyBox
          applied={applied}
          applyUrl={offer.applyUrl}
          onApply={apply}
          onLeave={leave}
          onShare={() => setSharing(true)}
        />
      )}
      <SimilarOffers offers={lookalikes} now={new Date(now)} currency={currency} />
      {lookalikeStatus && (
        <WhenNear>
          <LookalikePrompt
            status={lookalikeStatus}
            slug={offer.slug}
            lookalikes={lookalikes}
            now={new Date(now)}
            currency={currency}
            onCreateAccount={inviteToAccount}
            profileHref={profilePath}
          />
        </WhenNear>
      )}
    </PageShell>
  );
}

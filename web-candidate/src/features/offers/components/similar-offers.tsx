import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import type { Currency } from '@tablica/domain/catalogue';
import { useEffect, useState } from 'react';
import { getJson } from '../../../lib/api-client';
import type { Locale } from '../../../lib/i18n/locale';
import { useTranslate } from '../../../lib/i18n/use-translate';
import type { ListedOffer } from '../listed-offer';
import { LazyOfferCard } from './lazy-offer-card';

/** How many look-alikes the offer page shows. */
const shown = 4;

/** `GET /v2/user-panel/offer-lookalikes/{slug}` (spec §7): active offers like this one. */
export function useLookalikes(slug: string, locale: Locale): readonly ListedOffer[] | null {
  const [offers, setOffers] = useState<readonly ListedOffer[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    getJson<{ data: ListedOffer[] }>(`/api/v2/user-panel/offer-lookalikes/${encodeURIComponent(slug)}`, {
      locale,
      signal: controller.signal,
    }).then(
      (answer) => setOffers(answer.data),
      // Look-alikes are extra: without them the page is whole.
      () => !controller.signal.aborted && setOffers([]),
    );
    return () => controller.abort();
  }, [slug, locale]);
  return offers;
}

/** The similar offers under the offer (spec §2), loaded after the page is shown. */
export function SimilarOffers({
  offers,
  now,
  currency = null,
}: {
  readonly offers: readonly ListedOffer[] | null;
  readonly now: Date;
  /** The currency the page shows pay in; null: each offer's own. */
  readonly currency?: Currency | null;
}) {
  const t = useTranslate();
  if (offers === null || offers.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="similar-offers" sx={{ mt: 4 }}>
      <Typography id="similar-offers" variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
        {t('similarOffers.title')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {offers.slice(0, shown).map((offer) => (
          <LazyOfferCard key={offer.guid} offer={offer} now={now} currency={currency} />
        ))}
      </Box>
    </Box>
  );
}

/**
 * The board's offer cards arrange themselves by the viewport; in the 544 px side panel of a wide
 * screen (the apply dialog, the similar-offers sidebar) their one-row header (title, "new", salary)
 * would overlap, so there they stack as on a phone.
 */
export const narrowOfferCardsSx = (theme: Theme) =>
  ({
    display: 'grid',
    gap: 1.5,
    [theme.breakpoints.up('sm')]: {
      '& > article': {
        gridTemplateColumns: '56px minmax(0, 1fr)',
        gridTemplateAreas: '"logo title" "logo salary" "logo meta" "logo skills"',
      },
      '& > article > *': { justifySelf: 'stretch', textAlign: 'left' },
    },
  }) as const;

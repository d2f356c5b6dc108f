import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { OfferListItem } from '@tablica/domain/offers/listing';
import { useMemo } from 'react';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { formatCount } from '../../../lib/i18n/format-count';
import { useTranslate } from '../../../lib/i18n/use-translate';
import { OfferCard } from '../../offers/components/offer-card';
import { OfferCardSkeleton } from '../../offers/components/offer-card-skeleton';
import type { useOfferWindows } from '../hooks/use-offer-windows';
import { WindowSentinel } from './window-sentinel';

/** Spec §9: 15 placeholders while the list loads. */
export const skeletonCount = 15;

interface OfferListProps {
  readonly list: ReturnType<typeof useOfferWindows>;
  readonly now: string;
  readonly onOfferClick?: (offer: OfferListItem, index: number) => void;
}

/** The loaded windows of offers with sentinels that load the windows before and after. */
export function OfferList({ list, now }: OfferListProps) {
  const t = useTranslate();
  const nowDate = useMemo(() => new Date(now), [now]);
  const { offers, status, edge, stale, next, prev, first, total } = list;
  const replacing = stale || (status === 'loading' && edge === 'all');
  const idle = status === 'idle' && !stale;
  return (
    <>
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {status === 'loading'
          ? t(
              edge === 'start'
                ? 'listing.loadingEarlier'
                : edge === 'end'
                  ? 'listing.loading'
                  : 'listing.refreshing',
            )
          : ''}
      </VisuallyHidden>
      {prev !== null && !replacing && (
        <>
          <WindowSentinel active={idle} onReached={list.loadPrevious} />
          <Box sx={{ display: 'flex', justifyContent: 'center', mb: 1.5 }}>
            <Button onClick={list.loadPrevious}>{t('listing.loadEarlier')}</Button>
          </Box>
        </>
      )}
      <Box
        component="ul"
        aria-label={t('listing.listLabel')}
        aria-busy={status === 'loading'}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: { xs: 1.25, sm: 1.5 } }}
      >
        {replacing
          ? Array.from({ length: skeletonCount }, (_, index) => (
              <li key={`skeleton-${index}`} aria-hidden>
                <OfferCardSkeleton />
              </li>
            ))
          : offers.map((offer) => (
              <li key={offer.guid}>
                <OfferCard offer={offer} now={nowDate} />
              </li>
            ))}
        {!replacing &&
          status === 'loading' &&
          edge === 'end' &&
          Array.from({ length: 3 }, (_, index) => (
            <li key={`more-${index}`} aria-hidden>
              <OfferCardSkeleton />
            </li>
          ))}
      </Box>
      {status === 'failed' && (
        <Alert
          severity="error"
          variant="outlined"
          sx={{ mt: 2, bgcolor: 'background.paper' }}
          action={<Button onClick={list.retry}>{t('listing.retry')}</Button>}
        >
          {edge === 'all' ? t('listing.refreshFailed') : t('listing.loadFailed')}
        </Alert>
      )}
      {!replacing && (
        <Box sx={{ mt: 3, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {next !== null
              ? t('listing.progress', {
                  shown: formatCount(first + offers.length),
                  total: formatCount(total),
                })
              : t('listing.allLoaded')}
          </Typography>
          {next !== null && <WindowSentinel active={idle} onReached={list.loadNext} />}
        </Box>
      )}
    </>
  );
}

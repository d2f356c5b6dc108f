import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { OfferListItem } from '@tablica/domain/offers/listing';
import { useAtomValue } from 'jotai';
import {
  lazy,
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { keptServerChildren, useKeptServerMarkup } from '../../../components/server-markup';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { formatCount } from '../../../lib/i18n/format-count';
import { useTranslate } from '../../../lib/i18n/use-translate';
import { OfferCard } from '../../offers/components/offer-card';
import { OfferCardSkeleton } from '../../offers/components/offer-card-skeleton';
import { useListNavigation } from '../hooks/use-list-navigation';
import type { useOfferWindows } from '../hooks/use-offer-windows';
import { clearPosition, positionParams, storedPosition, storePosition } from '../navigation-memory';
import { boardAtom } from '../state/board-atom';
import { filtersAtom } from '../state/listing-atoms';
import { WindowSentinel } from './window-sentinel';

/** Spec §9: 15 placeholders while the list loads. */
export const skeletonCount = 15;

interface OfferListProps {
  readonly list: ReturnType<typeof useOfferWindows>;
  readonly now: string;
}

const VirtualOffers = lazy(() =>
  import('./virtual-offers').then((module) => ({ default: module.VirtualOffers })),
);

/**
 * True after hydration: the list moves to the virtualiser, whose code loads then (issue 11, initial
 * JS). The switch is a transition, so React keeps the server's plain list (every card of the first
 * window in the DOM, usable) on screen until that code is here.
 */
function useVirtualised(): boolean {
  const [virtualised, setVirtualised] = useState(false);
  useEffect(() => startTransition(() => setVirtualised(true)), []);
  return virtualised;
}

/**
 * "The offers did not load", with a retry: MUI's outlined error Alert as plain markup (the Alert, with
 * the IconButton of its close action, was ~3 KB of the list's initial JavaScript for a message
 * seldom shown, whose code must not have to be downloaded when the network is what failed).
 */
function LoadFailed({ onRetry, children }: { readonly onRetry: () => void; readonly children: ReactNode }) {
  const t = useTranslate();
  return (
    <Box
      role="alert"
      sx={{
        mt: 2,
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: 1.5,
        px: 2,
        py: 0.75,
        border: 1,
        borderColor: 'error.main',
        borderRadius: 1,
        bgcolor: 'background.paper',
        typography: 'body2',
      }}
    >
      <Box
        component="svg"
        viewBox="0 0 24 24"
        aria-hidden
        focusable="false"
        sx={{ width: 22, height: 22, flexShrink: 0, fill: 'currentColor', color: 'error.main' }}
      >
        <path d="M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z" />
      </Box>
      <Box sx={{ flex: 1, py: 1 }}>{children}</Box>
      <Button onClick={onRetry}>{t('listing.retry')}</Button>
    </Box>
  );
}

/** The loaded windows of offers with sentinels that load the windows before and after. */
export function OfferList({ list, now }: OfferListProps) {
  const t = useTranslate();
  const nowDate = useMemo(() => new Date(now), [now]);
  const { offers, status, edge, stale, next, prev, first, total } = list;
  const virtualised = useVirtualised();
  const fromServer = useKeptServerMarkup();
  const filters = useAtomValue(filtersAtom);
  const { offersListDebug } = useAtomValue(boardAtom).config.featureFlags;
  const navigate = useListNavigation();

  // Coming back from an offer: the list the server rendered from the address's `from` holds it.
  const [returnTo] = useState(() =>
    typeof document === 'undefined' ? null : (storedPosition(filters)?.slug ?? null),
  );
  useEffect(() => {
    if (returnTo !== null) clearPosition();
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = previous;
    };
  }, [returnTo]);

  // Spec §4: a plain click on an offer remembers the position (cookie) and writes its window's `from`
  // into the address; ctrl/meta/shift or middle clicks open a new tab and leave the list as it is.
  const onOfferClick = useCallback(
    (offer: OfferListItem, index: number, event: MouseEvent) => {
      if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
      if (!(event.target instanceof Element) || event.target.closest('a') === null) return;
      const from = first + Math.floor(index / filters.itemsCount) * filters.itemsCount;
      storePosition(
        { from, itemsCount: filters.itemsCount, params: positionParams(filters), slug: offer.slug },
        { debug: offersListDebug },
      );
      navigate({ ...filters, from }, 'replace');
    },
    [first, filters, navigate, offersListDebug],
  );
  const replacing = stale || (status === 'loading' && edge === 'all');
  const keepServerCards = fromServer && !replacing;
  // The sentinels wait for the virtualiser: a window loaded into the plain list would move what the
  // candidate looks at (and the offer a return scrolls to) before the virtualiser can keep it in place.
  const idle = status === 'idle' && !stale && virtualised;
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
      <Suspense fallback={null}>
        {virtualised && !replacing ? (
          <VirtualOffers
            offers={offers}
            now={nowDate}
            label={t('listing.listLabel')}
            busy={status === 'loading'}
            first={first}
            currency={filters.currency}
            scrollTo={returnTo}
            onOfferClick={onOfferClick}
          />
        ) : (
          <Box
            component="ul"
            aria-label={t('listing.listLabel')}
            aria-busy={status === 'loading'}
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gap: { xs: 1.25, sm: 1.5 },
              // Cards below the first screens are laid out when scrolled near (the server's 100 cards
              // cost a slow phone ~1 s of style and layout before the first paint); the margin keeps
              // a card's hover shadow and focus ring, which its paint containment would clip.
              '& > li:nth-of-type(n + 9)': {
                contentVisibility: 'auto',
                containIntrinsicSize: 'auto 170px',
                overflowClipMargin: '24px',
              },
            }}
            // The server's cards stay as it sent them until the virtualiser replaces them (moments
            // later): hydrating them would cost more than everything else on the page.
            {...(keepServerCards ? keptServerChildren : {})}
          >
            {keepServerCards
              ? undefined
              : replacing
                ? Array.from({ length: skeletonCount }, (_, index) => (
                    <li key={`skeleton-${index}`} aria-hidden>
                      <OfferCardSkeleton />
                    </li>
                  ))
                : offers.map((offer) => (
                    <li key={offer.guid}>
                      <OfferCard offer={offer} now={nowDate} currency={filters.currency} />
                    </li>
                  ))}
          </Box>
        )}
      </Suspense>
      {!replacing && status === 'loading' && edge === 'end' && (
        <Box aria-hidden sx={{ display: 'grid', gap: 1.5 }}>
          {Array.from({ length: 3 }, (_, index) => (
            <OfferCardSkeleton key={index} />
          ))}
        </Box>
      )}
      {status === 'failed' && (
        <LoadFailed onRetry={list.retry}>
          {edge === 'all' ? t('listing.refreshFailed') : t('listing.loadFailed')}
        </LoadFailed>
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

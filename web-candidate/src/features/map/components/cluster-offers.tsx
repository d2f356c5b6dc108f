import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ListFilters } from '@tablica/domain/listing/filters';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslate } from '../../../lib/i18n/use-translate';
import { offerHref } from '../../offers/offer-href';
import { LeadingSalary } from '../../offers/components/offer-salary';
import { boardAtom } from '../../listing/state/board-atom';
import { getMarkers, type MapCluster, type MapMarker } from '../map-api';
import { mapLimits } from '../map-settings';

interface ClusterOffersProps {
  readonly cluster: Pick<MapCluster, 'region' | 'count'>;
  readonly filters: ListFilters;
  readonly canZoom: boolean;
  readonly onZoom: () => void;
  /** Escape: the popup closes (and nothing around it, such as the phone's full-screen map). */
  readonly onClose: () => void;
}

/** One row's height: the popup shows up to 6 rows and scrolls the rest (spec §4, §9). */
const rowHeight = 64;

/**
 * A cluster's offers in its popup (spec §4): 20 at a time from the markers endpoint, "show more" for
 * the next 20. Focus moves to the heading so a keyboard user lands in the popup it opened.
 */
export function ClusterOffers({ cluster, filters, canZoom, onZoom, onClose }: ClusterOffersProps) {
  const t = useTranslate();
  const { locale } = useAtomValue(boardAtom);
  const [offers, setOffers] = useState<readonly MapMarker[]>([]);
  const [total, setTotal] = useState(cluster.count);
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  // Which question (page, attempt) was last answered or refused; anything else is loading.
  const asked = `${page}:${attempt}`;
  const [settled, setSettled] = useState<{ asked: string; failed: boolean } | null>(null);
  const state = settled?.asked !== asked ? 'loading' : settled.failed ? 'failed' : 'ready';
  const heading = useRef<HTMLHeadingElement>(null);

  // The popup's content is rendered before Leaflet puts the popup on the page: focus a frame later.
  useEffect(() => {
    const frame = requestAnimationFrame(() => heading.current?.focus({ preventScroll: true }));
    return () => cancelAnimationFrame(frame);
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    const question = `${page}:${attempt}`;
    getMarkers(filters, cluster.region, page, mapLimits.popupPageSize, locale, controller.signal).then(
      (answer) => {
        setOffers((known) => {
          const seen = new Set(known.map((offer) => offer.slug));
          return [...known, ...answer.data.filter((offer) => !seen.has(offer.slug))];
        });
        setTotal(answer.meta.totalItems);
        setSettled({ asked: question, failed: false });
      },
      () => {
        if (!controller.signal.aborted) setSettled({ asked: question, failed: true });
      },
    );
    return () => controller.abort();
  }, [cluster.region, filters, locale, page, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return (
    <Box
      sx={{ display: 'grid', gap: 1, width: '100%' }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onClose();
      }}
    >
      <Typography ref={heading} tabIndex={-1} variant="subtitle2" component="h2" sx={{ outline: 'none' }}>
        {t('map.popup.title', { count: total })}
      </Typography>
      {offers.length > 0 && (
        <Box
          component="ul"
          aria-label={t('map.popup.title', { count: total })}
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            maxHeight: rowHeight * mapLimits.popupRows,
            overflowY: 'auto',
          }}
        >
          {offers.map((offer) => (
            <Box
              component="li"
              key={offer.slug}
              sx={{ minHeight: rowHeight, py: 0.75, borderBottom: 1, borderColor: 'divider' }}
            >
              <Link
                href={offerHref(offer, locale)}
                sx={{ fontWeight: 600, fontSize: '0.9rem', display: 'block' }}
              >
                {offer.title}
              </Link>
              <Typography variant="caption" component="p" sx={{ color: 'text.secondary', m: 0 }}>
                {offer.companyName} · {offer.city}
              </Typography>
              <LeadingSalary employmentTypes={offer.employmentTypes} />
            </Box>
          ))}
        </Box>
      )}
      {state === 'loading' && (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1 }}>
          <CircularProgress size={16} />
          <Typography variant="caption">{t('map.popup.loading')}</Typography>
        </Box>
      )}
      {state === 'failed' && (
        <Box role="alert" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="caption">{t('map.popup.failed')}</Typography>
          <Button size="small" onClick={retry}>
            {t('map.popup.retry')}
          </Button>
        </Box>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {state === 'ready' && offers.length < total && (
          <Button size="small" variant="outlined" onClick={() => setPage((n) => n + 1)}>
            {t('map.popup.more', { shown: offers.length, total })}
          </Button>
        )}
        {canZoom && (
          <Button size="small" onClick={onZoom}>
            {t('map.popup.zoomIn')}
          </Button>
        )}
      </Box>
    </Box>
  );
}

import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { formatCount } from '../../../lib/i18n/format-count';
import { useTranslate } from '../../../lib/i18n/use-translate';
import type { LoadStatus } from '../hooks/use-offer-pages';

/** Spec §4: the next page loads 200 ms after the bottom sentinel comes into view. */
const sentinelDelayMs = 200;

interface LoadMoreProps {
  readonly shown: number;
  readonly total: number;
  readonly hasMore: boolean;
  readonly status: LoadStatus;
  readonly lastLoadedCount: number | null;
  readonly onLoadMore: () => void;
}

/**
 * Progress, the "load more" button and an invisible sentinel that presses it for you as you scroll
 * near the end. After a failure only the button retries, so a dead network is not hammered.
 */
export function LoadMore({ shown, total, hasMore, status, lastLoadedCount, onLoadMore }: LoadMoreProps) {
  const t = useTranslate();
  const sentinel = useRef<HTMLDivElement>(null);
  const autoLoad = hasMore && status === 'idle';

  useEffect(() => {
    const node = sentinel.current;
    if (!autoLoad || node === null || typeof IntersectionObserver === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        clearTimeout(timer);
        if (entries.some((entry) => entry.isIntersecting)) timer = setTimeout(onLoadMore, sentinelDelayMs);
      },
      { rootMargin: '0px 0px 400px 0px' },
    );
    observer.observe(node);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [autoLoad, onLoadMore]);

  const loading = status === 'loading';
  const progress = { shown: formatCount(shown), total: formatCount(total) };
  const announcement = loading
    ? t('listing.loading')
    : status === 'idle' && lastLoadedCount !== null
      ? t('listing.loaded', { n: lastLoadedCount, count: formatCount(lastLoadedCount), ...progress })
      : '';

  return (
    <Box sx={{ mt: 3, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}>
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>

      {status === 'failed' && (
        <Alert severity="error" variant="outlined" sx={{ width: '100%', bgcolor: 'background.paper' }}>
          {t('listing.loadFailed')}
        </Alert>
      )}

      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {hasMore ? t('listing.progress', progress) : t('listing.allLoaded')}
      </Typography>

      {hasMore && (
        // Stays enabled while loading: disabling it would drop keyboard focus to <body>.
        <Button
          variant={status === 'failed' ? 'outlined' : 'contained'}
          size="large"
          onClick={onLoadMore}
          aria-disabled={loading}
          startIcon={
            loading ? (
              <CircularProgress size={18} color="inherit" aria-hidden />
            ) : status === 'failed' ? (
              <RefreshRounded />
            ) : (
              <ExpandMoreRounded />
            )
          }
          sx={{ minWidth: 240 }}
        >
          {status === 'failed' ? t('listing.retry') : t('listing.loadMore')}
        </Button>
      )}

      <div ref={sentinel} />
    </Box>
  );
}

import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link, Title, useTranslate } from 'react-admin';
import { callApi, type CallApi } from '../api';
import { fetchPaymentStatus, outcomeOf, type PaymentOutcome } from './paymentsApi';
import type { PaymentStatus } from './types';

/** How often and how long the page asks (spec §4 mapping) before it says the provider is slow. */
export const pollEveryMs = 1500;
export const pollAttempts = 40;

/** What the provider's return redirect put in the page's own query (before the hash). */
export function returnParams(search: string) {
  const query = new URLSearchParams(search);
  return { paymentId: query.get('payment_id'), cancelled: query.get('cancelled') === '1' };
}

type View =
  | { readonly kind: 'loading' }
  | { readonly kind: 'not-found' }
  | { readonly kind: PaymentOutcome | 'slow'; readonly status: PaymentStatus };

/** Asks for the status until the payment is settled (and a paid offer published), or `attempts` run out. */
function usePaymentOutcome(
  api: CallApi,
  paymentId: string | null,
  cancelled: boolean,
  attempts: number,
  everyMs: number,
): [View, () => void] {
  const [view, setView] = useState<View>({ kind: paymentId ? 'loading' : 'not-found' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!paymentId) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async (attempt: number) => {
      try {
        const status = await fetchPaymentStatus(api, paymentId);
        if (stopped) return;
        const outcome = outcomeOf(status, cancelled);
        if (outcome !== 'waiting' || attempt + 1 >= attempts) {
          setView({ kind: outcome === 'waiting' ? 'slow' : outcome, status });
          return;
        }
        setView({ kind: 'waiting', status });
      } catch {
        if (stopped) return;
        if (attempt + 1 >= attempts) {
          setView({ kind: 'not-found' });
          return;
        }
      }
      timer = setTimeout(() => void ask(attempt + 1), everyMs);
    };
    void ask(0);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [api, paymentId, cancelled, attempts, everyMs, round]);
  return [view, () => setRound((n) => n + 1)];
}

const severity = {
  loading: 'info',
  waiting: 'info',
  slow: 'warning',
  published: 'success',
  failed: 'error',
  cancelled: 'warning',
  'not-found': 'error',
} as const;

/**
 * Where the provider sends the payer back (`/employer/?payment_id=…&status=…#/payment-return`). The
 * status in the URL is only the browser's word: the page asks the API until the payment is settled.
 */
export const PaymentReturnPage = ({
  api = callApi,
  search = window.location.search,
  attempts = pollAttempts,
  everyMs = pollEveryMs,
}: {
  api?: CallApi;
  search?: string;
  attempts?: number;
  everyMs?: number;
}) => {
  const translate = useTranslate();
  const { paymentId, cancelled } = returnParams(search);
  const [view, checkAgain] = usePaymentOutcome(api, paymentId, cancelled, attempts, everyMs);
  const status = 'status' in view ? view.status : null;
  const message = (() => {
    switch (view.kind) {
      case 'loading':
      case 'waiting':
        return translate('payments.result.pending');
      case 'slow':
        return translate('payments.result.stillPending');
      case 'published':
        return translate(
          view.status.purpose === 'extend' ? 'payments.result.successExtend' : 'payments.result.success',
        );
      case 'failed':
        return translate('payments.result.failure', {
          reason: translate(`payments.result.reasons.${view.status.failureReason ?? 'unknown'}`, {
            _: translate('payments.result.reasons.unknown'),
          }),
        });
      case 'cancelled':
        return translate('payments.result.cancelled');
      case 'not-found':
        return translate('payments.result.notFound');
    }
  })();
  const payAgain = status
    ? `/offers/${status.offerId}/pay${status.purpose === 'extend' ? '?extend=1' : ''}`
    : null;
  return (
    <Box sx={{ maxWidth: 640, mt: { xs: 1, sm: 2 } }}>
      <Title title="payments.result.title" />
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {translate('payments.result.title')}
          </Typography>
          <Alert
            severity={severity[view.kind]}
            role="status"
            icon={
              view.kind === 'loading' || view.kind === 'waiting' ? <CircularProgress size={20} /> : undefined
            }
          >
            {message}
          </Alert>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
            {view.kind === 'published' && status ? (
              <Button component={Link} to={`/offers/${status.offerId}/show`} variant="contained">
                {translate('payments.result.showOffer')}
              </Button>
            ) : null}
            {(view.kind === 'failed' || view.kind === 'cancelled') && payAgain ? (
              <Button component={Link} to={payAgain} variant="contained">
                {translate('payments.result.retry')}
              </Button>
            ) : null}
            {view.kind === 'slow' ? (
              <Button onClick={checkAgain} variant="outlined">
                {translate('payments.result.check')}
              </Button>
            ) : null}
            <Button component={Link} to="/orders" variant={view.kind === 'published' ? 'outlined' : 'text'}>
              {translate('payments.result.orders')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
};

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import type { MessageId } from '../../../lib/i18n/en';
import type { Locale } from '../../../lib/i18n/locale';
import { useTranslate } from '../../../lib/i18n/use-translate';
import { eraseApplication } from '../api/erase-application';

/**
 * `reading`: rendered by the server or not hydrated yet, the code still unread (it is in the
 * fragment, which never reaches the server). `failed`: no answer, the same link may work again.
 */
type Phase = 'reading' | 'ready' | 'working' | 'erased' | 'invalid' | 'expired' | 'failed';

const outcomes = {
  erased: { severity: 'success', title: 'erasure.erased.title', body: 'erasure.erased.body' },
  invalid: { severity: 'warning', title: 'erasure.invalid.title', body: 'erasure.invalid.body' },
  expired: { severity: 'info', title: 'erasure.expired.title', body: 'erasure.expired.body' },
  failed: { severity: 'error', title: 'erasure.failed.title', body: 'erasure.failed.body' },
} as const satisfies Partial<
  Record<Phase, { severity: 'success' | 'warning' | 'info' | 'error'; title: MessageId; body: MessageId }>
>;

type Outcome = keyof typeof outcomes;
const isOutcome = (phase: Phase): phase is Outcome => Object.hasOwn(outcomes, phase);

/** The code of the link: `#code=…` of the page's address. */
function codeInFragment(): string | null {
  const code = new URLSearchParams(window.location.hash.slice(1)).get('code');
  return code === null || code === '' ? null : code;
}

/**
 * The erasure link's page: says what erasing does, erases on the candidate's confirmation (never on
 * opening: mail scanners open links too) and tells the outcome, focused for screen readers.
 */
export function ErasurePage({ locale }: { readonly locale: Locale }) {
  const t = useTranslate();
  const [phase, setPhase] = useState<Phase>('reading');
  const code = useRef<string | null>(null);
  const outcomeHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    code.current = codeInFragment();
    setPhase(code.current === null ? 'invalid' : 'ready');
  }, []);

  useEffect(() => {
    if (isOutcome(phase)) outcomeHeading.current?.focus();
  }, [phase]);

  const erase = async () => {
    if (code.current === null) return;
    setPhase('working');
    try {
      setPhase(await eraseApplication(code.current, { locale }));
    } catch {
      // No answer, or one that says nothing about the link (ErasureFailed): the link may work again.
      setPhase('failed');
    }
  };

  const outcome = isOutcome(phase) ? outcomes[phase] : null;
  const asking = phase === 'reading' || phase === 'ready' || phase === 'working' || phase === 'failed';
  return (
    <Stack spacing={3}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' } }}>
        {t('erasure.title')}
      </Typography>
      {asking && (
        <Stack spacing={1.5}>
          <Typography>{t('erasure.intro')}</Typography>
          <Box component="ul" sx={{ m: 0, pl: 3, '& li + li': { mt: 0.75 } }}>
            <li>{t('erasure.whatCv')}</li>
            <li>{t('erasure.whatData')}</li>
            <li>{t('erasure.whatStays')}</li>
          </Box>
          <Typography sx={{ fontWeight: 700 }}>{t('erasure.final')}</Typography>
        </Stack>
      )}
      {outcome && (
        <Alert
          severity={outcome.severity}
          icon={false}
          // The theme's success tint is too faint for the one result the candidate came for.
          sx={
            outcome.severity === 'success' ? { bgcolor: 'success.light', color: 'success.dark' } : undefined
          }
        >
          <Typography
            variant="h2"
            ref={outcomeHeading}
            tabIndex={-1}
            sx={{ fontSize: '1.25rem', fontWeight: 700, mb: 0.5, outline: 'none' }}
          >
            {t(outcome.title)}
          </Typography>
          <Typography variant="body2">{t(outcome.body)}</Typography>
        </Alert>
      )}
      {asking ? (
        <Box>
          <Button
            variant="contained"
            color="error"
            size="large"
            disabled={phase !== 'ready' && phase !== 'failed'}
            onClick={() => void erase()}
            startIcon={phase === 'working' ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            {t(phase === 'failed' ? 'erasure.retry' : 'erasure.confirm')}
          </Button>
          <Typography aria-live="polite" color="text.secondary" sx={{ mt: phase === 'working' ? 1.5 : 0 }}>
            {phase === 'working' ? t('erasure.working') : ''}
          </Typography>
        </Box>
      ) : (
        <Box>
          <Link href="/">{t('erasure.back')}</Link>
        </Box>
      )}
    </Stack>
  );
}

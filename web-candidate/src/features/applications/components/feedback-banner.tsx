import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { Locale } from '../../../lib/i18n/locale';
import { ownTexts } from '../../../lib/i18n/own-texts';
import { sendApplyFeedback, type ApplyFeedbackAnswer } from '../api/send-feedback';

const useTexts = ownTexts({
  en: {
    question: 'How was applying?',
    easy: 'Easy',
    hard: 'Hard',
    thanks: 'Thank you, that helps us improve applying.',
    failed: 'Your answer did not reach us. Try again?',
  },
  pl: {
    question: 'Jak Ci się aplikowało?',
    easy: 'Łatwo',
    hard: 'Trudno',
    thanks: 'Dziękujemy, to pomoże nam ulepszyć aplikowanie.',
    failed: 'Odpowiedź do nas nie dotarła. Spróbujesz jeszcze raz?',
  },
});

/**
 * The success screen's feedback banner (spec §2 "Apply"): one question, two answers, recorded for
 * the application just sent (`POST …/applications/{id}/feedback`); then thanks.
 */
export function FeedbackBanner({
  applicationId,
  locale,
}: {
  readonly applicationId: string;
  readonly locale: Locale;
}) {
  const own = useTexts();
  const questionId = useId();
  const [state, setState] = useState<'asking' | 'sending' | 'sent' | 'failed'>('asking');
  const answer = (value: ApplyFeedbackAnswer) => {
    setState('sending');
    sendApplyFeedback(applicationId, value, locale).then(
      () => setState('sent'),
      () => setState('failed'),
    );
  };
  if (state === 'sent')
    return (
      <Alert severity="success" role="status">
        {own('thanks')}
      </Alert>
    );
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={questionId}
      sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}
    >
      <Typography id={questionId} sx={{ fontWeight: 600, flexGrow: 1 }}>
        {own('question')}
      </Typography>
      <Stack direction="row" spacing={1}>
        {(['easy', 'hard'] as const).map((value) => (
          <Button
            key={value}
            variant="outlined"
            size="small"
            disabled={state === 'sending'}
            onClick={() => answer(value)}
          >
            {own(value)}
          </Button>
        ))}
      </Stack>
      {state === 'failed' && (
        <Typography role="alert" variant="body2" color="error" sx={{ width: '100%' }}>
          {own('failed')}
        </Typography>
      )}
    </Paper>
  );
}

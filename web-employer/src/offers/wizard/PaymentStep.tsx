import CreditCardIcon from '@mui/icons-material/CreditCard';
import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Link, useTranslate } from 'react-admin';
import { callApi, isApiFailure, problemCode } from '../../api';
import type { Outcome } from './PublishedStep';
import { problemsOf, Problems } from './PlanStep';
import {
  fetchEditorOffer,
  payWithCode,
  submitSummary,
  verifyCode,
  type CodeUse,
  type EditorOffer,
} from './wizardApi';
import { WizardNavigation } from './WizardNavigation';

/**
 * The payment step: a code (checked, then spent on publishing, refreshing or extending) or the card
 * payment of the payments module (`/offers/:id/pay`, which sends the payer to the provider).
 */
export const PaymentStep = ({
  offer,
  use,
  onBack,
  onEditForm,
  onPaid,
}: {
  offer: EditorOffer;
  use: CodeUse;
  onBack: () => void;
  onEditForm?: (() => void) | undefined;
  onPaid: (outcome: Outcome) => void;
}) => {
  const translate = useTranslate();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [valid, setValid] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);

  const trimmed = code.trim();
  const refuse = (key: string) => {
    setCodeError(key);
    setValid(false);
    document.getElementById('offer-code')?.focus();
  };

  async function check() {
    if (trimmed === '') return refuse('errors.required');
    setBusy(true);
    try {
      const verdict = await verifyCode(callApi, offer.slug, trimmed, use === 'extend');
      if (verdict.valid) {
        setCodeError(null);
        setValid(true);
      } else refuse('errors.incorrectCode');
    } catch (error) {
      setProblems(problemsOf(error));
    } finally {
      setBusy(false);
    }
  }

  async function pay() {
    if (trimmed === '') return refuse('errors.required');
    setBusy(true);
    setProblems([]);
    try {
      // A draft passes the full validation first (the summary step); one submitted before goes on.
      if (use === 'publish' && offer.status === 'draft') {
        await submitSummary(callApi, offer.slug).catch((error: unknown) => {
          const body = isApiFailure(error) ? error.body : undefined;
          if (problemCode(body) !== 'offer.already_submitted') throw error;
        });
      }
      await payWithCode(callApi, use, offer.slug, trimmed);
      const fresh = await fetchEditorOffer(callApi, offer.slug);
      onPaid({
        kind:
          use === 'publish'
            ? fresh.status === 'scheduled'
              ? 'scheduled'
              : 'published'
            : use === 'refresh'
              ? 'refreshed'
              : 'extended',
        offer: fresh,
      });
    } catch (error) {
      const body = isApiFailure(error) ? error.body : undefined;
      if (
        problemCode(body) === 'errors.incorrectCode' ||
        JSON.stringify(body ?? '').includes('errors.incorrectCode')
      )
        refuse('errors.incorrectCode');
      else setProblems(problemsOf(error));
    } finally {
      setBusy(false);
    }
  }

  const cardPath = `/offers/${encodeURIComponent(offer.id)}/pay${use === 'extend' ? '?extend=1' : ''}`;
  return (
    <Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('offerWizard.messages.paymentHelp')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: use === 'refresh' ? '1fr' : '1fr 1fr' },
        }}
      >
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              {translate('offerWizard.actions.payWithCode')}
            </Typography>
            <Box
              component="form"
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                void pay();
              }}
            >
              <TextField
                id="offer-code"
                label={translate('offerWizard.fields.code')}
                value={code}
                onChange={(event) => {
                  setCode(event.target.value.toUpperCase());
                  setValid(false);
                  setCodeError(null);
                }}
                error={codeError !== null}
                helperText={
                  codeError
                    ? translate(codeError)
                    : valid
                      ? translate('offerWizard.messages.codeValid')
                      : translate('offerWizard.messages.codeHelp')
                }
                autoComplete="off"
                fullWidth
                slotProps={{ htmlInput: { 'aria-invalid': codeError !== null, spellCheck: false } }}
              />
              <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap', rowGap: 1 }}>
                <Button variant="outlined" onClick={() => void check()} disabled={busy}>
                  {translate('offerWizard.actions.verifyCode')}
                </Button>
                <Button type="submit" variant="contained" disabled={busy}>
                  {translate(`offerWizard.actions.${use}`)}
                </Button>
              </Stack>
            </Box>
          </CardContent>
        </Card>
        {use === 'refresh' ? null : (
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                {translate('offerWizard.actions.payByCard')}
              </Typography>
              <Button component={Link} to={cardPath} variant="outlined" startIcon={<CreditCardIcon />}>
                {translate('offerWizard.actions.payByCard')}
              </Button>
            </CardContent>
          </Card>
        )}
      </Box>
      {valid ? (
        <Alert severity="success" sx={{ mt: 2 }}>
          {translate('offerWizard.messages.codeValid')}
        </Alert>
      ) : null}
      <Problems keys={problems} onEditForm={onEditForm} />
      <WizardNavigation onBack={onBack} busy={busy} />
    </Box>
  );
};

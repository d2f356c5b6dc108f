import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslate } from '../../../lib/i18n/use-translate';
import type { Refusal } from '../alert-refusal';

/** A refused alert call in the spec's words (§8): a warning or an error, with its title and body. */
export function RefusalAlert({ refusal }: { readonly refusal: Refusal }) {
  const t = useTranslate();
  return (
    <Alert severity={refusal.severity} role="alert">
      <AlertTitle>{t(refusal.title)}</AlertTitle>
      {refusal.body && t(refusal.body)}
    </Alert>
  );
}

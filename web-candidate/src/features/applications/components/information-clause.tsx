import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from '../../../lib/i18n/use-translate';

/** Spec §5: the information clause is cut at 120 characters, with "show more". */
const clauseCut = 120;

/** The offer's information clause below a way to apply (spec §5), or nothing when it has none. */
export function InformationClause({ clause }: { readonly clause: string | null }) {
  const t = useTranslate();
  const [open, setOpen] = useState(false);
  if (!clause) return null;
  return (
    <Typography variant="caption" color="text.secondary" component="p">
      {open || clause.length <= clauseCut ? clause : `${clause.slice(0, clauseCut)}…`}{' '}
      {clause.length > clauseCut && (
        <Link
          component="button"
          type="button"
          variant="caption"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {open ? t('apply.showLess') : t('apply.showMore')}
        </Link>
      )}
    </Typography>
  );
}

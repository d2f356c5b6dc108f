import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import Chip from '@mui/material/Chip';
import { useTranslate } from '../../../lib/i18n/use-translate';

/**
 * "Applied" on an offer the signed-in candidate applied to (`isAppliedTo`, spec §3): a label, not a
 * control; the tick is decoration, the word is what screen readers read.
 */
export function AppliedChip() {
  const t = useTranslate();
  return (
    <Chip
      icon={<CheckCircleRounded aria-hidden />}
      label={t('offer.applied')}
      size="small"
      sx={{
        flexShrink: 0,
        height: 22,
        bgcolor: 'primary.light',
        color: 'primary.dark',
        fontWeight: 700,
        '& .MuiChip-icon': { color: 'primary.main', fontSize: '1rem' },
      }}
    />
  );
}

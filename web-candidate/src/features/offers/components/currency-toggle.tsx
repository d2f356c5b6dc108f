import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { Currency } from '@tablica/domain/catalogue';
import { useId } from 'react';
import { useTranslate } from '../../../lib/i18n/use-translate';

interface CurrencyToggleProps {
  /** The board's currencies (tenant config), the base one first. */
  readonly currencies: readonly Currency[];
  /** The currency pay is shown in now; null: each amount in its own (an offer paying in several). */
  readonly value: Currency | null;
  /** Whether some amount shown is converted (then the note on the fixed rate shows). */
  readonly converted: boolean;
  readonly onChange: (currency: Currency) => void;
}

/**
 * The offer page's currency toggle (spec §2 "Offer details"): pay in the offer's own currency or
 * converted to another of the board's. Buttons with `aria-pressed` in a labelled group, one tab
 * stop: the arrows move between them, Space or Enter chooses.
 */
export function CurrencyToggle({ currencies, value, converted, onChange }: CurrencyToggleProps) {
  const t = useTranslate();
  const labelId = useId();
  const hintId = useId();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5 }}>
      <Typography id={labelId} variant="caption" color="text.secondary">
        {t('currency.toggleLabel')}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={value}
        aria-labelledby={labelId}
        aria-describedby={converted ? hintId : undefined}
        // Pressing the chosen one again gives null: the choice stays.
        onChange={(_, chosen: Currency | null) => chosen !== null && onChange(chosen)}
      >
        {currencies.map((currency) => (
          <ToggleButton key={currency} value={currency} sx={{ px: 1.25, py: 0.25, fontWeight: 700 }}>
            {currency}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {converted && (
        <Typography id={hintId} variant="caption" color="text.secondary" sx={{ flexBasis: '100%' }}>
          {t('currency.hint')}
        </Typography>
      )}
    </Box>
  );
}

import Check from '@mui/icons-material/Check';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { Currency } from '@tablica/domain/catalogue';
import { useTranslate } from '../../lib/i18n/use-translate';

interface CurrencyMenuListProps {
  readonly id: string;
  readonly labelledBy: string;
  readonly anchor: HTMLElement | null;
  readonly currencies: readonly Currency[];
  readonly value: Currency | null;
  readonly onClose: () => void;
  readonly onChange: (currency: Currency | null) => void;
}

/**
 * The currency dropdown's menu: each offer's own currency, then the board's. MUI's menu: focus moves
 * into it on opening (the chosen item), arrows move, Enter chooses, Escape closes back to the button.
 */
export function CurrencyMenuList({
  id,
  labelledBy,
  anchor,
  currencies,
  value,
  onClose,
  onChange,
}: CurrencyMenuListProps) {
  const t = useTranslate();
  const options: readonly (Currency | null)[] = [null, ...currencies];
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ list: { 'aria-labelledby': labelledBy, dense: true } }}
    >
      {options.map((currency) => (
        <MenuItem
          key={currency ?? 'own'}
          selected={currency === value}
          autoFocus={currency === value}
          onClick={() => onChange(currency)}
        >
          <ListItemIcon>{currency === value && <Check fontSize="small" />}</ListItemIcon>
          <ListItemText>{currency ?? t('header.currency.ownItem')}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}

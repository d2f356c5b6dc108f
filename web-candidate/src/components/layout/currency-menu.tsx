import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import type { Currency } from '@tablica/domain/catalogue';
import { lazy, useId, useState } from 'react';
import { useTranslate } from '../../lib/i18n/use-translate';
import { LazyMount } from '../lazy-mount';

// The menu's code (MUI Menu, Popover, Modal) loads the first time the button is pressed.
const CurrencyMenuList = lazy(() =>
  import('./currency-menu-list').then((module) => ({ default: module.CurrencyMenuList })),
);

/** What a page shows pay in and how the header's dropdown changes it (the address's `?currency=`). */
export interface CurrencyChoice {
  /** The board's currencies (tenant config), the base one first. */
  readonly currencies: readonly Currency[];
  /** The chosen currency; null: each offer's own. */
  readonly value: Currency | null;
  readonly onChange: (currency: Currency | null) => void;
}

/**
 * The header's currency dropdown (spec §2 "Header", flag `enableCurrencyChange`): a server-rendered
 * button naming the currency pay is shown in, opening a menu of the board's currencies.
 */
export function CurrencyMenu({ currencies, value, onChange }: CurrencyChoice) {
  const t = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        size="small"
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        aria-label={t('header.currency.label', { currency: value ?? t('header.currency.own') })}
        onClick={(event) => setAnchor(event.currentTarget)}
        endIcon={<ArrowDropDown />}
        sx={{
          minWidth: 0,
          flexShrink: 0,
          px: 0.75,
          fontWeight: 700,
          '& .MuiButton-endIcon': { ml: 0, mr: { xs: -0.5, sm: 0 } },
        }}
      >
        {value ?? '¤'}
      </Button>
      <LazyMount when={anchor !== null}>
        <CurrencyMenuList
          id={menuId}
          labelledBy={buttonId}
          anchor={anchor}
          currencies={currencies}
          value={value}
          onClose={() => setAnchor(null)}
          onChange={(currency) => {
            setAnchor(null);
            if (currency !== value) onChange(currency);
          }}
        />
      </LazyMount>
    </>
  );
}

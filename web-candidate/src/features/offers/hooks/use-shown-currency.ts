import type { Currency } from '@tablica/domain/catalogue';
import { parseCurrency } from '@tablica/domain/listing/raw-values';
import { brandBasics } from '@tablica/domain/tenant-config/brand-basics';
import { isTenantId } from '@tablica/domain/tenants';
import { useCallback, useState } from 'react';

/** The `currency` parameter of a page's address, if the board offers that currency. */
export function currencyInUrl(url: string, tenant: string): Currency | null {
  const query = url.includes('?') ? url.slice(url.indexOf('?') + 1).split('#')[0] : '';
  const offered = isTenantId(tenant) ? brandBasics(tenant).currencies : [];
  return parseCurrency(new URLSearchParams(query).getAll('currency'), offered);
}

/**
 * The currency the offer page shows pay in: the address's `?currency=` (the list's parameter of the
 * same name, so a list opened in euros opens its offers in euros), null for the offer's own. A choice
 * is written back to the address in place, so a reload or a shared link shows the same (none: the
 * parameter is dropped).
 */
export function useShownCurrency(url: string, tenant: string) {
  const [currency, setCurrency] = useState(() => currencyInUrl(url, tenant));
  const choose = useCallback((chosen: Currency | null) => {
    setCurrency(chosen);
    const address = new URL(window.location.href);
    if (chosen === null) address.searchParams.delete('currency');
    else address.searchParams.set('currency', chosen);
    window.history.replaceState(window.history.state, '', address.pathname + address.search + address.hash);
  }, []);
  return [currency, choose] as const;
}

import type { TenantConfig } from '@tablica/domain/tenant-config/types';
import { tenantConfig } from '@tablica/domain/tenant-config/tenant-config';
import { atom } from 'jotai';
import type { Locale } from '../../../lib/i18n/locale';

/** The board the list belongs to: its tenant's configuration and the page's language. */
export interface Board {
  readonly config: TenantConfig;
  readonly locale: Locale;
}

export const boardAtom = atom<Board>({ config: tenantConfig('it'), locale: 'pl' });

import type { Currency } from '../catalogue';
import type { TenantId } from '../tenants';
import { itBoardFlags, workBoardFlags, type FeatureFlags } from './feature-flags';

/**
 * What every page of a board needs of its configuration: its switches (spec §1) and the currencies it
 * shows pay in. Apart from `tenantConfig` (categories, cities, filters of both boards), so a page that
 * needs no more does not carry the rest to the browser (issues 11 and 13, initial JavaScript).
 */
export interface BrandBasics {
  readonly featureFlags: FeatureFlags;
  /** The base currency first. */
  readonly currencies: readonly Currency[];
}

const basics: Readonly<Record<TenantId, BrandBasics>> = {
  it: { featureFlags: itBoardFlags, currencies: ['PLN', 'EUR', 'USD'] },
  work: { featureFlags: workBoardFlags, currencies: ['PLN'] },
};

export const brandBasics = (tenant: TenantId): BrandBasics => basics[tenant];

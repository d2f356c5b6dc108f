import { itBoardFlags, type FeatureFlags } from '@tablica/domain/tenant-config/feature-flags';
import { createContext, useContext } from 'react';

/**
 * The brand's feature flags (spec §1, tenant config) for any component of the page: `App` provides
 * the tenant's, so the server and the hydrating render read the same. Without a provider (a component
 * test) the IT board's.
 */
const FeatureFlagsContext = createContext<FeatureFlags>(itBoardFlags);

export const FeatureFlagsProvider = FeatureFlagsContext.Provider;

export const useFeatureFlags = (): FeatureFlags => useContext(FeatureFlagsContext);

import type { ComponentProps } from 'react';
import { island } from '../../../components/island';
import { savedSearchFor } from '../state/saved-search-for';
import { useSavedSearches } from '../state/saved-searches';
import type { SaveSearchSwitch } from './save-search-switch';

const Switch = island('save-search-switch', () =>
  import('./save-search-switch').then((module) => module.SaveSearchSwitch),
);

/**
 * The listing's "save this search" switch as an island (`components/island.tsx`): its code (MUI's
 * Switch and FormControlLabel, the saving) loads on the visitor's first reach for it, or at once where
 * the search is saved (this device's, or the account's once they have loaded): the server's markup
 * shows it off. Issue 11, the listing's initial JavaScript.
 */
export function SaveSearchSwitchIsland(props: ComponentProps<typeof SaveSearchSwitch>) {
  const { tenant, enabled, searches } = useSavedSearches();
  if (!enabled) return null;
  const saved = savedSearchFor(tenant, searches, props.searchUrl).saved !== undefined;
  return <Switch {...props} dependsOn={saved} />;
}

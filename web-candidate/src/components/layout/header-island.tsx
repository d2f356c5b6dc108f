import { useCandidateSession } from '../../features/account/hooks/use-candidate-session';
import { bellShown, newOffersOf, useSavedSearches } from '../../features/job-alerts/state/saved-searches';
import { island } from '../island';
import { useFragment } from '../use-fragment';
import type { PageHeaderProps } from './page-header';

const Header = island('page-header', () => import('./page-header').then((module) => module.PageHeader));

/**
 * What the header shows that may change without the visitor reaching for it: the signed-in
 * candidate's entry and bell (known after hydration), the currency shown, the address its language
 * links keep (a list's filters, the fragment).
 */
function useShownInHeader({ accounts, url, alternates, currency }: PageHeaderProps): string {
  const { session } = useCandidateSession();
  const saved = useSavedSearches();
  const fragment = useFragment();
  const profile = session.status === 'signed-in' ? session.profile : null;
  const bell = accounts && bellShown(saved) ? newOffersOf(saved.searches) : null;
  return JSON.stringify([
    url,
    alternates ?? null,
    currency?.value ?? null,
    fragment,
    accounts && profile ? [profile.firstName, profile.email, profile.avatarUrl] : null,
    bell,
  ]);
}

/**
 * Every page's header as an island (`components/island.tsx`): the server renders it, the browser keeps
 * its markup (links work as links) and loads its code (the app bar, the menus and switches, the bell,
 * the account entry) when the visitor first reaches for it, or when what it shows changes (issues 11
 * and 13, initial JavaScript).
 */
export function HeaderIsland(props: PageHeaderProps) {
  return <Header {...props} dependsOn={useShownInHeader(props)} />;
}

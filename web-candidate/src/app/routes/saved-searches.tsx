import { profileHref } from '../../features/account/components/account-entry';
import { SavedSearchesPage } from '../../features/job-alerts/components/saved-searches-page';
import { PageShell } from '../page-shell';
import type { RenderInput } from '../render-input';

/** `/saved-searches`: the signed-in candidate's saved searches and their alerts (spec §2). */
export function SavedSearchesRoute({ input }: { readonly input: RenderInput }) {
  return (
    <PageShell input={input} skipLabel="app.skipToContent">
      <SavedSearchesPage signInHref={profileHref} />
    </PageShell>
  );
}

import { ProfilePage } from '../../features/account/components/profile-page';
import { employerHref, PageShell } from '../page-shell';
import type { RenderInput } from '../render-input';

/** `/profile`: the candidate account (only on brands with `enableLoginToCP`). */
export function ProfileRoute({ input }: { readonly input: RenderInput }) {
  return (
    <PageShell input={input} skipLabel="app.skipToContent">
      <ProfilePage locale={input.locale} employerHref={employerHref} />
    </PageShell>
  );
}

import { ErasurePage } from '../../features/applications/components/erasure-page';
import { PageShell } from '../page-shell';
import type { RenderInput } from '../render-input';

/** `/application-erasure#code=…`: the erasure link of an application's confirmation mail. */
export function ApplicationErasureRoute({ input }: { readonly input: RenderInput }) {
  return (
    <PageShell input={input} skipLabel="app.skipToContent" maxWidth="sm">
      <ErasurePage locale={input.locale} />
    </PageShell>
  );
}

import { tenantConfig } from '@tablica/domain/tenant-config/tenant-config';
import { termsDocuments } from '@tablica/domain/tenant-config/terms';
import { isTenantId } from '@tablica/domain/tenants';
import { TermsPage } from '../../features/terms/components/terms-page';
import { PageShell } from '../page-shell';
import type { RenderInput } from '../render-input';

/** `/terms-and-privacy-policies`: the tenant's legal documents on the request's day. */
export function TermsRoute({ input }: { readonly input: RenderInput }) {
  const config = isTenantId(input.tenant.id) ? tenantConfig(input.tenant.id) : null;
  const documents = config ? termsDocuments(config.terms, config.featureFlags, new Date(input.now)) : [];
  return (
    <PageShell input={input} skipLabel="app.skipToContent">
      <TermsPage documents={documents} />
    </PageShell>
  );
}

import { tenantConfig } from '@tablica/domain/tenant-config/tenant-config';
import { isTenantId } from '@tablica/domain/tenants';
import { HomePage } from '../../features/home/components/home-page';
import { MailLinkDialogs } from '../mail-link-dialogs';
import { PageShell } from '../page-shell';
import { candidateAccountsOn, jobAlertsOn, profilePath } from '../pages';
import type { RenderInput } from '../render-input';

/**
 * `/`: the homepage (spec §1). The mails' links (`?modal=…`, `?job-alerts=…`) open their dialogs
 * over it, as they did over the list that lived here before.
 */
export function HomeRoute({ input }: { readonly input: RenderInput }) {
  const { url, locale, tenant, home } = input;
  if (!home || !isTenantId(tenant.id)) return null;
  const accounts = candidateAccountsOn(input);
  return (
    <PageShell
      input={input}
      skipLabel="app.skipToContent"
      maxWidth="lg"
      after={<MailLinkDialogs url={url} locale={locale} accounts={accounts} alerts={jobAlertsOn(input)} />}
    >
      <HomePage
        home={home}
        config={tenantConfig(tenant.id)}
        brand={tenant.name}
        locale={locale}
        profileHref={accounts ? profilePath : null}
      />
    </PageShell>
  );
}

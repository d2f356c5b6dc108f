import { tenantConfig } from '@tablica/domain/tenant-config/tenant-config';
import { isTenantId } from '@tablica/domain/tenants';
import { AccountVerifiedDialog } from '../../features/account/components/account-verified-dialog';
import { ResetPasswordDialog } from '../../features/account/components/reset-password-dialog';
import { HomePage } from '../../features/home/components/home-page';
import { AlertLinkDialog } from '../../features/job-alerts/components/alert-link-dialog';
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
      after={
        <>
          {accounts && (
            <>
              <AccountVerifiedDialog url={url} locale={locale} />
              <ResetPasswordDialog url={url} locale={locale} />
            </>
          )}
          {jobAlertsOn(input) && <AlertLinkDialog url={url} />}
        </>
      }
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

import type { ReactNode } from 'react';
import { useCandidateSession } from '../features/account/hooks/use-candidate-session';
import { SavedSearchesProvider, type AlertsViewer } from '../features/job-alerts/state/saved-searches';
import { candidateAccountsOn, jobAlertsOn } from './pages';
import type { RenderInput } from './render-input';

/** Hands the account's sign-in to the job-alerts feature (features do not import each other). */
export function JobAlertsSession({
  input,
  children,
}: {
  readonly input: RenderInput;
  readonly children: ReactNode;
}) {
  const { session } = useCandidateSession();
  const viewer: AlertsViewer =
    session.status === 'signed-in' ? 'signed-in' : session.status === 'unknown' ? 'unknown' : 'anonymous';
  return (
    <SavedSearchesProvider
      tenant={input.tenant.id}
      locale={input.locale}
      enabled={jobAlertsOn(input)}
      accounts={candidateAccountsOn(input)}
      viewer={viewer}
    >
      {children}
    </SavedSearchesProvider>
  );
}

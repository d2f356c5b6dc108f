import type { ComponentProps } from 'react';
import { AccountEntry } from '../../features/account/components/account-entry';
import { AlertsBell } from '../../features/job-alerts/components/alerts-bell';
import { AppHeader } from './app-header';

export interface PageHeaderProps extends Omit<ComponentProps<typeof AppHeader>, 'accountEntry'> {
  /** The brand has candidate accounts: the bell and the way into the account show. */
  readonly accounts: boolean;
}

/** Every page's header with the candidate's bell and account entry: the header island's component. */
export function PageHeader({ accounts, ...props }: PageHeaderProps) {
  return (
    <AppHeader
      {...props}
      accountEntry={
        accounts ? (
          <>
            <AlertsBell />
            <AccountEntry />
          </>
        ) : undefined
      }
    />
  );
}

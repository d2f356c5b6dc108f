import type { AlertLink } from './api/job-alerts-api';

export type AlertLinkAction = 'activate' | 'unsubscribe';

/** The action and parameters of a mail's `/?job-alerts=activate|unsubscribe&…` link (spec §2), or null. */
export function alertLinkOf(url: string): { action: AlertLinkAction; link: AlertLink } | null {
  const query = new URL(url, 'http://placeholder.invalid').searchParams;
  const action = query.get('job-alerts');
  if (action !== 'activate' && action !== 'unsubscribe') return null;
  return {
    action,
    link: {
      code: query.get('code') ?? '',
      jobFilterId: query.get('job-filter-id') ?? '',
      candidateId: query.get('candidate-id') ?? '',
    },
  };
}

import { ProblemError } from '../../lib/api-client';
import type { MessageId } from '../../lib/i18n/en';

export interface Refusal {
  readonly severity: 'warning' | 'error';
  readonly title: MessageId;
  readonly body?: MessageId;
}

const generic: Refusal = {
  severity: 'error',
  title: 'jobAlerts.error.genericTitle',
  body: 'jobAlerts.error.generic',
};

/**
 * What the board says when an alert call is refused (spec §8): the 409 variants by their message, any
 * other 409 as an existing account, 422 the alert limit, anything else the generic error.
 */
export function alertRefusal(error: unknown): Refusal {
  if (!(error instanceof ProblemError)) return generic;
  if (error.status === 422)
    return { severity: 'warning', title: 'jobAlerts.error.limitTitle', body: 'jobAlerts.error.limit' };
  if (error.status !== 409) return generic;
  switch (error.code) {
    case 'job_alert.already_active':
      return {
        severity: 'warning',
        title: 'jobAlerts.error.alreadyActiveTitle',
        body: 'jobAlerts.error.alreadyActive',
      };
    case 'job_alert.already_exists':
      return {
        severity: 'warning',
        title: 'jobAlerts.error.alertExistsTitle',
        body: 'jobAlerts.error.alertExists',
      };
    case 'job_filter.already_exists':
      return {
        severity: 'warning',
        title: 'jobAlerts.error.filterExistsTitle',
        body: 'jobAlerts.error.filterExists',
      };
    default:
      return {
        severity: 'warning',
        title: 'jobAlerts.error.accountExistsTitle',
        body: 'jobAlerts.error.accountExists',
      };
  }
}

import { signJobAlertCode } from './codes';

/**
 * The board's links in job-alert mails (spec §2): `?job-alerts=activate|unsubscribe` on the board's
 * home, handled by its dialogs, and the RFC 8058 one-click address the mail's header names.
 */
export interface AlertAddress {
  readonly tenant: string;
  readonly candidateId: string;
  readonly jobFilterId: string;
}

const query = (entries: Record<string, string>) => new URLSearchParams(entries).toString();

/** The board opens the link in the mail's language (`?lang=`, which it also remembers). */
const inLanguage = (language: string | undefined): Record<string, string> =>
  language === 'pl' || language === 'en' ? { lang: language } : {};

export function activationLink(
  origin: string,
  key: Buffer,
  alert: AlertAddress,
  confirmationId: string,
  now: Date,
  language?: string,
) {
  const code = signJobAlertCode(key, { purpose: 'activate', ...alert, confirmationId }, now);
  return `${origin}/?${query({
    'job-alerts': 'activate',
    code,
    'job-filter-id': alert.jobFilterId,
    'candidate-id': alert.candidateId,
    ...inLanguage(language),
  })}`;
}

/** The board's unsubscribe link and the one-click address, both with one unsubscribe code. */
export function unsubscribeLinks(
  origin: string,
  key: Buffer,
  alert: AlertAddress,
  now: Date,
  language?: string,
) {
  const code = signJobAlertCode(key, { purpose: 'unsubscribe', ...alert }, now);
  const { tenant, candidateId, jobFilterId } = alert;
  return {
    link: `${origin}/?${query({ 'job-alerts': 'unsubscribe', 'candidate-id': candidateId, 'job-filter-id': jobFilterId, code, ...inLanguage(language) })}`,
    oneClick: `${origin}/api/${tenant}/guests/job-alerts/${encodeURIComponent(candidateId)}/${jobFilterId}/unsubscribe?${query({ code })}`,
  };
}

import type { JobAlertFrequency } from '@tablica/domain/job-alerts/job-alert';
import type { ListFilters } from '@tablica/domain/listing/filters';
import { callApi } from '../../../lib/api-client';
import type { Locale } from '../../../lib/i18n/locale';

/** Spec §7's job-alert calls, under `/api/{tenant}` as the other candidate calls. */

export interface JobAlertState {
  readonly status: 'pending' | 'active';
  readonly frequency: JobAlertFrequency;
}

/** One saved search of `GET /job-filters` (spec §3 job filter). */
export interface SavedSearch {
  readonly id: string;
  readonly searchUrl: string;
  readonly filterName: string;
  readonly jobAlert: JobAlertState | null;
  /** Offers new since the candidate last opened the search. */
  readonly count: number;
  /** When and how consent to the alert mails was asked, given and withdrawn (GDPR art. 7(1)). */
  readonly consent?: readonly ConsentEntry[];
}

export interface ConsentEntry {
  readonly at: string;
  readonly action: 'requested' | 'given' | 'withdrawn';
  readonly via: string;
}

/** The parameters of a mail's `?job-alerts=activate|unsubscribe` link. */
export interface AlertLink {
  readonly candidateId: string;
  readonly jobFilterId: string;
  readonly code: string;
}

const base = (tenant: string) => `/api/${encodeURIComponent(tenant)}`;
const filterPath = (tenant: string, id: string) => `${base(tenant)}/job-filters/${encodeURIComponent(id)}`;

export interface GuestAlertInput {
  readonly email: string;
  readonly name: string;
  readonly frequency: JobAlertFrequency;
  readonly searchUrl: string;
  readonly filters: ListFilters;
  readonly privacyPolicy: boolean;
  /** Spec §3: non-null also creates a candidate account, with the form's marketing consent. */
  readonly candidate: { readonly marketing: boolean } | null;
}

/** A visitor's alert: saved, and a confirmation link mailed (double opt-in). */
export const createGuestAlert = (tenant: string, input: GuestAlertInput, locale: Locale) =>
  callApi<{ jobFilterId: string; jobAlert: JobAlertState; account?: 'created' }>(
    'POST',
    `${base(tenant)}/guests/job-alerts`,
    locale,
    { ...input, language: locale },
  );

/** Confirms an alert; `account: 'verified'` when the link also confirmed an account made with it. */
export const activateAlert = (tenant: string, link: AlertLink, locale: Locale) =>
  callApi<{ jobFilterId: string; account?: 'verified' }>(
    'PUT',
    `${base(tenant)}/guests/job-alerts/activation`,
    locale,
    { ...link },
  );

/** A fresh confirmation mail, asked with the code of an expired link. */
export const renewConfirmation = (tenant: string, link: AlertLink, locale: Locale) =>
  callApi<unknown>('POST', `${base(tenant)}/guests/job-alerts/activation/renewal`, locale, { ...link });

export const unsubscribeAlert = (tenant: string, link: AlertLink, locale: Locale) =>
  callApi<void>(
    'DELETE',
    `${base(tenant)}/guests/job-alerts/${encodeURIComponent(link.candidateId)}/${encodeURIComponent(link.jobFilterId)}?${new URLSearchParams({ code: link.code }).toString()}`,
    locale,
  );

export const listSavedSearches = (tenant: string, locale: Locale) =>
  callApi<SavedSearch[]>('GET', `${base(tenant)}/job-filters`, locale);

export const saveSearch = (
  tenant: string,
  input: { readonly searchUrl: string; readonly name: string; readonly filters: ListFilters },
  locale: Locale,
) => callApi<{ jobFilterId: string }>('POST', `${base(tenant)}/job-filters`, locale, { ...input });

/** The alert on a saved search, to the account's address: active at once. */
export const createAlert = (
  tenant: string,
  jobFilterId: string,
  frequency: JobAlertFrequency,
  locale: Locale,
) =>
  callApi<{ jobAlert: JobAlertState }>('POST', `${base(tenant)}/job-alerts`, locale, {
    jobFilterId,
    frequency,
  });

export const deleteSavedSearch = (tenant: string, id: string, locale: Locale) =>
  callApi<void>('DELETE', filterPath(tenant, id), locale);

export const disableAlert = (tenant: string, id: string, locale: Locale) =>
  callApi<void>('DELETE', `${filterPath(tenant, id)}/job-alert`, locale);

export const changeFrequency = (tenant: string, id: string, frequency: JobAlertFrequency, locale: Locale) =>
  callApi<void>('PATCH', `${filterPath(tenant, id)}/job-alert/frequency`, locale, { frequency });

/** Opening a saved search: its count of new offers starts again. */
export const readFilteredOffers = (tenant: string, id: string, locale: Locale) =>
  callApi<void>('POST', `${filterPath(tenant, id)}/read-filtered-offers`, locale);

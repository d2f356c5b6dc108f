import type { DomainEvent } from '../events';
import type { ListFilters } from '../listing/filters';

/**
 * The job alert aggregate (stream `job-alert-<jobFilterId>`): a candidate's saved search (job filter)
 * and the e-mail alert on it. Its events are also the consent trail (GDPR art. 7(1)): when and how the
 * candidate gave and withdrew consent to the alert mails. Commands and `decide` are in `decide.ts`.
 */

/** Spec §3: every day, once a week (Monday), twice a week (Monday and Thursday). */
export const jobAlertFrequencies = ['daily', 'weekly', 'twiceAWeek'] as const;
export type JobAlertFrequency = (typeof jobAlertFrequencies)[number];
export const defaultJobAlertFrequency: JobAlertFrequency = 'twiceAWeek';

export const jobAlertStreamId = (jobFilterId: string): string => `job-alert-${jobFilterId}`;

/** How consent was given: confirmed through the mail link, or by a signed-in account with a verified e-mail. */
export type ConsentGivenVia = 'email-link' | 'verified-account';
/** How consent was withdrawn: the mail's link, the one-click header (RFC 8058), or the candidate's account. */
export type UnsubscribedVia = 'link' | 'one-click' | 'account';

export type JobFilterSaved = DomainEvent<
  'JobFilterSaved',
  {
    readonly jobFilterId: string;
    readonly candidateId: string;
    readonly name: string;
    /** The board URL of the search (domain/src/listing url-codec), linked from every digest. */
    readonly searchUrl: string;
    readonly filters: ListFilters;
    readonly savedAt: string;
  }
>;
/** An alert was asked for; it sends nothing until activated. `confirmationId` is what the mail's code signs. */
export type JobAlertCreated = DomainEvent<
  'JobAlertCreated',
  {
    readonly jobFilterId: string;
    readonly email: string;
    readonly frequency: JobAlertFrequency;
    readonly language: string;
    readonly confirmationId: string;
    readonly createdAt: string;
  }
>;
/** A fresh confirmation mail: only the newest `confirmationId` activates. */
export type JobAlertConfirmationRequested = DomainEvent<
  'JobAlertConfirmationRequested',
  { readonly jobFilterId: string; readonly confirmationId: string; readonly requestedAt: string }
>;
export type JobAlertActivated = DomainEvent<
  'JobAlertActivated',
  { readonly jobFilterId: string; readonly via: ConsentGivenVia; readonly activatedAt: string }
>;
export type JobAlertFrequencyChanged = DomainEvent<
  'JobAlertFrequencyChanged',
  { readonly jobFilterId: string; readonly frequency: JobAlertFrequency; readonly changedAt: string }
>;
/** The candidate switched the alert off on the board; the saved search stays. */
export type JobAlertDisabled = DomainEvent<
  'JobAlertDisabled',
  { readonly jobFilterId: string; readonly disabledAt: string }
>;
export type JobAlertUnsubscribed = DomainEvent<
  'JobAlertUnsubscribed',
  { readonly jobFilterId: string; readonly via: UnsubscribedVia; readonly unsubscribedAt: string }
>;
/** The saved search and any alert on it are gone; the stream keeps the trail. */
export type JobFilterDeleted = DomainEvent<
  'JobFilterDeleted',
  { readonly jobFilterId: string; readonly deletedAt: string }
>;

/** The candidate opened the saved search's offers: the "new offers" count starts again from here. */
export type JobFilterOffersRead = DomainEvent<
  'JobFilterOffersRead',
  { readonly jobFilterId: string; readonly readAt: string }
>;
/**
 * A digest went out (or, for `offerIds` empty, had nothing new): the offers that first appeared in
 * `(from, until]` and match the filters. `digestId` names the schedule slot, so a slot never mails twice.
 */
export type JobAlertDigestSent = DomainEvent<
  'JobAlertDigestSent',
  {
    readonly jobFilterId: string;
    readonly digestId: string;
    readonly from: string;
    readonly until: string;
    readonly offerIds: readonly string[];
    readonly sentAt: string;
  }
>;

export type JobAlertEvent =
  | JobFilterSaved
  | JobFilterOffersRead
  | JobAlertDigestSent
  | JobAlertCreated
  | JobAlertConfirmationRequested
  | JobAlertActivated
  | JobAlertFrequencyChanged
  | JobAlertDisabled
  | JobAlertUnsubscribed
  | JobFilterDeleted;

export const jobAlertEventTypes: readonly JobAlertEvent['type'][] = [
  'JobFilterSaved',
  'JobFilterOffersRead',
  'JobAlertDigestSent',
  'JobAlertCreated',
  'JobAlertConfirmationRequested',
  'JobAlertActivated',
  'JobAlertFrequencyChanged',
  'JobAlertDisabled',
  'JobAlertUnsubscribed',
  'JobFilterDeleted',
];

/** pending: waiting for the mail link; active: digests go out; disabled / unsubscribed: nothing is sent. */
export type JobAlertStatus = 'pending' | 'active' | 'disabled' | 'unsubscribed';

export interface JobAlert {
  readonly status: JobAlertStatus;
  readonly email: string;
  readonly frequency: JobAlertFrequency;
  readonly language: string;
  readonly confirmationId: string;
  /** When consent was last given; null while pending. Digests cover offers that appeared after it. */
  readonly activatedAt: string | null;
  /** The end of the last digest's window (null: none yet) and that digest's slot. */
  readonly digestedUntil: string | null;
  readonly lastDigestId: string | null;
}

export interface ConsentEntry {
  readonly at: string;
  readonly action: 'requested' | 'given' | 'withdrawn';
  /** For `given`: ConsentGivenVia; for `withdrawn`: UnsubscribedVia, 'disabled' or 'deleted'. */
  readonly via: string;
}

export interface SavedJobFilter {
  readonly exists: true;
  readonly deleted: boolean;
  readonly jobFilterId: string;
  readonly candidateId: string;
  readonly name: string;
  readonly searchUrl: string;
  readonly filters: ListFilters;
  /** When the candidate last opened its offers (or saved it): "new offers" appeared after this. */
  readonly readAt: string;
  readonly alert: JobAlert | null;
  readonly consent: readonly ConsentEntry[];
}

export type JobAlertState = { readonly exists: false } | SavedJobFilter;

export const initialState = (): JobAlertState => ({ exists: false });

/** Which consent withdrawals leave nothing subscribed (an alert that was never confirmed withdraws nothing). */
const withdraw = (
  filter: SavedJobFilter,
  status: JobAlertStatus,
  at: string,
  via: string,
): SavedJobFilter => {
  if (!filter.alert) return filter;
  const wasSubscribed = filter.alert.status === 'active' || filter.alert.status === 'pending';
  return {
    ...filter,
    alert: { ...filter.alert, status },
    consent: wasSubscribed ? [...filter.consent, { at, action: 'withdrawn', via }] : filter.consent,
  };
};

export function evolve(state: JobAlertState, event: JobAlertEvent): JobAlertState {
  if (event.type === 'JobFilterSaved') {
    const { jobFilterId, candidateId, name, searchUrl, filters, savedAt } = event.data;
    const consent = state.exists ? state.consent : [];
    return {
      exists: true,
      deleted: false,
      jobFilterId,
      candidateId,
      name,
      searchUrl,
      filters,
      readAt: savedAt,
      alert: null,
      consent,
    };
  }
  if (!state.exists) return state;
  switch (event.type) {
    case 'JobAlertCreated': {
      const { email, frequency, language, confirmationId, createdAt } = event.data;
      return {
        ...state,
        alert: {
          status: 'pending',
          email,
          frequency,
          language,
          confirmationId,
          activatedAt: null,
          digestedUntil: null,
          lastDigestId: null,
        },
        consent: [...state.consent, { at: createdAt, action: 'requested', via: 'email-link' }],
      };
    }
    case 'JobAlertConfirmationRequested':
      return state.alert
        ? { ...state, alert: { ...state.alert, confirmationId: event.data.confirmationId } }
        : state;
    case 'JobAlertActivated':
      return state.alert
        ? {
            ...state,
            alert: { ...state.alert, status: 'active', activatedAt: event.data.activatedAt },
            consent: [...state.consent, { at: event.data.activatedAt, action: 'given', via: event.data.via }],
          }
        : state;
    case 'JobAlertFrequencyChanged':
      return state.alert ? { ...state, alert: { ...state.alert, frequency: event.data.frequency } } : state;
    case 'JobFilterOffersRead':
      return { ...state, readAt: event.data.readAt };
    case 'JobAlertDigestSent':
      return state.alert
        ? {
            ...state,
            alert: { ...state.alert, digestedUntil: event.data.until, lastDigestId: event.data.digestId },
          }
        : state;
    case 'JobAlertDisabled':
      return withdraw(state, 'disabled', event.data.disabledAt, 'disabled');
    case 'JobAlertUnsubscribed':
      return withdraw(state, 'unsubscribed', event.data.unsubscribedAt, event.data.via);
    case 'JobFilterDeleted':
      return { ...withdraw(state, 'unsubscribed', event.data.deletedAt, 'deleted'), deleted: true };
  }
}

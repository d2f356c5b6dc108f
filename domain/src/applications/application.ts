import type { DomainEvent } from '../events';
import type { EmploymentType } from '../offers/content';

/**
 * The Application aggregate (stream `application-<id>`): events, state and `evolve`. The commands and
 * `decide` are in `decide.ts`.
 *
 * Personal data (name, e-mail, message, the CV's name and key) never enters an event in the clear: the
 * command side seals it under a key of this application alone (`personal`, opaque here) and erasure
 * destroys that key (crypto-shredding), so a projection rebuilt from the events cannot show it again.
 */

export const applicationStatuses = [
  'new',
  'seen',
  'in_review',
  'interview',
  'offer',
  'hired',
  'rejected',
] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/** How the candidate applied: the board's form (1-click or not) or a redirect to the employer's own page. */
export const applicationSources = ['1_click_apply', 'apply_form', 'redirect'] as const;
export type ApplicationSource = (typeof applicationSources)[number];

export type ApplicationChannel = 'form' | 'redirect';

/**
 * What the candidate was shown when applying (EU directive 2023/970, pay transparency): the offer's
 * stream version, its title and every salary range as published.
 */
export interface ShownOffer {
  readonly offerVersion: number;
  readonly title: string;
  readonly employmentTypes: readonly EmploymentType[];
}

export interface ApplicationConsents {
  readonly futureConsentAccepted: boolean;
  readonly customConsentAccepted: boolean;
}

interface SubmittedData {
  readonly applicationId: string;
  readonly offerId: string;
  readonly offerSlug: string;
  readonly companyId: string | null;
  /** The signed-in candidate who applied; null for an anonymous application. */
  readonly candidateId: string | null;
  readonly channel: ApplicationChannel;
  readonly source: ApplicationSource;
  readonly shown: ShownOffer;
  /** Name, e-mail, message and the CV (name, key, type, size), sealed by the command side. */
  readonly personal: string;
  readonly hasCv: boolean;
  readonly consents: ApplicationConsents;
  readonly submittedAt: string;
  /** When the personal data and the CV are erased unless consent extends it (retention job). */
  readonly retainUntil: string;
}

export type ApplicationSubmitted = DomainEvent<'ApplicationSubmitted', SubmittedData>;
/** A candidate followed an offer's external apply link (unconfirmed until they say they applied). */
export type ApplicationRedirectTracked = DomainEvent<'ApplicationRedirectTracked', SubmittedData>;
export type ApplicationRedirectConfirmed = DomainEvent<
  'ApplicationRedirectConfirmed',
  { readonly applicationId: string; readonly confirmedAt: string }
>;
export type ApplicationStatusChanged = DomainEvent<
  'ApplicationStatusChanged',
  {
    readonly applicationId: string;
    readonly from: ApplicationStatus;
    readonly status: ApplicationStatus;
    readonly note: string | null;
    readonly changedBy: string;
    readonly changedAt: string;
  }
>;
export type ApplicationDeleted = DomainEvent<
  'ApplicationDeleted',
  { readonly applicationId: string; readonly deletedBy: string; readonly deletedAt: string }
>;
export type ApplicationWithdrawn = DomainEvent<
  'ApplicationWithdrawn',
  { readonly applicationId: string; readonly withdrawnAt: string }
>;
export type ApplicationCvDownloaded = DomainEvent<
  'ApplicationCvDownloaded',
  {
    readonly applicationId: string;
    readonly downloadedBy: string;
    readonly downloaderName: string;
    readonly downloadedAt: string;
  }
>;
export type ApplicationErased = DomainEvent<
  'ApplicationErased',
  {
    readonly applicationId: string;
    readonly reason: 'candidate_request' | 'retention';
    readonly erasedAt: string;
  }
>;

export type ApplicationEvent =
  | ApplicationSubmitted
  | ApplicationRedirectTracked
  | ApplicationRedirectConfirmed
  | ApplicationStatusChanged
  | ApplicationDeleted
  | ApplicationWithdrawn
  | ApplicationCvDownloaded
  | ApplicationErased;

export type ApplicationEventType = ApplicationEvent['type'];

export const applicationEventTypes = [
  'ApplicationSubmitted',
  'ApplicationRedirectTracked',
  'ApplicationRedirectConfirmed',
  'ApplicationStatusChanged',
  'ApplicationDeleted',
  'ApplicationWithdrawn',
  'ApplicationCvDownloaded',
  'ApplicationErased',
] as const satisfies readonly ApplicationEventType[];

export interface NoApplication {
  readonly status: 'none';
}

export interface ExistingApplication {
  readonly status: 'open' | 'deleted' | 'withdrawn' | 'erased';
  readonly applicationId: string;
  readonly offerId: string;
  readonly offerSlug: string;
  readonly companyId: string | null;
  readonly candidateId: string | null;
  readonly channel: ApplicationChannel;
  /** Redirect applications count once the candidate confirms them; form applications always do. */
  readonly confirmed: boolean;
  readonly stage: ApplicationStatus;
  readonly hasCv: boolean;
}

export type ApplicationState = NoApplication | ExistingApplication;

export const initialState = (): ApplicationState => ({ status: 'none' });

export const applicationStreamId = (applicationId: string) => `application-${applicationId}`;

function started(data: SubmittedData, confirmed: boolean): ExistingApplication {
  return {
    status: 'open',
    applicationId: data.applicationId,
    offerId: data.offerId,
    offerSlug: data.offerSlug,
    companyId: data.companyId,
    candidateId: data.candidateId,
    channel: data.channel,
    confirmed,
    stage: 'new',
    hasCv: data.hasCv,
  };
}

export function evolve(state: ApplicationState, event: ApplicationEvent): ApplicationState {
  if (event.type === 'ApplicationSubmitted') return started(event.data, true);
  if (event.type === 'ApplicationRedirectTracked') return started(event.data, false);
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'ApplicationRedirectConfirmed':
      return { ...state, confirmed: true };
    case 'ApplicationStatusChanged':
      return { ...state, stage: event.data.status };
    case 'ApplicationDeleted':
      return { ...state, status: 'deleted' };
    case 'ApplicationWithdrawn':
      return { ...state, status: 'withdrawn' };
    case 'ApplicationCvDownloaded':
      return state;
    case 'ApplicationErased':
      return { ...state, status: 'erased', hasCv: false };
    default: {
      const unknown: never = event;
      throw new Error(`Unknown application event ${String((unknown as { type: unknown }).type)}`);
    }
  }
}

/** What an application seals in `personal` (the command side seals, projections open it). */
export interface PersonalData {
  readonly name: string;
  readonly email: string;
  readonly message: string | null;
  readonly cv: {
    readonly key: string;
    readonly fileName: string;
    readonly contentType: string;
    readonly size: number;
  } | null;
}

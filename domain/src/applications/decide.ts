import { IllegalStateError, NotFoundError, ValidationError } from '../errors';
import type { EmploymentType } from '../offers/content';
import {
  type ApplicationConsents,
  type ApplicationEvent,
  type ApplicationSource,
  type ApplicationState,
  type ApplicationStatus,
  type ExistingApplication,
} from './application';

/** The offer as the candidate saw it when applying: read from its stream by the command side. */
export interface OfferToApply {
  readonly offerId: string;
  readonly slug: string;
  readonly companyId: string | null;
  /** The offer stream's version (events so far). */
  readonly version: number;
  /** The offer aggregate's status (`published`, `expired`, ...). */
  readonly status: string;
  readonly expiredAt: string | null;
  readonly title: string;
  readonly employmentTypes: readonly EmploymentType[];
  /** Set: candidates apply on the employer's page (redirect); null: through the board's form. */
  readonly applyUrl: string | null;
  readonly futureConsentEnabled: boolean;
  readonly customConsentEnabled: boolean;
}

/** How long personal data and CVs stay after the offer's end; future-recruitment consent adds a year. */
export const retentionDaysAfterRecruitment = 90;
export const futureConsentExtraDays = 365;
export const maxNoteLength = 1000;

export type ApplicationCommand =
  | {
      readonly type: 'SubmitApplication';
      readonly data: {
        readonly applicationId: string;
        readonly offer: OfferToApply;
        readonly candidateId: string | null;
        readonly source: Exclude<ApplicationSource, 'redirect'>;
        readonly personal: string;
        readonly hasCv: boolean;
        readonly consents: ApplicationConsents;
      };
    }
  | {
      readonly type: 'TrackRedirect';
      readonly data: {
        readonly applicationId: string;
        readonly offer: OfferToApply;
        readonly candidateId: string | null;
        readonly personal: string;
      };
    }
  | { readonly type: 'ConfirmRedirect'; readonly data: { readonly candidateId: string } }
  | { readonly type: 'WithdrawApplication'; readonly data: { readonly candidateId: string } }
  | {
      readonly type: 'ChangeApplicationStatus';
      readonly data: {
        readonly companyId: string;
        readonly by: string;
        readonly status: ApplicationStatus;
        readonly note: string | null;
      };
    }
  | { readonly type: 'DeleteApplication'; readonly data: { readonly companyId: string; readonly by: string } }
  | {
      readonly type: 'RecordCvDownload';
      readonly data: { readonly companyId: string; readonly by: string; readonly name: string };
    }
  | {
      readonly type: 'EraseApplication';
      readonly data: { readonly reason: 'candidate_request' | 'retention' };
    };

export interface ApplicationContext {
  readonly now: Date;
}

const noSuchApplication = () => new NotFoundError('application.not_found', 'No such application.');

/** The offer takes applications: published and not past its expiry (spec: 'Offer expired'). */
function assertOpenOffer(offer: OfferToApply, now: Date): void {
  const live =
    offer.status === 'published' && (offer.expiredAt === null || Date.parse(offer.expiredAt) > now.getTime());
  if (!live) throw new IllegalStateError('application.offer_expired', 'Offer expired');
}

function retainUntil(offer: OfferToApply, now: Date, consents: ApplicationConsents): string {
  const end = Math.max(now.getTime(), offer.expiredAt ? Date.parse(offer.expiredAt) : now.getTime());
  const days = retentionDaysAfterRecruitment + (consents.futureConsentAccepted ? futureConsentExtraDays : 0);
  return new Date(end + days * 24 * 60 * 60 * 1000).toISOString();
}

const shownOf = (offer: OfferToApply) => ({
  offerVersion: offer.version,
  title: offer.title,
  employmentTypes: offer.employmentTypes,
});

/** An application of `companyId`'s offer that is still there; anything else is not found for them. */
function ownedBy(state: ApplicationState, companyId: string): ExistingApplication {
  if (state.status === 'none' || state.companyId !== companyId || state.status === 'deleted')
    throw noSuchApplication();
  return state;
}

/** The candidate's own application that they have not withdrawn. */
function ofCandidate(state: ApplicationState, candidateId: string): ExistingApplication {
  if (state.status === 'none' || state.candidateId !== candidateId || state.status === 'withdrawn')
    throw noSuchApplication();
  return state;
}

export function decide(
  command: ApplicationCommand,
  state: ApplicationState,
  { now }: ApplicationContext,
): ApplicationEvent[] {
  const at = now.toISOString();
  switch (command.type) {
    case 'SubmitApplication': {
      const { offer, consents } = command.data;
      if (state.status !== 'none')
        throw new IllegalStateError('application.exists', 'This application was already sent.');
      assertOpenOffer(offer, now);
      if (offer.applyUrl !== null)
        throw new IllegalStateError(
          'application.external_apply',
          "This offer takes applications on the employer's own page.",
        );
      // A consent the offer does not ask for cannot be given.
      const given = {
        futureConsentAccepted: offer.futureConsentEnabled && consents.futureConsentAccepted,
        customConsentAccepted: offer.customConsentEnabled && consents.customConsentAccepted,
      };
      return [
        {
          type: 'ApplicationSubmitted',
          data: {
            applicationId: command.data.applicationId,
            offerId: offer.offerId,
            offerSlug: offer.slug,
            companyId: offer.companyId,
            candidateId: command.data.candidateId,
            channel: 'form',
            source: command.data.source,
            shown: shownOf(offer),
            personal: command.data.personal,
            hasCv: command.data.hasCv,
            consents: given,
            submittedAt: at,
            retainUntil: retainUntil(offer, now, given),
          },
        },
      ];
    }
    case 'TrackRedirect': {
      const { offer } = command.data;
      if (state.status !== 'none')
        throw new IllegalStateError('application.exists', 'This redirect was already recorded.');
      assertOpenOffer(offer, now);
      if (offer.applyUrl === null)
        throw new IllegalStateError(
          'application.no_redirect',
          'This offer takes applications through the form.',
        );
      const consents = { futureConsentAccepted: false, customConsentAccepted: false };
      return [
        {
          type: 'ApplicationRedirectTracked',
          data: {
            applicationId: command.data.applicationId,
            offerId: offer.offerId,
            offerSlug: offer.slug,
            companyId: offer.companyId,
            candidateId: command.data.candidateId,
            channel: 'redirect',
            source: 'redirect',
            shown: shownOf(offer),
            personal: command.data.personal,
            hasCv: false,
            consents,
            submittedAt: at,
            retainUntil: retainUntil(offer, now, consents),
          },
        },
      ];
    }
    case 'ConfirmRedirect': {
      const application = ofCandidate(state, command.data.candidateId);
      if (application.channel !== 'redirect' || application.status !== 'open') throw noSuchApplication();
      if (application.confirmed) return [];
      return [
        {
          type: 'ApplicationRedirectConfirmed',
          data: { applicationId: application.applicationId, confirmedAt: at },
        },
      ];
    }
    case 'WithdrawApplication': {
      const application = ofCandidate(state, command.data.candidateId);
      if (application.status === 'erased') throw noSuchApplication();
      return [
        { type: 'ApplicationWithdrawn', data: { applicationId: application.applicationId, withdrawnAt: at } },
      ];
    }
    case 'ChangeApplicationStatus': {
      const application = ownedBy(state, command.data.companyId);
      if (application.status !== 'open')
        throw new IllegalStateError('application.closed', 'This application can no longer change.');
      const note = command.data.note?.trim() || null;
      if (note !== null && note.length > maxNoteLength)
        throw new ValidationError([{ path: 'note', code: 'errors.tooLong', message: 'Too long' }]);
      if (application.stage === command.data.status && note === null) return [];
      return [
        {
          type: 'ApplicationStatusChanged',
          data: {
            applicationId: application.applicationId,
            from: application.stage,
            status: command.data.status,
            note,
            changedBy: command.data.by,
            changedAt: at,
          },
        },
      ];
    }
    case 'DeleteApplication': {
      const application = ownedBy(state, command.data.companyId);
      return [
        {
          type: 'ApplicationDeleted',
          data: { applicationId: application.applicationId, deletedBy: command.data.by, deletedAt: at },
        },
      ];
    }
    case 'RecordCvDownload': {
      const application = ownedBy(state, command.data.companyId);
      if (!application.hasCv || application.status === 'erased')
        throw new NotFoundError('application.no_cv', 'This application has no CV.');
      return [
        {
          type: 'ApplicationCvDownloaded',
          data: {
            applicationId: application.applicationId,
            downloadedBy: command.data.by,
            downloaderName: command.data.name,
            downloadedAt: at,
          },
        },
      ];
    }
    case 'EraseApplication': {
      if (state.status === 'none') throw noSuchApplication();
      if (state.status === 'erased') return [];
      return [
        {
          type: 'ApplicationErased',
          data: { applicationId: state.applicationId, reason: command.data.reason, erasedAt: at },
        },
      ];
    }
    default: {
      const unknown: never = command;
      throw new Error(`Unknown application command ${String((unknown as { type: unknown }).type)}`);
    }
  }
}

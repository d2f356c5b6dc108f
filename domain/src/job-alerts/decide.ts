import { IllegalStateError, NotFoundError } from '../errors';
import type { ListFilters } from '../listing/filters';
import type {
  JobAlertEvent,
  JobAlertFrequency,
  JobAlertState,
  SavedJobFilter,
  UnsubscribedVia,
} from './job-alert';

/** Spec §8: the 409 messages the board tells apart (the `code` stays stable, the message is the spec's). */
export const jobAlertConflicts = {
  filterExists: { code: 'job_filter.already_exists', message: 'Job filter already exists' },
  alertExists: { code: 'job_alert.already_exists', message: 'Job alert already exists' },
  alertActive: {
    code: 'job_alert.already_active',
    message: 'Job filter with active job alert already exists',
  },
} as const;

export type JobAlertCommand =
  | {
      readonly type: 'SaveJobFilter';
      readonly data: {
        readonly jobFilterId: string;
        readonly candidateId: string;
        readonly name: string;
        readonly searchUrl: string;
        readonly filters: ListFilters;
      };
    }
  | {
      readonly type: 'CreateJobAlert';
      readonly data: {
        readonly by: string;
        readonly email: string;
        readonly frequency: JobAlertFrequency;
        readonly language: string;
        readonly confirmationId: string;
        /** A signed-in candidate whose e-mail is verified: consent is given at once, no mail link. */
        readonly verifiedAccount: boolean;
      };
    }
  | { readonly type: 'RequestJobAlertConfirmation'; readonly data: { readonly confirmationId: string } }
  /** From the mail link: `confirmationId` comes from a verified, unexpired activation code. */
  | { readonly type: 'ActivateJobAlert'; readonly data: { readonly confirmationId: string } }
  | {
      readonly type: 'ChangeJobAlertFrequency';
      readonly data: { readonly by: string; readonly frequency: JobAlertFrequency };
    }
  | { readonly type: 'DisableJobAlert'; readonly data: { readonly by: string } }
  /** `by` is null for the mail's link and one-click header: the verified unsubscribe code authorises them. */
  | {
      readonly type: 'UnsubscribeJobAlert';
      readonly data: { readonly by: string | null; readonly via: UnsubscribedVia };
    }
  | { readonly type: 'DeleteJobFilter'; readonly data: { readonly by: string } }
  /** The candidate opened the saved search's offers (`POST /job-filters/{id}/read-filtered-offers`). */
  | { readonly type: 'MarkJobFilterOffersRead'; readonly data: { readonly by: string } }
  /** The digest job: what one schedule slot found for this alert, recorded once per slot. */
  | {
      readonly type: 'RecordJobAlertDigest';
      readonly data: {
        readonly digestId: string;
        readonly from: string;
        readonly until: string;
        readonly offerIds: readonly string[];
      };
    };

export interface JobAlertContext {
  readonly now: Date;
}

const notFound = () => new NotFoundError('job_filter.not_found', 'Job filter not found');
const noAlert = () => new NotFoundError('job_alert.not_found', 'Job alert not found');
const conflict = (which: keyof typeof jobAlertConflicts) =>
  new IllegalStateError(jobAlertConflicts[which].code, jobAlertConflicts[which].message);

/** The candidate's own saved search; anybody else's (or a deleted one) is not found. */
function ownFilter(state: JobAlertState, by: string | null): SavedJobFilter {
  if (!state.exists || state.deleted || (by !== null && state.candidateId !== by)) throw notFound();
  return state;
}

const isOn = (filter: SavedJobFilter) =>
  filter.alert?.status === 'active' || filter.alert?.status === 'pending';

export function decide(
  command: JobAlertCommand,
  state: JobAlertState,
  { now }: JobAlertContext,
): JobAlertEvent[] {
  const at = now.toISOString();
  switch (command.type) {
    case 'SaveJobFilter': {
      if (state.exists && !state.deleted) throw conflict('filterExists');
      return [{ type: 'JobFilterSaved', data: { ...command.data, savedAt: at } }];
    }
    case 'CreateJobAlert': {
      const filter = ownFilter(state, command.data.by);
      if (filter.alert?.status === 'active') throw conflict('alertActive');
      if (filter.alert?.status === 'pending') throw conflict('alertExists');
      const { email, frequency, language, confirmationId, verifiedAccount } = command.data;
      const { jobFilterId } = filter;
      const created: JobAlertEvent = {
        type: 'JobAlertCreated',
        data: { jobFilterId, email, frequency, language, confirmationId, createdAt: at },
      };
      return verifiedAccount
        ? [
            created,
            { type: 'JobAlertActivated', data: { jobFilterId, via: 'verified-account', activatedAt: at } },
          ]
        : [created];
    }
    case 'RequestJobAlertConfirmation': {
      const filter = ownFilter(state, null);
      if (!filter.alert) throw noAlert();
      if (filter.alert.status !== 'pending') throw conflict('alertActive');
      return [
        {
          type: 'JobAlertConfirmationRequested',
          data: {
            jobFilterId: filter.jobFilterId,
            confirmationId: command.data.confirmationId,
            requestedAt: at,
          },
        },
      ];
    }
    case 'ActivateJobAlert': {
      const filter = ownFilter(state, null);
      if (!filter.alert) throw noAlert();
      if (filter.alert.status === 'active') throw conflict('alertActive');
      // A superseded code, or one from before the alert was switched off, confirms nothing.
      if (filter.alert.status !== 'pending' || filter.alert.confirmationId !== command.data.confirmationId)
        throw new IllegalStateError('job_alert.confirmation_expired', 'The confirmation link has expired');
      return [
        {
          type: 'JobAlertActivated',
          data: { jobFilterId: filter.jobFilterId, via: 'email-link', activatedAt: at },
        },
      ];
    }
    case 'ChangeJobAlertFrequency': {
      const filter = ownFilter(state, command.data.by);
      if (!isOn(filter)) throw noAlert();
      if (filter.alert?.frequency === command.data.frequency) return [];
      return [
        {
          type: 'JobAlertFrequencyChanged',
          data: { jobFilterId: filter.jobFilterId, frequency: command.data.frequency, changedAt: at },
        },
      ];
    }
    case 'DisableJobAlert': {
      const filter = ownFilter(state, command.data.by);
      if (!isOn(filter)) throw noAlert();
      return [{ type: 'JobAlertDisabled', data: { jobFilterId: filter.jobFilterId, disabledAt: at } }];
    }
    case 'UnsubscribeJobAlert': {
      const filter = ownFilter(state, command.data.by);
      // Unsubscribing twice (a second click on the link) changes nothing and is not an error.
      if (!isOn(filter)) return [];
      return [
        {
          type: 'JobAlertUnsubscribed',
          data: { jobFilterId: filter.jobFilterId, via: command.data.via, unsubscribedAt: at },
        },
      ];
    }
    case 'MarkJobFilterOffersRead': {
      const filter = ownFilter(state, command.data.by);
      return [{ type: 'JobFilterOffersRead', data: { jobFilterId: filter.jobFilterId, readAt: at } }];
    }
    case 'RecordJobAlertDigest': {
      const filter = ownFilter(state, null);
      // Only an active alert gets digests, and each slot once: a job run again records nothing.
      if (filter.alert?.status !== 'active') throw noAlert();
      if (filter.alert.lastDigestId === command.data.digestId) return [];
      if (filter.alert.digestedUntil !== null && command.data.until <= filter.alert.digestedUntil) return [];
      return [
        {
          type: 'JobAlertDigestSent',
          data: { jobFilterId: filter.jobFilterId, ...command.data, sentAt: at },
        },
      ];
    }
    case 'DeleteJobFilter': {
      const filter = ownFilter(state, command.data.by);
      return [{ type: 'JobFilterDeleted', data: { jobFilterId: filter.jobFilterId, deletedAt: at } }];
    }
  }
}

import type { DomainEvent } from '../events';
import type { PlanSnapshot } from '../plans/plan';
import type { OfferContent } from './content';
import type { OfferDraft } from './validation/draft';

/**
 * The Offer aggregate: events, state and `evolve`. The commands and `decide` are in `decide.ts`;
 * README.md in this folder has the transition table.
 */

/** Who manages an offer besides admins: a company (logged-in employer) or whoever holds its token. */
export interface OfferOwner {
  readonly companyId: string;
}

/** How the offer came to be: the employer panel, anonymous `initiate`, a copy, or the direct path. */
export type CreationType = 'employer' | 'initiate' | 'copy' | 'import';

/** How a package was paid for: a redeemed code, or a paid order (payments issue). */
export type PackageSource =
  { readonly kind: 'code'; readonly code: string } | { readonly kind: 'order'; readonly orderId: string };

export type PackagePurpose = 'publish' | 'refresh' | 'extend';

interface OfferCreatedData {
  readonly offerId: string;
  readonly slug: string;
  readonly owner: OfferOwner | null;
  /** A hash of the token `initiate` returned (the command side hashes; tokens never enter events). */
  readonly accessTokenHash: string | null;
  readonly plan: PlanSnapshot;
  readonly draft: OfferDraft;
  readonly createdAt: string;
}

export type OfferDraftCreated = DomainEvent<
  'OfferDraftCreated',
  OfferCreatedData & { readonly creationType: 'employer' | 'initiate' }
>;
/** A new offer's first event when it duplicates another: `copiedFrom` says which. */
export type OfferCopied = DomainEvent<
  'OfferCopied',
  OfferCreatedData & { readonly copiedFrom: { readonly offerId: string; readonly slug: string } }
>;
export type OfferDraftEdited = DomainEvent<
  'OfferDraftEdited',
  {
    readonly offerId: string;
    readonly draft: OfferDraft;
    /** The form's `workInProgress` state: the draft passed full validation when saved. */
    readonly workInProgress: boolean;
    readonly editedAt: string;
  }
>;
export type OfferPlanChanged = DomainEvent<
  'OfferPlanChanged',
  { readonly offerId: string; readonly plan: PlanSnapshot; readonly changedAt: string }
>;
/** The summary step: the draft passed full validation and is what will be paid for. */
export type OfferDraftSubmitted = DomainEvent<
  'OfferDraftSubmitted',
  { readonly offerId: string; readonly content: OfferContent; readonly submittedAt: string }
>;
export type OfferPackageBought = DomainEvent<
  'OfferPackageBought',
  {
    readonly offerId: string;
    readonly purpose: PackagePurpose;
    readonly planKey: string;
    readonly source: PackageSource;
    readonly boughtAt: string;
  }
>;
export type OfferScheduled = DomainEvent<
  'OfferScheduled',
  { readonly offerId: string; readonly publishAt: string; readonly scheduledAt: string }
>;
/**
 * A publication period starts: the first one, or the one a refresh buys. It carries the whole offer
 * (with its owner and plan) so read models need no other event to show it. On the direct path
 * (`ImportOffer`) it is the stream's only event: creation and first publication in one.
 */
export type OfferPublished = DomainEvent<
  'OfferPublished',
  {
    readonly offerId: string;
    readonly slug: string;
    readonly owner: OfferOwner | null;
    readonly plan: PlanSnapshot;
    readonly content: OfferContent;
    readonly publishedAt: string;
    readonly expiredAt: string;
  }
>;
export type OfferFirstPublished = DomainEvent<
  'OfferFirstPublished',
  { readonly offerId: string; readonly firstPublishedAt: string }
>;
export type OfferEdited = DomainEvent<
  'OfferEdited',
  { readonly offerId: string; readonly content: OfferContent; readonly editedAt: string }
>;
/** A republication: an `OfferPublished` with the new period follows in the same decision. */
export type OfferRefreshed = DomainEvent<
  'OfferRefreshed',
  { readonly offerId: string; readonly refreshedAt: string; readonly previousPublishedAt: string }
>;
export type OfferExtended = DomainEvent<
  'OfferExtended',
  {
    readonly offerId: string;
    readonly previousExpiredAt: string;
    readonly expiredAt: string;
    readonly extendedAt: string;
  }
>;
export type OfferBumped = DomainEvent<
  'OfferBumped',
  { readonly offerId: string; readonly bumpedAt: string; readonly bumpNumber: number }
>;
export type OfferExpired = DomainEvent<
  'OfferExpired',
  { readonly offerId: string; readonly expiredAt: string }
>;
export type OfferRecruitmentFinished = DomainEvent<
  'OfferRecruitmentFinished',
  { readonly offerId: string; readonly finishedAt: string }
>;
export type OfferDeleted = DomainEvent<
  'OfferDeleted',
  { readonly offerId: string; readonly deletedAt: string }
>;

export type OfferEvent =
  | OfferDraftCreated
  | OfferCopied
  | OfferDraftEdited
  | OfferPlanChanged
  | OfferDraftSubmitted
  | OfferPackageBought
  | OfferScheduled
  | OfferPublished
  | OfferFirstPublished
  | OfferEdited
  | OfferRefreshed
  | OfferExtended
  | OfferBumped
  | OfferExpired
  | OfferRecruitmentFinished
  | OfferDeleted;

export type OfferEventType = OfferEvent['type'];

/** Every event type of the aggregate, each once (checked against the union below). */
export const offerEventTypes = [
  'OfferDraftCreated',
  'OfferCopied',
  'OfferDraftEdited',
  'OfferPlanChanged',
  'OfferDraftSubmitted',
  'OfferPackageBought',
  'OfferScheduled',
  'OfferPublished',
  'OfferFirstPublished',
  'OfferEdited',
  'OfferRefreshed',
  'OfferExtended',
  'OfferBumped',
  'OfferExpired',
  'OfferRecruitmentFinished',
  'OfferDeleted',
] as const satisfies readonly OfferEventType[];
// Fails to compile when an event type is added to the union but not to the list.
const everyTypeListed: Exclude<OfferEventType, (typeof offerEventTypes)[number]> extends never
  ? true
  : never = true;
void everyTypeListed;

/** What every offer that exists knows about itself. */
export interface OfferIdentity {
  readonly offerId: string;
  readonly slug: string;
  readonly creationType: CreationType;
  readonly owner: OfferOwner | null;
  readonly accessTokenHash: string | null;
  readonly plan: PlanSnapshot;
  readonly copiedFrom: { readonly offerId: string; readonly slug: string } | null;
}

export interface InitialOffer {
  readonly status: 'initial';
}
export interface DraftOffer extends OfferIdentity {
  readonly status: 'draft';
  readonly draft: OfferDraft;
  readonly workInProgress: boolean;
}
/** Passed the summary step: complete, waiting for a code or a paid order. */
export interface SummaryOffer extends OfferIdentity {
  readonly status: 'summary';
  readonly content: OfferContent;
}
/** Paid for, to be published at `publishAt` by the scheduled-publication job. */
export interface ScheduledOffer extends OfferIdentity {
  readonly status: 'scheduled';
  readonly content: OfferContent;
  readonly publishAt: string;
}
/** Live until `expiredAt` (an overdue offer is treated as expired even before `ExpireOffer` runs). */
export interface PublishedOffer extends OfferIdentity {
  readonly status: 'published';
  readonly content: OfferContent;
  readonly firstPublishedAt: string;
  /** Start of the current publication period (first publication or the latest refresh). */
  readonly publishedAt: string;
  readonly expiredAt: string;
  /** Bumps used in the current publication period. */
  readonly bumpsUsed: number;
  readonly lastBumpedAt: string | null;
}
export interface ExpiredOffer extends OfferIdentity {
  readonly status: 'expired';
  readonly content: OfferContent;
  readonly publishedAt: string;
  readonly expiredAt: string;
}
export interface FinishedOffer extends OfferIdentity {
  readonly status: 'finished';
  readonly content: OfferContent;
  readonly publishedAt: string;
  readonly expiredAt: string;
  readonly finishedAt: string;
}
export interface DeletedOffer extends OfferIdentity {
  readonly status: 'deleted';
  readonly deletedAt: string;
}

export type OfferState =
  | InitialOffer
  | DraftOffer
  | SummaryOffer
  | ScheduledOffer
  | PublishedOffer
  | ExpiredOffer
  | FinishedOffer
  | DeletedOffer;

export type OfferStatus = OfferState['status'];
export type ExistingOffer = Exclude<OfferState, InitialOffer>;

export const initialState = (): OfferState => ({ status: 'initial' });

function identityOf(offer: ExistingOffer): OfferIdentity {
  const { offerId, slug, creationType, owner, accessTokenHash, plan, copiedFrom } = offer;
  return { offerId, slug, creationType, owner, accessTokenHash, plan, copiedFrom };
}

/** The offer's current text, for a draft as saved, for the others as validated. */
export function offerDraftOf(offer: DraftOffer | SummaryOffer): OfferDraft {
  return offer.status === 'draft' ? offer.draft : offer.content;
}

/**
 * Folds one event into the state. `decide` only emits events that fit the state, so an event that
 * does not (which no stream holds) leaves the state as it is rather than throwing while loading.
 */
export function evolve(state: OfferState, event: OfferEvent): OfferState {
  switch (event.type) {
    case 'OfferDraftCreated':
    case 'OfferCopied': {
      const { offerId, slug, owner, accessTokenHash, plan, draft } = event.data;
      const copy = event.type === 'OfferCopied';
      return {
        status: 'draft',
        offerId,
        slug,
        creationType: copy ? 'copy' : event.data.creationType,
        owner,
        accessTokenHash,
        plan,
        copiedFrom: copy ? event.data.copiedFrom : null,
        draft,
        workInProgress: false,
      };
    }
    case 'OfferDraftEdited':
      if (state.status !== 'draft' && state.status !== 'summary') return state;
      return {
        ...identityOf(state),
        status: 'draft',
        draft: event.data.draft,
        workInProgress: event.data.workInProgress,
      };
    case 'OfferPlanChanged':
      if (state.status !== 'draft' && state.status !== 'summary') return state;
      // A new plan means new limits: the summary has to be passed again.
      return {
        ...identityOf(state),
        plan: event.data.plan,
        status: 'draft',
        draft: offerDraftOf(state),
        workInProgress: false,
      };
    case 'OfferDraftSubmitted':
      if (state.status !== 'draft') return state;
      return { ...identityOf(state), status: 'summary', content: event.data.content };
    case 'OfferPackageBought':
    case 'OfferFirstPublished':
    case 'OfferRefreshed':
      // History and billing facts; the publication they go with is its own event.
      return state;
    case 'OfferScheduled':
      if (state.status !== 'summary') return state;
      return {
        ...identityOf(state),
        status: 'scheduled',
        content: state.content,
        publishAt: event.data.publishAt,
      };
    case 'OfferPublished': {
      if (state.status === 'deleted') return state;
      const { offerId, slug, owner, plan, content, publishedAt, expiredAt } = event.data;
      const identity: OfferIdentity =
        state.status === 'initial'
          ? { offerId, slug, creationType: 'import', owner, accessTokenHash: null, plan, copiedFrom: null }
          : identityOf(state);
      return {
        ...identity,
        status: 'published',
        content,
        firstPublishedAt: state.status === 'published' ? state.firstPublishedAt : publishedAt,
        publishedAt,
        expiredAt,
        bumpsUsed: 0,
        lastBumpedAt: null,
      };
    }
    case 'OfferEdited':
      if (state.status !== 'published' && state.status !== 'scheduled') return state;
      return { ...state, content: event.data.content };
    case 'OfferExtended':
      if (state.status !== 'published') return state;
      return { ...state, expiredAt: event.data.expiredAt };
    case 'OfferBumped':
      if (state.status !== 'published') return state;
      return { ...state, bumpsUsed: event.data.bumpNumber, lastBumpedAt: event.data.bumpedAt };
    case 'OfferExpired':
      if (state.status !== 'published') return state;
      return {
        ...identityOf(state),
        status: 'expired',
        content: state.content,
        publishedAt: state.publishedAt,
        expiredAt: event.data.expiredAt,
      };
    case 'OfferRecruitmentFinished':
      if (state.status !== 'published') return state;
      return {
        ...identityOf(state),
        status: 'finished',
        content: state.content,
        publishedAt: state.publishedAt,
        expiredAt: state.expiredAt,
        finishedAt: event.data.finishedAt,
      };
    case 'OfferDeleted':
      if (state.status === 'initial') return state;
      return { ...identityOf(state), status: 'deleted', deletedAt: event.data.deletedAt };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

export const offerStreamId = (offerId: string) => `offer-${offerId}`;

import { IllegalStateError, NotFoundError, ValidationError } from '../errors';
import type { PlanSnapshot } from '../plans/plan';
import { parseOrThrow } from '../validation';
import { canManage, existingOffer, managedOffer, type Requester } from './access';
import type { OfferContent } from './content';
import {
  offerDraftOf,
  type ExistingOffer,
  type OfferEvent,
  type OfferIdentity,
  type OfferState,
  type PublishedOffer,
  type SummaryOffer,
} from './offer';
import { packageBought, type Payment } from './payment';
import { offerContentSchema, type OfferContentInput } from './schemas';
import { addDays } from './validation/bounds';
import type { OfferCategory } from './validation/categories';
import { offerDraftSchema, type OfferDraftInput } from './validation/draft';
import { validateOfferForm, type OfferFormInput, type OfferFormRules } from './validation/form';
import { fieldIssue } from './validation/issues';
import { planLimitProblems } from './validation/plan-limits';

// ── Commands ──────────────────────────────────────────────────────────────────────────────────────
// Ids, slugs, plan snapshots, token hashes and payment verdicts come from the command side.

/** A logged-in employer starts a draft (the employer panel). */
export type CreateOfferDraft = {
  readonly type: 'CreateOfferDraft';
  readonly data: {
    readonly offerId: string;
    readonly slug: string;
    readonly companyId: string;
    readonly plan: PlanSnapshot;
    readonly draft: OfferDraftInput;
  };
};
/** `POST /v1/offers/initiate {pricing_plan}`: an anonymous draft, edited later with the returned token. */
export type InitiateOffer = {
  readonly type: 'InitiateOffer';
  readonly data: {
    readonly offerId: string;
    readonly slug: string;
    readonly plan: PlanSnapshot;
    readonly accessTokenHash: string;
  };
};
/** Duplicate: a new draft (this stream) from another offer's state (`source`, read by the command side). */
export type CopyOffer = {
  readonly type: 'CopyOffer';
  readonly data: {
    readonly offerId: string;
    readonly slug: string;
    readonly source: OfferState;
    readonly by: Requester;
  };
};
/**
 * The direct path (the admin JSON import; tests and the bench): a complete offer, published at
 * once, free of charge, as a single `OfferPublished` (creation and first publication in one event).
 */
export type ImportOffer = {
  readonly type: 'ImportOffer';
  readonly data: {
    readonly offerId: string;
    readonly slug: string;
    readonly plan: PlanSnapshot;
    readonly companyId: string | null;
    readonly offer: OfferContentInput;
  };
};
/** Save a draft. `workInProgress` (the form's state) asks for full validation before saving. */
export type EditOfferDraft = {
  readonly type: 'EditOfferDraft';
  readonly data: {
    readonly by: Requester;
    readonly draft: OfferDraftInput;
    readonly workInProgress: boolean;
  };
};
export type ChangeOfferPlan = {
  readonly type: 'ChangeOfferPlan';
  readonly data: { readonly by: Requester; readonly plan: PlanSnapshot };
};
/** The summary step: the draft must pass full validation; it is then what gets paid for. */
export type SubmitOfferDraft = {
  readonly type: 'SubmitOfferDraft';
  readonly data: { readonly by: Requester };
};
/** Pay (code or order) and publish now, or at the draft's `publishAt`. */
export type PublishOffer = {
  readonly type: 'PublishOffer';
  readonly data: { readonly by: Requester; readonly payment: Payment };
};
/** The scheduled-publication job, at or after `publishAt`. */
export type PublishScheduledOffer = { readonly type: 'PublishScheduledOffer' };
/** Edit a paid offer (published or scheduled). Dates are not editable once paid for. */
export type EditOffer = {
  readonly type: 'EditOffer';
  readonly data: { readonly by: Requester; readonly offer: OfferFormInput };
};
/** Republish an active offer: a new publication period from now, paid for again. */
export type RefreshOffer = {
  readonly type: 'RefreshOffer';
  readonly data: { readonly by: Requester; readonly payment: Payment };
};
/** Push an active offer's expiry back by the plan's duration, paid for again. */
export type ExtendOffer = {
  readonly type: 'ExtendOffer';
  readonly data: { readonly by: Requester; readonly payment: Payment };
};
/** The bump job: back to the top of the list, `bumpsUpCount` times every `bumpsUpEveryDays`. */
export type BumpOffer = { readonly type: 'BumpOffer' };
/** The expiry job, at or after `expiredAt`. */
export type ExpireOffer = { readonly type: 'ExpireOffer' };
/** Active offers end early through finish-recruitment (spec §4). */
export type FinishRecruitment = {
  readonly type: 'FinishRecruitment';
  readonly data: { readonly by: Requester };
};
/** Only inactive offers are deleted (spec §4); an active one is finished first. */
export type DeleteOffer = { readonly type: 'DeleteOffer'; readonly data: { readonly by: Requester } };

export type OfferCommand =
  | CreateOfferDraft
  | InitiateOffer
  | CopyOffer
  | ImportOffer
  | EditOfferDraft
  | ChangeOfferPlan
  | SubmitOfferDraft
  | PublishOffer
  | PublishScheduledOffer
  | EditOffer
  | RefreshOffer
  | ExtendOffer
  | BumpOffer
  | ExpireOffer
  | FinishRecruitment
  | DeleteOffer;

export interface DecisionContext {
  readonly now: Date;
  /** The brand's categories (spec §5: subcategory required when the category has children). */
  readonly categories: readonly OfferCategory[];
}

// ── Decisions ─────────────────────────────────────────────────────────────────────────────────────

export function decide(command: OfferCommand, state: OfferState, context: DecisionContext): OfferEvent[] {
  const { now } = context;
  const at = now.toISOString();
  switch (command.type) {
    case 'CreateOfferDraft': {
      assertNew(state);
      const { offerId, slug, companyId, plan, draft } = command.data;
      const data = { offerId, slug, owner: { companyId }, accessTokenHash: null, plan, createdAt: at };
      const parsed = parseOrThrow(offerDraftSchema, draft);
      return [{ type: 'OfferDraftCreated', data: { ...data, creationType: 'employer', draft: parsed } }];
    }
    case 'InitiateOffer': {
      assertNew(state);
      const { offerId, slug, plan, accessTokenHash } = command.data;
      const data = { offerId, slug, owner: null, accessTokenHash, plan, draft: {}, createdAt: at };
      return [{ type: 'OfferDraftCreated', data: { ...data, creationType: 'initiate' } }];
    }
    case 'CopyOffer': {
      assertNew(state);
      const { offerId, slug, source, by } = command.data;
      if (source.status === 'initial' || source.status === 'deleted' || !canManage(source, by))
        throw new NotFoundError('offer.not_found', 'There is no such offer to copy.');
      const text =
        source.status === 'draft' || source.status === 'summary' ? offerDraftOf(source) : source.content;
      return [
        {
          type: 'OfferCopied',
          data: {
            offerId,
            slug,
            copiedFrom: { offerId: source.offerId, slug: source.slug },
            owner: source.owner,
            accessTokenHash: source.accessTokenHash,
            plan: source.plan,
            // The source's dates belonged to its own publication.
            draft: { ...text, publishAt: null, expiredAt: null },
            createdAt: at,
          },
        },
      ];
    }
    case 'ImportOffer': {
      assertNew(state);
      const { offerId, slug, plan, companyId } = command.data;
      const imported = parseOrThrow(offerContentSchema, command.data.offer);
      const problems = planLimitProblems(imported, plan.limits);
      if (problems.length > 0) throw new ValidationError(problems.map((p) => fieldIssue(p.field, p.code)));
      const content: OfferContent = { ...imported, publishAt: null, expiredAt: null };
      const owner = companyId === null ? null : { companyId };
      return publication({ offerId, slug, owner, plan }, content, now, 'import');
    }
    case 'EditOfferDraft': {
      const offer = managedOffer(state, command.data.by);
      if (offer.status !== 'draft' && offer.status !== 'summary') throw notADraft(offer);
      const draft = parseOrThrow(offerDraftSchema, command.data.draft);
      if (command.data.workInProgress) validateOfferForm(draft, formRules(offer, context));
      return [
        {
          type: 'OfferDraftEdited',
          data: { offerId: offer.offerId, draft, workInProgress: command.data.workInProgress, editedAt: at },
        },
      ];
    }
    case 'ChangeOfferPlan': {
      const offer = managedOffer(state, command.data.by);
      if (offer.status !== 'draft' && offer.status !== 'summary') throw notADraft(offer);
      return [
        {
          type: 'OfferPlanChanged',
          data: { offerId: offer.offerId, plan: command.data.plan, changedAt: at },
        },
      ];
    }
    case 'SubmitOfferDraft': {
      const offer = managedOffer(state, command.data.by);
      if (offer.status === 'summary')
        throw new IllegalStateError('offer.already_submitted', 'This offer is already at the summary step.');
      if (offer.status !== 'draft') throw notADraft(offer);
      const content = validateOfferForm(offer.draft, formRules(offer, context));
      return [{ type: 'OfferDraftSubmitted', data: { offerId: offer.offerId, content, submittedAt: at } }];
    }
    case 'PublishOffer': {
      const offer = managedOffer(state, command.data.by);
      if (offer.status === 'draft')
        throw new IllegalStateError(
          'offer.summary_required',
          'Submit the draft (summary step) before paying.',
        );
      if (offer.status !== 'summary')
        throw new IllegalStateError('offer.already_published', 'This offer has already been paid for.');
      const content = revalidateForPayment(offer, context);
      const bought = packageBought(offer, command.data.payment, 'publish', now);
      if (content.publishAt !== null && Date.parse(content.publishAt) > now.getTime())
        return [
          bought,
          {
            type: 'OfferScheduled',
            data: { offerId: offer.offerId, publishAt: content.publishAt, scheduledAt: at },
          },
        ];
      return [bought, ...publication(offer, content, now, 'first')];
    }
    case 'PublishScheduledOffer': {
      const offer = existingOffer(state);
      if (offer.status !== 'scheduled')
        throw new IllegalStateError(
          'offer.not_scheduled',
          'This offer is not waiting for a scheduled publication.',
        );
      if (now.getTime() < Date.parse(offer.publishAt))
        throw new IllegalStateError('offer.not_due', 'The scheduled publication date has not come yet.');
      return publication(offer, offer.content, now, 'first');
    }
    case 'EditOffer': {
      const offer = managedOffer(state, command.data.by);
      const paid = offer.status === 'scheduled' ? offer : assertActive(offer, now);
      // Dates were paid for: the form's dates are ignored and the offer keeps its own.
      const edited = validateOfferForm(
        { ...command.data.offer, publishAt: null, expiredAt: null },
        formRules(paid, context),
      );
      const content = { ...edited, publishAt: paid.content.publishAt, expiredAt: paid.content.expiredAt };
      return [{ type: 'OfferEdited', data: { offerId: offer.offerId, content, editedAt: at } }];
    }
    case 'RefreshOffer': {
      const offer = assertActive(managedOffer(state, command.data.by), now);
      return [
        packageBought(offer, command.data.payment, 'refresh', now),
        {
          type: 'OfferRefreshed',
          data: { offerId: offer.offerId, refreshedAt: at, previousPublishedAt: offer.publishedAt },
        },
        ...publication(offer, offer.content, now, 'refresh', new Date(offer.expiredAt)),
      ];
    }
    case 'ExtendOffer': {
      const offer = assertActive(managedOffer(state, command.data.by), now);
      const expiredAt = addDays(new Date(offer.expiredAt), offer.plan.limits.durationInDays).toISOString();
      return [
        packageBought(offer, command.data.payment, 'extend', now),
        {
          type: 'OfferExtended',
          data: { offerId: offer.offerId, previousExpiredAt: offer.expiredAt, expiredAt, extendedAt: at },
        },
      ];
    }
    case 'BumpOffer': {
      const offer = assertActive(existingOffer(state), now);
      const { bumpsUpCount, bumpsUpEveryDays } = offer.plan.limits;
      if (offer.bumpsUsed >= bumpsUpCount)
        throw new IllegalStateError(
          'offer.no_bumps_left',
          'The plan has no bumps left for this publication.',
        );
      const dueAt = addDays(new Date(offer.lastBumpedAt ?? offer.publishedAt), bumpsUpEveryDays);
      if (now < dueAt) throw new IllegalStateError('offer.bump_not_due', 'The next bump is not due yet.');
      return [
        {
          type: 'OfferBumped',
          data: { offerId: offer.offerId, bumpedAt: at, bumpNumber: offer.bumpsUsed + 1 },
        },
      ];
    }
    case 'ExpireOffer': {
      const offer = existingOffer(state);
      if (offer.status !== 'published') throw notActive(offer);
      if (!isOverdue(offer, now))
        throw new IllegalStateError('offer.not_due', 'The offer has not reached its expiry.');
      return [{ type: 'OfferExpired', data: { offerId: offer.offerId, expiredAt: offer.expiredAt } }];
    }
    case 'FinishRecruitment': {
      const offer = assertActive(managedOffer(state, command.data.by), now);
      return [{ type: 'OfferRecruitmentFinished', data: { offerId: offer.offerId, finishedAt: at } }];
    }
    case 'DeleteOffer': {
      const offer = managedOffer(state, command.data.by);
      const deleted: OfferEvent = { type: 'OfferDeleted', data: { offerId: offer.offerId, deletedAt: at } };
      if (offer.status !== 'published') return [deleted];
      if (!isOverdue(offer, now))
        throw new IllegalStateError(
          'offer.active',
          'An active offer is finished (finish recruitment), not deleted.',
        );
      // Past its expiry but not yet expired by the job: record the expiry first.
      return [
        { type: 'OfferExpired', data: { offerId: offer.offerId, expiredAt: offer.expiredAt } },
        deleted,
      ];
    }
    default: {
      const unknown: never = command;
      throw new IllegalStateError(
        'command.unknown',
        `Unknown command ${String((unknown as { type: unknown }).type)}`,
      );
    }
  }
}

// ── Rules shared by several commands ──────────────────────────────────────────────────────────────

function assertNew(state: OfferState): void {
  if (state.status !== 'initial')
    throw new IllegalStateError('offer.already_exists', 'This offer already exists.');
}

const isOverdue = (offer: PublishedOffer, now: Date) => now.getTime() >= Date.parse(offer.expiredAt);

/** The offer if it is live now: published and not past its expiry. */
function assertActive(offer: ExistingOffer, now: Date): PublishedOffer {
  if (offer.status === 'published' && !isOverdue(offer, now)) return offer;
  throw notActive(offer);
}

function notActive(offer: ExistingOffer): IllegalStateError {
  switch (offer.status) {
    case 'published':
    case 'expired':
      return new IllegalStateError('offer.expired', 'This offer has expired; copy it to publish it again.');
    case 'finished':
      return new IllegalStateError('offer.finished', 'The recruitment for this offer has been finished.');
    case 'deleted':
      return new IllegalStateError('offer.deleted', 'This offer has been deleted.');
    default:
      return new IllegalStateError('offer.not_published', 'This offer has not been published.');
  }
}

function notADraft(offer: ExistingOffer): IllegalStateError {
  return new IllegalStateError('offer.not_draft', `This offer is ${offer.status}, no longer a draft.`);
}

function formRules(offer: ExistingOffer, context: DecisionContext): OfferFormRules {
  return { limits: offer.plan.limits, categories: context.categories, now: context.now };
}

/**
 * The summary is checked again when paid for: time has passed since. A scheduled date that has passed
 * meanwhile means "publish now" rather than an error.
 */
function revalidateForPayment(offer: SummaryOffer, context: DecisionContext): OfferContent {
  const { publishAt } = offer.content;
  const due = publishAt !== null && Date.parse(publishAt) <= context.now.getTime();
  return validateOfferForm(
    due ? { ...offer.content, publishAt: null } : offer.content,
    formRules(offer, context),
  );
}

/**
 * A publication period from `now`: until the chosen expiry while it is still ahead, else for the
 * plan's duration; a refresh never ends the offer earlier than it would have (`notBefore`). The
 * wizard's first one is also marked `OfferFirstPublished`; an import's single event is its first
 * publication by definition.
 */
function publication(
  offer: Pick<OfferIdentity, 'offerId' | 'slug' | 'owner' | 'plan'>,
  content: OfferContent,
  now: Date,
  kind: 'first' | 'refresh' | 'import',
  notBefore: Date = now,
): OfferEvent[] {
  const chosen = kind === 'first' && content.expiredAt !== null ? new Date(content.expiredAt) : null;
  const period = chosen !== null && chosen > now ? chosen : addDays(now, offer.plan.limits.durationInDays);
  const expiredAt = (period > notBefore ? period : notBefore).toISOString();
  const publishedAt = now.toISOString();
  const { offerId, slug, owner, plan } = offer;
  const published: OfferEvent = {
    type: 'OfferPublished',
    data: { offerId, slug, owner, plan, content, publishedAt, expiredAt },
  };
  return kind === 'first'
    ? [
        published,
        { type: 'OfferFirstPublished', data: { offerId: offer.offerId, firstPublishedAt: publishedAt } },
      ]
    : [published];
}

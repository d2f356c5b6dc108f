import type { Request } from 'express';
import {
  describeChanges,
  revertChanges,
  type ChangesSinceApplied,
  type OfferFreshness,
} from '@tablica/domain/offers/changes-since';
import type { OfferContent } from '@tablica/domain/offers/content';
import type { Queryable } from '@tablica/platform/postgres/pool';
import { candidateApplicationToOffer } from '@tablica/projections/applications/queries';
import { getOfferTimeline, type OfferTimeline } from '@tablica/projections/offer-history/queries';

/** Edits that changed nothing (a save without changes) are not edits to a candidate. */
const edits = (timeline: OfferTimeline, afterVersion = 0) =>
  timeline.events.filter(
    (event) => event.type === 'OfferEdited' && event.version > afterVersion && event.changes.length > 0,
  );

/** First publication, last refresh and how many refreshes and edits: what every visitor is told. */
export function offerFreshness(timeline: OfferTimeline): OfferFreshness {
  const published = timeline.events.find((event) => event.type === 'OfferPublished');
  const refreshes = timeline.events.filter((event) => event.type === 'OfferRefreshed');
  const edited = edits(timeline);
  return {
    firstPublishedAt: published?.occurredAt ?? null,
    lastRefreshedAt: refreshes.at(-1)?.occurredAt ?? null,
    refreshes: refreshes.length,
    edits: edited.length,
    lastEditedAt: edited.at(-1)?.occurredAt ?? null,
  };
}

/**
 * What changed in the offer since the version the candidate applied to: the text now with every
 * later edit put back is the text they saw; the two compared as a candidate reads them.
 */
export function changesSince(
  timeline: OfferTimeline,
  application: { readonly offerVersion: number; readonly submittedAt: string },
): ChangesSinceApplied | null {
  if (!timeline.text) return null;
  const later = edits(timeline, application.offerVersion);
  const now = timeline.text as unknown as OfferContent;
  const then = revertChanges(
    now,
    later.map((event) => event.changes),
  );
  return {
    appliedAt: application.submittedAt,
    edits: later.length,
    lastEditedAt: later.at(-1)?.occurredAt ?? null,
    changes: later.length === 0 ? [] : describeChanges(then, now),
  };
}

export interface OfferChangesView {
  readonly freshness: OfferFreshness;
  /** Only for the signed-in candidate who applied; null for everyone else. */
  readonly sinceApplied: ChangesSinceApplied | null;
}

/**
 * An offer's freshness, and for the signed-in candidate of this brand who applied to it, the changes
 * since; null when the history does not know the offer (yet).
 */
export async function offerChangesFor(
  db: Queryable,
  req: Request,
  offerId: string,
): Promise<OfferChangesView | null> {
  const timeline = await getOfferTimeline(db, req.tenant, offerId);
  if (!timeline) return null;
  const account = req.account;
  const application =
    account && account.kind === 'candidate' && account.tenant === req.tenant
      ? await candidateApplicationToOffer(db, req.tenant, account.userId, offerId)
      : null;
  return {
    freshness: offerFreshness(timeline),
    sinceApplied: application
      ? changesSince(timeline, {
          offerVersion: application.shown.offerVersion,
          submittedAt: application.submittedAt,
        })
      : null,
  };
}

import type { DomainEvent } from '../events';

/**
 * What the candidate side shows of a company's brand story beside its offers (spec §3: list items and
 * details carry `brandStorySlug`, `brandStoryCoverPhotoUrl`, `brandStoryShortDescription`). The story
 * itself is written by the console into the command side's `brand_story` table; these events tell the
 * read models when what candidates see of it changes. Stream: `brand-story-<companyId>`.
 */
export interface BrandStoryCard {
  readonly companyId: string;
  readonly slug: string;
  readonly coverPhotoUrl: string | null;
  readonly shortDescription: string;
}

/** The story is published, or its published card changed. */
export type BrandStoryPublished = DomainEvent<'BrandStoryPublished', BrandStoryCard>;
/** The story was taken back to a draft: offers show no story any more. */
export type BrandStoryWithdrawn = DomainEvent<'BrandStoryWithdrawn', { readonly companyId: string }>;

export type BrandStoryEvent = BrandStoryPublished | BrandStoryWithdrawn;

export const brandStoryEventTypes = [
  'BrandStoryPublished',
  'BrandStoryWithdrawn',
] as const satisfies readonly BrandStoryEvent['type'][];

export const brandStoryStreamId = (companyId: string) => `brand-story-${companyId}`;

/**
 * The event a save of the story means for the candidate side, if any: published with a card other than
 * the one published before, or withdrawn after having been published.
 */
export function brandStoryChange(
  before: BrandStoryCard | null,
  after: BrandStoryCard | null,
): BrandStoryEvent | null {
  if (after === null)
    return before === null ? null : { type: 'BrandStoryWithdrawn', data: { companyId: before.companyId } };
  const same =
    before !== null &&
    before.slug === after.slug &&
    before.coverPhotoUrl === after.coverPhotoUrl &&
    before.shortDescription === after.shortDescription;
  return same ? null : { type: 'BrandStoryPublished', data: after };
}

/**
 * The card the read models were last told about, from the company's brand-story stream (oldest first):
 * what a save is compared with, so a story published before its events existed, or a save whose table
 * write failed after its append, is put right by the next save.
 */
export function announcedCard(events: readonly BrandStoryEvent[]): BrandStoryCard | null {
  const last = events.at(-1);
  return last?.type === 'BrandStoryPublished' ? last.data : null;
}

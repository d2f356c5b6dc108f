import { describe, expect, it } from 'vitest';
import { announcedCard, brandStoryChange, type BrandStoryCard } from './events';

const card: BrandStoryCard = {
  companyId: 'company-acme',
  slug: 'acme',
  coverPhotoUrl: 'https://cdn.example.com/acme.jpg',
  shortDescription: 'We build boats.',
};

describe('brandStoryChange', () => {
  it('publishing a story, or changing what its card shows, is BrandStoryPublished', () => {
    expect(brandStoryChange(null, card)).toEqual({ type: 'BrandStoryPublished', data: card });
    const moved = { ...card, shortDescription: 'We build ships.' };
    expect(brandStoryChange(card, moved)).toEqual({ type: 'BrandStoryPublished', data: moved });
    expect(brandStoryChange(card, { ...card, coverPhotoUrl: null })?.type).toBe('BrandStoryPublished');
    expect(brandStoryChange(card, { ...card, slug: 'acme-2' })?.type).toBe('BrandStoryPublished');
  });

  it('saving a published story with the same card, or a draft that was never published, says nothing', () => {
    expect(brandStoryChange(card, { ...card })).toBeNull();
    expect(brandStoryChange(null, null)).toBeNull();
  });

  it('taking a published story back to a draft is BrandStoryWithdrawn', () => {
    expect(brandStoryChange(card, null)).toEqual({
      type: 'BrandStoryWithdrawn',
      data: { companyId: 'company-acme' },
    });
  });
});

describe('announcedCard', () => {
  it('is the card of the last event while it is a publication, else none', () => {
    const moved = { ...card, shortDescription: 'We build ships.' };
    expect(announcedCard([])).toBeNull();
    expect(
      announcedCard([
        { type: 'BrandStoryPublished', data: card },
        { type: 'BrandStoryPublished', data: moved },
      ]),
    ).toEqual(moved);
    expect(
      announcedCard([
        { type: 'BrandStoryPublished', data: card },
        { type: 'BrandStoryWithdrawn', data: { companyId: card.companyId } },
      ]),
    ).toBeNull();
  });
});

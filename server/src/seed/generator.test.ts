import { describe, expect, it } from 'vitest';
import { offerDraftSchema } from '@tablica/domain/offers/validation/draft';
import { validateOfferForm } from '@tablica/domain/offers/validation/form';
import { chooseOfferPlan } from '@tablica/domain/plans/catalogue';
import { offerCategories } from '@tablica/platform/offers/write-path';
import { tenantConfig } from '@tablica/domain/tenant-config/tenant-config';
import { seedOffers } from './generator';

const now = new Date('2026-11-22T12:00:00Z');
const take = (tenant: 'it' | 'work', offers: number, seed = 7) => [
  ...seedOffers({ tenant, offers, seed, now }),
];

describe('seeded board generator', () => {
  it('is deterministic: the same seed gives the same offers and ids, another seed others', () => {
    expect(take('it', 50)).toEqual(take('it', 50));
    expect(take('it', 50, 8)[0]!.offerId).not.toBe(take('it', 50)[0]!.offerId);
  });

  it('produces complete employer forms (spec §5, the plan’s limits) with the brand’s categories, real cities and sane salaries', () => {
    for (const tenant of ['it', 'work'] as const) {
      const config = tenantConfig(tenant);
      const rules = { limits: chooseOfferPlan(tenant).limits, categories: offerCategories(tenant) };
      const categoryKeys = new Set(config.categories.map((category) => category.key));
      const cityNames = new Set(config.cities.map((city) => city.label.pl));
      const offers = take(tenant, 400);
      for (const { offer, publishedAt } of offers) {
        expect(offerDraftSchema.safeParse(offer).success).toBe(true);
        // What the summary step checks, at the time the seed submits it.
        const content = validateOfferForm(offer, { ...rules, now: publishedAt });
        expect(categoryKeys.has(content.categoryId)).toBe(true);
        expect(content.companyLogoUrl).toMatch(/^data:image\/svg\+xml,/);
        for (const location of content.locations) expect(cityNames.has(location.city)).toBe(true);
        for (const salary of content.employmentTypes)
          if (salary.from !== null && salary.to !== null) {
            expect(salary.to).toBeGreaterThanOrEqual(salary.from);
            expect(salary.to).toBeLessThanOrEqual(salary.from * 3);
          }
      }
      // A realistic mix, not one shape repeated.
      expect(new Set(offers.map(({ offer }) => offer.workplaceType)).size).toBe(3);
      expect(offers.some(({ offer }) => offer.locations.length > 1)).toBe(true);
      expect(offers.some(({ offer }) => offer.employmentTypes[0]!.from === null)).toBe(true);
      if (tenant === 'it')
        expect(new Set(offers.map(({ offer }) => offer.employmentTypes[0]!.currency)).size).toBe(3);
    }
  });

  it('gives offers lifecycles in time order, within the past, ending in expiry when their time is up', () => {
    const offers = take('it', 400);
    const kinds = new Set(offers.flatMap(({ steps }) => steps.map((step) => step.kind)));
    expect([...kinds].sort()).toEqual(['bump', 'expire', 'extend', 'finish', 'refresh']);
    for (const { publishedAt, steps } of offers) {
      expect(publishedAt.getTime()).toBeLessThanOrEqual(now.getTime());
      const times = steps.map((step) => step.at.getTime());
      expect([...times].sort((a, b) => a - b)).toEqual(times);
      expect(times.every((time) => time <= now.getTime() && time > publishedAt.getTime())).toBe(true);
    }
  });

  it('gives about one company in four a brand story, the same on each of its offers, with a unique slug', () => {
    const offers = take('it', 400);
    const byCompany = new Map(offers.map((offer) => [offer.companyId, offer.brandStory]));
    for (const offer of offers) expect(offer.brandStory).toEqual(byCompany.get(offer.companyId));
    const stories = [...byCompany.values()].filter((story) => story !== null);
    expect(stories.length).toBeGreaterThan(byCompany.size / 8);
    expect(stories.length).toBeLessThan(byCompany.size / 2);
    expect(new Set(stories.map((story) => story!.slug)).size).toBe(stories.length);
    for (const story of stories) expect(story!.shortDescription.length).toBeLessThanOrEqual(300);
  });
});

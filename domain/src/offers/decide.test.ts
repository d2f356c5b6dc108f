import { describe, it, expect } from 'vitest';
import type { ValidationError } from '../errors';
import { deciderSpec } from '../testing/decider-spec';
import { decide } from './decide';
import { evolve, initialState, type OfferPublished } from './offer';
import type { OfferContentInput } from './schemas';

const now = new Date('2026-11-22T10:00:00.000Z');
const spec = deciderSpec({ decide, evolve, initialState }, { now });

const offer: OfferContentInput = {
  title: 'Senior TypeScript Developer',
  companyName: 'Acme Software',
  categoryId: 'javascript',
  experienceLevel: 'senior',
  workplaceType: 'hybrid',
  workingTime: 'full_time',
  body: 'Build the best job board in Poland.',
  locations: [{ city: 'Warszawa', street: 'Marszałkowska 1', latitude: 52.2297, longitude: 21.0122 }],
  employmentTypes: [{ type: 'b2b', from: 20000, to: 28000, currency: 'PLN' }],
  requiredSkills: [{ name: 'TypeScript', level: 4 }],
};

const published: OfferPublished = {
  type: 'OfferPublished',
  data: {
    offerId: 'o-1',
    slug: 'senior-typescript-developer-o1',
    title: 'Senior TypeScript Developer',
    companyName: 'Acme Software',
    companyLogoUrl: null,
    categoryId: 'javascript',
    experienceLevel: 'senior',
    workplaceType: 'hybrid',
    workingTime: 'full_time',
    body: 'Build the best job board in Poland.',
    locations: [
      {
        city: 'Warszawa',
        street: 'Marszałkowska 1',
        countryCode: 'PL',
        latitude: 52.2297,
        longitude: 21.0122,
      },
    ],
    employmentTypes: [{ type: 'b2b', from: 20000, to: 28000, currency: 'PLN', unit: 'month', gross: true }],
    requiredSkills: [{ name: 'TypeScript', level: 4 }],
    publishedAt: '2026-11-22T10:00:00.000Z',
    expiredAt: '2026-12-22T10:00:00.000Z',
  },
};

const publish = (content: OfferContentInput = offer) =>
  ({
    type: 'PublishOffer',
    data: { offerId: 'o-1', slug: 'senior-typescript-developer-o1', offer: content },
  }) as const;

describe('PublishOffer', () => {
  it('publishes a new offer, active for 30 days, with defaults filled in', () => {
    spec.given([]).when(publish()).then([published]);
  });

  it('rejects publishing an offer that is already published', () => {
    spec.given([published]).when(publish()).thenThrows('offer.already_published');
  });

  it('rejects an offer without a title, naming the field and the spec error key', () => {
    const error = spec
      .given([])
      .when(publish({ ...offer, title: '' }))
      .thenThrows('validation_failed') as ValidationError;
    expect(error.issues).toContainEqual(expect.objectContaining({ path: 'title', code: 'errors.required' }));
  });

  it("rejects a salary whose 'to' is more than three times 'from'", () => {
    const error = spec
      .given([])
      .when(publish({ ...offer, employmentTypes: [{ type: 'b2b', from: 1000, to: 3001, currency: 'PLN' }] }))
      .thenThrows('validation_failed') as ValidationError;
    expect(error.issues).toEqual([
      expect.objectContaining({ path: 'employmentTypes.0.to', code: 'errors.salaryToTooHigh' }),
    ]);
  });

  it("rejects a salary whose 'to' is below 'from'", () => {
    const error = spec
      .given([])
      .when(publish({ ...offer, employmentTypes: [{ type: 'b2b', from: 1000, to: 999, currency: 'PLN' }] }))
      .thenThrows('validation_failed') as ValidationError;
    expect(error.issues[0]?.code).toBe('errors.salaryToBelowFrom');
  });

  it('rejects an offer without coordinates for its location', () => {
    const error = spec
      .given([])
      .when(publish({ ...offer, locations: [{ city: 'Nowhere' } as never] }))
      .thenThrows('validation_failed') as ValidationError;
    expect(error.issues.map((issue) => issue.code)).toContain('errors.coordinatesRequired');
  });

  it('rejects an offer with no required skill', () => {
    const error = spec
      .given([])
      .when(publish({ ...offer, requiredSkills: [] }))
      .thenThrows('validation_failed') as ValidationError;
    expect(error.issues).toEqual([
      expect.objectContaining({ path: 'requiredSkills', code: 'errors.required' }),
    ]);
  });
});

import type { ListedOffer } from './listed-offer';
import type { OfferPageData } from './offer-page-data';

/** An offer as the list shows it, for component tests: a B2B offer paying 20,000–28,000 PLN a month. */
export function listedOffer(changes: Partial<ListedOffer> = {}): ListedOffer {
  return {
    slug: 'frontend-developer-1a2b3c4d',
    guid: '00000000-0000-4000-8000-000000000001',
    title: 'Frontend Developer',
    companyName: 'Acme',
    companyLogoUrl: null,
    companyLogoThumbUrl: null,
    city: 'Warszawa',
    street: '',
    latitude: 52.23,
    longitude: 21,
    locations: [],
    multilocation: false,
    workplaceType: 'hybrid',
    experienceLevel: 'mid',
    workingTime: 'full_time',
    categoryId: 'javascript',
    employmentTypes: [{ type: 'b2b', from: 20000, to: 28000, currency: 'PLN', unit: 'month', gross: false }],
    requiredSkills: ['React'],
    niceToHaveSkills: [],
    publishedAt: '2026-11-01T10:00:00.000Z',
    expiredAt: '2026-12-01T10:00:00.000Z',
    ...changes,
  };
}

/** The same offer as its page has it. */
export function offerPageData(changes: Partial<OfferPageData> = {}): OfferPageData {
  return {
    ...listedOffer(),
    applyUrl: null,
    subcategoryId: null,
    body: '<p>Build the board.</p>',
    companyUrl: null,
    countryCode: 'PL',
    isOfferActive: true,
    isAppliedTo: false,
    informationClause: null,
    futureConsent: { enabled: false, value: '' },
    customConsent: { enabled: false, value: '' },
    category: null,
    ...changes,
  };
}

import type { ExperienceLevel, SalaryUnit } from '@tablica/domain/catalogue';
import type { OfferPageData } from './offer-page-data';

/**
 * schema.org `JobPosting` for Google's job search: every required property and the recommended ones
 * the offer has (https://developers.google.com/search/docs/appearance/structured-data/job-posting).
 */

const salaryUnitText: Record<SalaryUnit, string> = { hour: 'HOUR', day: 'DAY', month: 'MONTH', year: 'YEAR' };

/** Years a level usually means, as Google's months of experience (the spec names levels only). */
const monthsOfExperience: Record<ExperienceLevel, number> = {
  junior: 0,
  mid: 24,
  senior: 60,
  expert: 96,
  c_level: 120,
};

/** Spec §9's structured-data mapping: full_time, part_time, internship, other. */
function employmentTypes(offer: OfferPageData): string[] {
  const types = new Set<string>();
  if (offer.workingTime === 'full_time') types.add('FULL_TIME');
  if (offer.workingTime === 'part_time') types.add('PART_TIME');
  if (offer.employmentTypes.some((type) => type.type === 'internship')) types.add('INTERN');
  if (types.size === 0) types.add('OTHER');
  return [...types];
}

export interface JobPostingContext {
  /** The page's absolute address. */
  readonly url: string;
  readonly brand: string;
  /** Absolute base for relative logo paths. */
  readonly origin: string;
}

export function jobPosting(offer: OfferPageData, context: JobPostingContext): Record<string, unknown> {
  const salary = offer.employmentTypes.find((type) => type.from !== null);
  const remote = offer.workplaceType === 'remote';
  const logo = offer.companyLogoUrl ?? offer.companyLogoThumbUrl;
  const places = offer.locations.length > 0 ? offer.locations : [offer];
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: offer.title,
    description: offer.body,
    datePosted: offer.publishedAt,
    validThrough: offer.expiredAt,
    employmentType: employmentTypes(offer),
    hiringOrganization: {
      '@type': 'Organization',
      name: offer.companyName,
      ...(offer.companyUrl ? { sameAs: offer.companyUrl } : {}),
      ...(logo ? { logo: new URL(logo, context.origin).href } : {}),
    },
    identifier: { '@type': 'PropertyValue', name: context.brand, value: offer.guid },
    url: context.url,
    directApply: offer.applyUrl === null,
    experienceRequirements: {
      '@type': 'OccupationalExperienceRequirements',
      monthsOfExperience: monthsOfExperience[offer.experienceLevel],
    },
    ...(remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: { '@type': 'Country', name: offer.countryCode || 'PL' },
        }
      : {}),
    // A remote offer with an office keeps it: Google reads both.
    ...(offer.city
      ? {
          jobLocation: places.map((place) => ({
            '@type': 'Place',
            address: {
              '@type': 'PostalAddress',
              ...(place.street ? { streetAddress: place.street } : {}),
              addressLocality: place.city,
              addressCountry: offer.countryCode || 'PL',
            },
            geo: { '@type': 'GeoCoordinates', latitude: place.latitude, longitude: place.longitude },
          })),
        }
      : {}),
    ...(salary
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: salary.currency,
            value: {
              '@type': 'QuantitativeValue',
              ...(salary.to !== null && salary.to !== salary.from
                ? { minValue: salary.from, maxValue: salary.to }
                : { value: salary.from }),
              unitText: salaryUnitText[salary.unit],
            },
          },
        }
      : {}),
  };
}

/** The JSON-LD as a script element's text: nothing in it can end the element early. */
export function jsonLdScript(data: unknown): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/ld+json">${json}</script>`;
}

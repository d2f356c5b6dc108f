import { cities } from '@tablica/domain/cities';
import { experienceLevels, workplaceTypes } from '@tablica/domain/catalogue';
import type { OfferContentInput } from '@tablica/domain/offers/schemas';
import { tenantConfig } from '@tablica/domain/tenant-config/tenant-config';

/** The IT brand's categories, each with its first subcategory when it has some (spec §5). */
const categories = tenantConfig('it')
  .categories.filter((category) => !category.static)
  .map((category) => ({ categoryId: category.key, subcategoryId: category.children[0]?.key ?? null }));

/** A valid offer, varied by `n`, for tests that need many. */
export function sampleOffer(n: number, overrides: Partial<OfferContentInput> = {}): OfferContentInput {
  const city = cities[n % cities.length]!;
  const from = 8000 + (n % 20) * 1000;
  return {
    title: `Developer number ${n}`,
    companyName: `Company ${n % 37}`,
    ...categories[n % categories.length]!,
    experienceLevel: experienceLevels[n % experienceLevels.length]!,
    workplaceType: workplaceTypes[n % workplaceTypes.length]!,
    body: `Offer body ${n}`,
    locations: [
      {
        city: city.name,
        street: `Street ${n}`,
        countryCode: city.countryCode,
        latitude: city.latitude,
        longitude: city.longitude,
      },
    ],
    employmentTypes: [{ type: 'b2b', from, to: from * 2, currency: 'PLN' }],
    requiredSkills: [{ name: `Skill ${n % 11}`, level: 3 }],
    ...overrides,
  };
}

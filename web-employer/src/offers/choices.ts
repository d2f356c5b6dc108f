import {
  currencies,
  employmentTypeKinds,
  experienceLevels,
  salaryUnits,
  workingTimes,
  workplaceTypes,
} from '@tablica/domain/catalogue';
import { cities, skeletonCategories } from '@tablica/domain/cities';

/** A select option whose `name` is an i18n key (react-admin translates choices by default). */
export interface Choice {
  readonly id: string;
  readonly name: string;
}

function translatedChoices(values: readonly string[], group: string): Choice[] {
  return values.map((value) => ({ id: value, name: `catalogue.${group}.${value}` }));
}

export const categoryChoices = translatedChoices(
  skeletonCategories.map((category) => category.id),
  'categories',
);
export const experienceLevelChoices = translatedChoices(experienceLevels, 'experienceLevels');
export const workplaceTypeChoices = translatedChoices(workplaceTypes, 'workplaceTypes');
export const workingTimeChoices = translatedChoices(workingTimes, 'workingTimes');
export const employmentTypeChoices = translatedChoices(employmentTypeKinds, 'employmentTypes');
export const salaryUnitChoices = translatedChoices(salaryUnits, 'salaryUnits');
export const amountTypeChoices = translatedChoices(['gross', 'net'], 'amountTypes');
export const statusChoices: Choice[] = [
  { id: 'published', name: 'resources.offers.statuses.published' },
  { id: 'expired', name: 'resources.offers.statuses.expired' },
];

/** Currency codes and city names read the same in every language: use these with translateChoice={false}. */
export const currencyChoices: Choice[] = currencies.map((currency) => ({ id: currency, name: currency }));
export const cityChoices: Choice[] = cities.map((city) => ({
  id: city.name,
  name: city.countryCode === 'PL' ? city.name : `${city.name} (${city.countryCode})`,
}));

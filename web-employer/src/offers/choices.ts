import { experienceLevels, workplaceTypes } from '@tablica/domain/catalogue';

/** A select option whose `name` is an i18n key (react-admin translates choices by default). */
export interface Choice {
  readonly id: string;
  readonly name: string;
}

function translatedChoices(values: readonly string[], group: string): Choice[] {
  return values.map((value) => ({ id: value, name: `catalogue.${group}.${value}` }));
}

export const experienceLevelChoices = translatedChoices(experienceLevels, 'experienceLevels');
export const workplaceTypeChoices = translatedChoices(workplaceTypes, 'workplaceTypes');

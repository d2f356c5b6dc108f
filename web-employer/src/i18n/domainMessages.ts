import { errorTexts } from '@tablica/domain/validation';

export type Language = 'en' | 'pl';

/**
 * Spec §8 texts under `errors.*`: schemas and the server put keys such as `errors.tooShort` into field
 * errors, and react-admin translates an input's error through the catalogue.
 */
export function errorMessages(language: Language): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errorTexts).map(([key, texts]) => [key.replace(/^errors\./, ''), texts[language]]),
  );
}

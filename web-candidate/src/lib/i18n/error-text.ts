import { errorTexts, type ErrorKey } from '@tablica/domain/validation';
import type { Locale } from './locale';

/** The text of a spec error key (the domain's pl/en table, which the API's field issues also use). */
export function errorText(code: string | undefined, locale: Locale): string | undefined {
  if (code === undefined) return undefined;
  const key = (Object.hasOwn(errorTexts, code) ? code : 'errors.sthWentWrong') as ErrorKey;
  return errorTexts[key][locale];
}

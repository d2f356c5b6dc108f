import type { z } from 'zod';
import { ValidationError, type FieldIssue } from './errors';

/**
 * Spec §8 error keys with their English and Polish texts. Schemas put the key in the zod message;
 * the http kit and the web apps turn keys into texts with this table.
 */
export const errorTexts = {
  'errors.required': { en: 'This field is required', pl: 'To pole jest wymagane' },
  'errors.tooShort': { en: 'Too short', pl: 'Za krótkie' },
  'errors.tooLong': { en: 'Too long', pl: 'Za długie' },
  'errors.invalidOption': { en: 'Choose one of the options', pl: 'Wybierz jedną z opcji' },
  'errors.salaryToBelowFrom': {
    en: "'Salary to' must exceed 'salary from'",
    pl: "'Wynagrodzenie do' musi być większe niż 'wynagrodzenie od'",
  },
  'errors.salaryNotPositive': {
    en: 'Salary must be a positive number',
    pl: 'Wynagrodzenie musi być liczbą dodatnią',
  },
  'errors.salaryToTooHigh': {
    en: "'To' cannot be more than three times 'from'",
    pl: "'Do' nie może być większe niż trzykrotność 'od'",
  },
  'errors.coordinatesRequired': {
    en: 'Place not found, verify the address',
    pl: 'Nie znaleziono miejsca, sprawdź adres',
  },
  'errors.invalidValue': { en: 'Invalid value', pl: 'Nieprawidłowa wartość' },
  'errors.sthWentWrong': { en: 'Something went wrong', pl: 'Coś poszło nie tak' },
} as const;

export type ErrorKey = keyof typeof errorTexts;

function isErrorKey(value: string): value is ErrorKey {
  return Object.hasOwn(errorTexts, value);
}

/** Maps zod's issues to field issues that carry a spec error key. */
export function toFieldIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => {
    const code = isErrorKey(issue.message)
      ? issue.message
      : issue.code === 'invalid_type'
        ? 'errors.required'
        : issue.code === 'invalid_value'
          ? 'errors.invalidOption'
          : issue.code === 'too_small'
            ? 'errors.tooShort'
            : issue.code === 'too_big'
              ? 'errors.tooLong'
              : 'errors.sthWentWrong';
    return { path: issue.path.join('.'), code, message: errorTexts[code].en };
  });
}

/** Parses `input` with `schema`, or throws a ValidationError listing every broken field. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new ValidationError(toFieldIssues(result.error));
  return result.data;
}

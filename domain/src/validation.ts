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

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (value, key) =>
      value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined,
    input,
  );
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

// Keys that only say a value is off; an empty field is reported as required instead.
const genericKeys = new Set<ErrorKey>([
  'errors.tooShort',
  'errors.tooLong',
  'errors.invalidOption',
  'errors.invalidValue',
]);

/**
 * Maps zod's issues to field issues that carry a spec error key. A field left empty is reported as
 * `errors.required` (the spec's "field required") unless its rule names a more specific key.
 */
export function toFieldIssues(error: z.ZodError, input?: unknown): FieldIssue[] {
  return error.issues.map((issue) => {
    const blank = input !== undefined && issue.path.length > 0 && isBlank(valueAt(input, issue.path));
    const key = isErrorKey(issue.message) ? issue.message : null;
    const code: ErrorKey =
      key !== null && !genericKeys.has(key)
        ? key
        : blank
          ? 'errors.required'
          : (key ??
            (issue.code === 'invalid_type'
              ? 'errors.required'
              : issue.code === 'invalid_value'
                ? 'errors.invalidOption'
                : issue.code === 'too_small'
                  ? 'errors.tooShort'
                  : issue.code === 'too_big'
                    ? 'errors.tooLong'
                    : 'errors.sthWentWrong'));
    return { path: issue.path.join('.'), code, message: errorTexts[code].en };
  });
}

/** Parses `input` with `schema`, or throws a ValidationError listing every broken field. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new ValidationError(toFieldIssues(result.error, input));
  return result.data;
}

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
  // The employer offer form (spec §5, §8); keys the spec names are kept, the others name the message.
  'errors.noSpaces': { en: 'Spaces are not allowed', pl: 'Spacje są niedozwolone' },
  'errors.protocolMissing': { en: 'Start the address with https://', pl: 'Zacznij adres od https://' },
  'errors.invalidUrl': { en: 'Invalid URL', pl: 'Nieprawidłowy adres URL' },
  'errors.email': { en: 'Invalid e-mail address', pl: 'Nieprawidłowy adres e-mail' },
  'errors.invalidPhone': { en: 'Invalid phone number', pl: 'Nieprawidłowy numer telefonu' },
  'errors.invalidDate': { en: 'Invalid date', pl: 'Nieprawidłowa data' },
  'errors.invalidDatePast': { en: 'Choose a later date', pl: 'Wybierz późniejszą datę' },
  'errors.maxDate': { en: 'Choose an earlier date', pl: 'Wybierz wcześniejszą datę' },
  'errors.tooManyUppercase': { en: 'Too many uppercase letters', pl: 'Za dużo wielkich liter' },
  'errors.maxSkills': { en: 'Too many skills', pl: 'Za dużo umiejętności' },
  'errors.skillTooLong': {
    en: 'Skill name is too long (max 50 characters)',
    pl: 'Nazwa umiejętności jest za długa (maks. 50 znaków)',
  },
  'errors.duplicateSkill': {
    en: 'This skill is already on the list',
    pl: 'Ta umiejętność jest już na liście',
  },
  'errors.maxLanguages': { en: 'At most 5 languages', pl: 'Maksymalnie 5 języków' },
  'errors.duplicateLanguage': {
    en: 'This language is already on the list',
    pl: 'Ten język jest już na liście',
  },
  'errors.consentRequired': { en: 'Consent clause is required', pl: 'Treść zgody jest wymagana' },
  'errors.clausePlaceholder': {
    en: 'Replace the placeholder with your company details',
    pl: 'Zastąp znacznik danymi swojej firmy',
  },
  'errors.contactNameSpace': {
    en: 'Contact name must contain a space',
    pl: 'Imię i nazwisko muszą być oddzielone spacją',
  },
  'errors.multipleImages': {
    en: 'The description may contain only one image',
    pl: 'Opis może zawierać tylko jeden obrazek',
  },
  'errors.invalidFileType': { en: 'Invalid file format', pl: 'Nieprawidłowy format pliku' },
  'errors.corruptedFile': { en: 'The file is empty or damaged', pl: 'Plik jest pusty lub uszkodzony' },
  'errors.fileTooLarge': { en: 'The file is too large (max 5 MB)', pl: 'Plik jest za duży (maks. 5 MB)' },
  'errors.maxLocations': {
    en: 'Your plan allows fewer locations',
    pl: 'Twój pakiet pozwala na mniej lokalizacji',
  },
  'errors.seniorityNotInPlan': {
    en: 'Your plan does not cover this experience level',
    pl: 'Twój pakiet nie obejmuje tego poziomu doświadczenia',
  },
  'errors.categoryNotInPlan': {
    en: 'Your plan does not cover this category',
    pl: 'Twój pakiet nie obejmuje tej kategorii',
  },
  'errors.incorrectCode': { en: 'Incorrect code', pl: 'Nieprawidłowy kod' },
  // Accounts, companies, brand stories and candidates.
  'errors.companyNameTooShort': { en: 'Company name is too short', pl: 'Nazwa firmy jest za krótka' },
  'errors.companyNameTooLong': {
    en: 'Company name is too long (max 50 characters)',
    pl: 'Nazwa firmy jest za długa (maks. 50 znaków)',
  },
  'errors.passwordTooShort': {
    en: 'Password must have at least 10 characters',
    pl: 'Hasło musi mieć co najmniej 10 znaków',
  },
  'errors.passwordMismatch': { en: 'Passwords do not match', pl: 'Hasła nie są zgodne' },
  'errors.weakPassword': {
    en: 'This password is too easy to guess; add more words or characters',
    pl: 'To hasło jest zbyt łatwe do odgadnięcia; dodaj więcej słów lub znaków',
  },
  'errors.regulationsRequired': {
    en: 'Accept the terms of service to continue',
    pl: 'Zaakceptuj regulamin, aby kontynuować',
  },
  'errors.invalidTaxId': { en: 'Invalid tax identification number', pl: 'Nieprawidłowy numer NIP' },
  'errors.invalidPostalCode': { en: 'Invalid postal code', pl: 'Nieprawidłowy kod pocztowy' },
  'errors.invalidName': {
    en: 'Use only letters, spaces, hyphens and apostrophes',
    pl: 'Używaj tylko liter, spacji, myślników i apostrofów',
  },
  'errors.infectedFile': { en: 'The file contains malware', pl: 'Plik zawiera złośliwe oprogramowanie' },
  'errors.messageOrAttachment': {
    en: 'Write a message or attach a file',
    pl: 'Napisz wiadomość lub dołącz plik',
  },
  'errors.privacyPolicyRequired': {
    en: 'Accept the privacy policy to continue',
    pl: 'Zaakceptuj politykę prywatności, aby kontynuować',
  },
  'errors.invalidAlertName': {
    en: 'Use only letters, digits, spaces and , & # ( ) / + -',
    pl: 'Używaj tylko liter, cyfr, spacji i znaków , & # ( ) / + -',
  },
  'errors.invalidSearchUrl': {
    en: 'This is not an address of the offer list',
    pl: 'To nie jest adres listy ofert',
  },
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

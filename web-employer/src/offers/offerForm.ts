import { toNestErrors } from '@hookform/resolvers';
import { cities } from '@tablica/domain/cities';
import { offerContentSchema, type OfferContentInput } from '@tablica/domain/offers/schemas';
import { errorTexts, toFieldIssues } from '@tablica/domain/validation';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/**
 * The create form of the offer wizard's skeleton. Its shape is flat where the payload is nested
 * (one location, one employment type), so `toOfferContent` builds the publish payload and
 * `offerFormField` maps a payload path (from zod or from the server) back onto the input that shows it.
 */
export interface OfferFormValues {
  title: string;
  companyName: string;
  categoryId: string;
  experienceLevel: string;
  workplaceType: string;
  workingTime: string;
  city: string;
  street: string;
  employmentType: string;
  salaryFrom: number | null;
  salaryTo: number | null;
  currency: string;
  unit: string;
  amountType: 'gross' | 'net';
  requiredSkills: { name: string }[];
  body: string;
}

/** Spec §3 draft defaults: salary per month, PLN, one blank location; one blank skill row to fill in. */
export const offerFormDefaults: OfferFormValues = {
  title: '',
  companyName: '',
  categoryId: '',
  experienceLevel: '',
  workplaceType: '',
  workingTime: 'full_time',
  city: '',
  street: '',
  employmentType: 'b2b',
  salaryFrom: null,
  salaryTo: null,
  currency: 'PLN',
  unit: 'month',
  amountType: 'gross',
  requiredSkills: [{ name: '' }],
  body: '',
};

/** An unanswered select reads as a missing value, so the schema reports `errors.required`, not a bad option. */
function chosen(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function amount(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/**
 * The publish payload for the form's values. Not validated here: the resolver and the server validate
 * it with the same `offerContentSchema`. Casts are confined to the select values the schema checks.
 */
export function toOfferContent(values: Partial<OfferFormValues>): OfferContentInput {
  const city = cities.find((candidate) => candidate.name === values.city);
  const skills = Array.isArray(values.requiredSkills) ? values.requiredSkills : [];
  return {
    title: text(values.title),
    companyName: text(values.companyName),
    categoryId: text(values.categoryId),
    experienceLevel: chosen(values.experienceLevel) as OfferContentInput['experienceLevel'],
    workplaceType: chosen(values.workplaceType) as OfferContentInput['workplaceType'],
    workingTime: chosen(values.workingTime) as OfferContentInput['workingTime'],
    body: text(values.body),
    locations: [
      {
        city: city?.name ?? '',
        street: text(values.street),
        countryCode: city?.countryCode ?? 'PL',
        // Missing coordinates make the schema report `errors.coordinatesRequired` on the city.
        latitude: city?.latitude as number,
        longitude: city?.longitude as number,
      },
    ],
    employmentTypes: [
      {
        type: chosen(values.employmentType) as OfferContentInput['employmentTypes'][number]['type'],
        from: amount(values.salaryFrom),
        to: amount(values.salaryTo),
        currency: chosen(values.currency) as OfferContentInput['employmentTypes'][number]['currency'],
        unit: chosen(values.unit) as OfferContentInput['employmentTypes'][number]['unit'],
        gross: values.amountType !== 'net',
      },
    ],
    requiredSkills: skills.map((skill) => ({ name: text(skill?.name), level: 1 })),
  };
}

const employmentTypeFields: Readonly<Record<string, keyof OfferFormValues>> = {
  type: 'employmentType',
  from: 'salaryFrom',
  to: 'salaryTo',
  currency: 'currency',
  unit: 'unit',
  gross: 'amountType',
};

const plainFields: ReadonlySet<string> = new Set([
  'title',
  'companyName',
  'categoryId',
  'experienceLevel',
  'workplaceType',
  'workingTime',
  'body',
]);

/** Errors that belong to no input (react-admin shows this one in the "form is invalid" notification). */
export const formLevelError = 'root.serverError';

/** The form input showing an error at an `OfferContentInput` path such as `employmentTypes.0.to`. */
export function offerFormField(path: string): string {
  const [head = '', index, leaf] = path.split('.');
  if (plainFields.has(head)) return head;
  switch (head) {
    case 'locations':
      return leaf === 'street' ? 'street' : 'city';
    case 'employmentTypes':
      return (leaf && employmentTypeFields[leaf]) || 'employmentType';
    case 'requiredSkills':
      return index === undefined ? 'requiredSkills' : `requiredSkills.${index}.name`;
    default:
      return formLevelError;
  }
}

function isErrorKey(key: string): key is keyof typeof errorTexts {
  return Object.hasOwn(errorTexts, key);
}

/**
 * Form input → spec error key, the first error per input. `issues` are payload paths with error keys;
 * an unknown key becomes `errors.sthWentWrong` so the user never sees a raw key.
 */
export function offerFormErrors(
  issues: Iterable<readonly [path: string, key: string]>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, key] of issues) {
    const field = offerFormField(path);
    errors[field] ??= isErrorKey(key) ? key : 'errors.sthWentWrong';
  }
  return errors;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Form errors from the publish endpoint's 400 problem+json: `errors` maps payload paths to error keys;
 * `issues` ({ path, code }) is the fallback when `errors` is absent.
 */
export function offerFormErrorsFromProblem(problem: unknown): Record<string, string> {
  if (!isRecord(problem)) return {};
  const issues: [string, string][] = [];
  if (isRecord(problem.errors)) {
    for (const [path, key] of Object.entries(problem.errors)) {
      if (typeof key === 'string') issues.push([path, key]);
    }
  }
  if (issues.length === 0 && Array.isArray(problem.issues)) {
    for (const issue of problem.issues) {
      if (isRecord(issue) && typeof issue.path === 'string' && typeof issue.code === 'string') {
        issues.push([issue.path, issue.code]);
      }
    }
  }
  return offerFormErrors(issues);
}

function isUnanswered(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/** Validates the payload the form would publish with the domain schema, reporting errors on form inputs. */
export const offerFormResolver: Resolver<FieldValues> = (values, _context, options) => {
  const result = offerContentSchema.safeParse(toOfferContent(values));
  if (result.success) return { values, errors: {} };
  const fieldErrors: FieldErrors = {};
  const errors = offerFormErrors(
    toFieldIssues(result.error).map((issue) => [issue.path, issue.code] as const),
  );
  for (const [field, key] of Object.entries(errors)) {
    // zod reports an unanswered select as a bad option; to the user it is a required field left empty.
    const message = key === 'errors.invalidOption' && isUnanswered(values[field]) ? 'errors.required' : key;
    fieldErrors[field] = { type: 'validation', message };
  }
  return { values: {}, errors: toNestErrors(fieldErrors, options) };
};

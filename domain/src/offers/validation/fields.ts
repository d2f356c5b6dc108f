import { z } from 'zod';
import type { ErrorKey } from '../../validation';
import { hasAtMostTwoDecimals, isEmail, isPhone, urlProblem } from './text';

/** Zod field builders of the employer form: each reports one spec error key per field. */

type Message = ErrorKey;

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** A choice from a dictionary: nothing chosen is `errors.required`, anything else `errors.invalidOption`. */
export function choice<const Values extends readonly [string, ...string[]]>(values: Values) {
  return z.enum(values, {
    error: (issue) => (isBlank(issue.input) ? 'errors.required' : 'errors.invalidOption'),
  });
}

/** A required text, trimmed: empty, too short and too long are told apart. */
export function requiredText(
  min: number,
  max: number,
  tooLong: Message = 'errors.tooLong',
  tooShort: Message = 'errors.tooShort',
) {
  return z
    .string('errors.required')
    .trim()
    .superRefine((value, ctx) => {
      if (value.length === 0) ctx.addIssue({ code: 'custom', message: 'errors.required' });
      else if (value.length < min) ctx.addIssue({ code: 'custom', message: tooShort });
      else if (value.length > max) ctx.addIssue({ code: 'custom', message: tooLong });
    });
}

/** An optional text: blank or absent becomes null. */
export function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, 'errors.tooLong')
    .nullish()
    .transform((value) => (value ? value : null));
}

export function httpUrl(max: number) {
  return requiredText(1, max).superRefine((value, ctx) => {
    const problem = value.length > 0 ? urlProblem(value) : null;
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
}

export function email(max: number) {
  return requiredText(1, max).superRefine((value, ctx) => {
    if (value.length > 0 && !isEmail(value)) ctx.addIssue({ code: 'custom', message: 'errors.email' });
  });
}

/** A person's first and last name: spec §5 wants two words, so it must contain a space. */
export function contactName(min: number, max: number) {
  return requiredText(min, max).superRefine((value, ctx) => {
    if (value.length > 0 && !/\S\s+\S/.test(value))
      ctx.addIssue({ code: 'custom', message: 'errors.contactNameSpace' });
  });
}

export function optionalPhone(min: number, max: number) {
  return optionalText(max).superRefine((value, ctx) => {
    if (value === null) return;
    if (value.length < min) ctx.addIssue({ code: 'custom', message: 'errors.tooShort' });
    else if (!isPhone(value)) ctx.addIssue({ code: 'custom', message: 'errors.invalidPhone' });
  });
}

/** A salary amount: a non-negative number with at most two decimals, or null. */
export const salaryAmount = z
  .number('errors.salaryNotPositive')
  .nonnegative('errors.salaryNotPositive')
  .refine(hasAtMostTwoDecimals, 'errors.invalidValue')
  .nullable();

/**
 * An instant as an ISO-8601 string, normalised to UTC. A date alone means its midnight UTC; a time
 * needs its offset, so the result never depends on the server's time zone.
 */
const isoInstant = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2}))?$/;
function isCalendarDate(value: string): boolean {
  const [year = 0, month = 0, day = 0] = value.slice(0, 10).split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export const instant = z
  .string('errors.invalidDate')
  .trim()
  .refine(
    (value) => isoInstant.test(value) && isCalendarDate(value) && !Number.isNaN(Date.parse(value)),
    'errors.invalidDate',
  )
  .transform((value) => new Date(value).toISOString());

import { z } from 'zod';
import { ValidationError } from '@tablica/domain/errors';
import { toFieldIssues } from '@tablica/domain/validation';

/** Parses query parameters with a zod schema; a failure is a 400 naming each parameter. */
export function parseQuery<S extends z.ZodType>(schema: S, query: unknown): z.output<S> {
  const result = schema.safeParse(query);
  if (!result.success)
    throw new ValidationError(toFieldIssues(result.error, query), 'Invalid query parameters.');
  return result.data;
}

/** A query parameter holding JSON (ra-data-simple-rest's sort, range and filter). */
export const jsonParam = <S extends z.ZodType>(schema: S) =>
  z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'errors.invalidValue' });
        return z.NEVER;
      }
    })
    .pipe(schema);

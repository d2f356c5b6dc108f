import { toNestErrors } from '@hookform/resolvers';
import { toFieldIssues } from '@tablica/domain/validation';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

function valueAt(values: FieldValues, path: string | undefined): unknown {
  return path === undefined ? values : (values as Record<string, unknown>)[path];
}

/**
 * A react-hook-form resolver validating with one of the domain's zod schemas, the one the API parses
 * the same body with. Errors are spec keys (`errors.required`…), which react-admin translates through
 * the catalogue; a field left blank reads as required, as the API reports it.
 *
 * `at` validates one part of the form (`billing` of the company page) and reports its errors there.
 * The form's submit handler receives the values with the schema's output (trimmed, normalised) in
 * place of what it validated; inputs the schema does not know (a file, the record's id) stay as they are.
 */
export function schemaResolver<Schema extends z.ZodType>(schema: Schema, at?: string): Resolver<FieldValues> {
  return (values, _context, options) => {
    const input = valueAt(values, at);
    const result = schema.safeParse(input);
    if (result.success) {
      const output = at === undefined ? (result.data as FieldValues) : { [at]: result.data };
      return { values: { ...values, ...output }, errors: {} };
    }
    const fieldErrors: FieldErrors = {};
    for (const issue of toFieldIssues(result.error, input)) {
      const field = issue.path === '' ? (at ?? 'root.serverError') : at ? `${at}.${issue.path}` : issue.path;
      fieldErrors[field] ??= { type: 'validation', message: issue.code };
    }
    return { values: {}, errors: toNestErrors(fieldErrors, options) };
  };
}

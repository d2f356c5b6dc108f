import type { z } from 'zod';
import { ValidationError } from '../errors';
import { parseOrThrow } from '../validation';

/** What the API answers for `input`: each broken field as `path: key`, as `parseOrThrow` reports it. */
export function issuesOf(schema: z.ZodType, input: unknown): string[] {
  try {
    parseOrThrow(schema, input);
    return [];
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return error.issues.map(({ path, code }) => `${path}: ${code}`);
  }
}

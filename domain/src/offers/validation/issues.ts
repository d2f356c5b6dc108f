import type { FieldIssue } from '../../errors';
import { errorTexts, type ErrorKey } from '../../validation';

/** A field issue for a rule checked outside zod (plan limits, payments). */
export function fieldIssue(path: string, code: ErrorKey): FieldIssue {
  return { path, code, message: errorTexts[code].en };
}

import { z } from 'zod';
import { accountEmail, accepted } from '../accounts/fields';
import { requiredText } from '../offers/validation/fields';
import { locales } from '../tenant-config/types';
import { defaultJobAlertFrequency, jobAlertFrequencies } from './job-alert';

/** Spec §5 and §9: an alert's (and a saved search's) name. */
export const jobAlertNameMax = 999;
/** A candidate keeps at most this many saved searches on the server (the 422 of spec §8). */
export const maxJobFiltersPerCandidate = 10;
const searchUrlMax = 4000;

/** Letters of any alphabet (Polish ones included), digits, spaces and , & # ( ) / + - (spec §5). */
export const isJobAlertName = (value: string) => /^[\p{L}\p{M}\d ,&#()/+-]+$/u.test(value);

export const jobAlertName = requiredText(1, jobAlertNameMax).superRefine((value, ctx) => {
  if (value.length > 0 && !isJobAlertName(value))
    ctx.addIssue({ code: 'custom', message: 'errors.invalidAlertName' });
});

export const jobAlertFrequency = z.enum(jobAlertFrequencies, 'errors.invalidOption');

const searchUrl = z
  .string('errors.required')
  .trim()
  .min(1, 'errors.required')
  .max(searchUrlMax, 'errors.tooLong');

/** `POST /guests/job-alerts` (spec §3 create-alert payload); `filters` is the board's view of `searchUrl`. */
export const guestJobAlertSchema = z.object({
  email: accountEmail,
  frequency: jobAlertFrequency.default(defaultJobAlertFrequency),
  name: jobAlertName,
  filters: z.unknown().optional(),
  /** Non-null: also create a candidate account (with its marketing consent). */
  candidate: z.object({ marketing: z.boolean().nullable().optional() }).nullable().optional(),
  searchUrl,
  privacyPolicy: accepted('errors.privacyPolicyRequired'),
  language: z.enum(locales).optional(),
});

/** `POST /job-filters`. */
export const jobFilterSchema = z.object({ searchUrl, name: jobAlertName, filters: z.unknown().optional() });

/** `POST /job-alerts`: the signed-in form has only frequency and name (spec §5). */
export const signedInJobAlertSchema = z.object({
  jobFilterId: z.string('errors.required').min(1, 'errors.required').max(100, 'errors.tooLong'),
  frequency: jobAlertFrequency.default(defaultJobAlertFrequency),
  name: jobAlertName.optional(),
});

export const frequencyChangeSchema = z.object({ frequency: jobAlertFrequency });

export { savedSearchOf, type SavedSearch } from './saved-search';

import { z } from 'zod';
import {
  companySizes,
  currencies,
  employmentTypeKinds,
  experienceLevels,
  salaryUnits,
  workingTimes,
  workplaceTypes,
} from '../../catalogue';
import type { PlanLimits } from '../../plans/plan';
import { parseOrThrow } from '../../validation';
import { applyTypes, languageLevels, type OfferContent } from '../content';
import { addDays, offerBounds as bounds } from './bounds';
import { categoryProblem, type OfferCategory } from './categories';
import { descriptionProblem } from './description';
import {
  choice,
  contactName,
  email,
  httpUrl,
  instant,
  optionalPhone,
  optionalText,
  requiredText,
  salaryAmount,
} from './fields';
import { planLimitProblems } from './plan-limits';
import { hasTooManyUppercase, isEmail, urlProblem } from './text';

/**
 * The employer offer form, spec §5, as one zod schema per situation: the plan's limits, the brand's
 * categories and the current instant are rules, not constants, so the schema is built from them. The
 * console builds it with what it shows the user; the decider with what the offer holds.
 */
export interface OfferFormRules {
  readonly limits: PlanLimits;
  readonly categories: readonly OfferCategory[];
  readonly now: Date;
}

/**
 * A token the information-clause template carries where the employer must put their own details
 * (e.g. `{{companyName}}`); a clause still holding one is rejected.
 */
export const clausePlaceholder = /\{\{[^{}]*\}\}/;

const custom = 'custom' as const;

/**
 * Whether a field already has an issue. Refinement issues do not stop parsing, so a rule across fields
 * asks this first and does not pile a second error onto a field that has one.
 */
function hasIssueAt(
  ctx: { issues: readonly { path?: readonly PropertyKey[] | undefined }[] },
  field: PropertyKey,
) {
  return ctx.issues.some((issue) => issue.path?.[0] === field);
}

const title = requiredText(bounds.titleMin, bounds.titleMax).superRefine((value, ctx) => {
  if (hasTooManyUppercase(value)) ctx.addIssue({ code: custom, message: 'errors.tooManyUppercase' });
});

const body = z
  .string('errors.required')
  .trim()
  .superRefine((value, ctx) => {
    const problem = descriptionProblem(value);
    if (problem) ctx.addIssue({ code: custom, message: problem });
  });

const coordinate = (limit: number) =>
  z
    .number('errors.coordinatesRequired')
    .min(-limit, 'errors.coordinatesRequired')
    .max(limit, 'errors.coordinatesRequired');

const location = z.object({
  city: requiredText(1, 100),
  street: requiredText(1, bounds.lineMax),
  countryCode: z
    .string('errors.required')
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'errors.invalidOption'),
  latitude: coordinate(90),
  longitude: coordinate(180),
});

const employmentType = z
  .object({
    type: choice(employmentTypeKinds),
    from: salaryAmount.default(null),
    to: salaryAmount.default(null),
    currency: choice(currencies),
    unit: choice(salaryUnits),
    /** Asked only for `any`; the other kinds say it themselves (spec §3 v1 form data). */
    gross: z.boolean('errors.required').nullish(),
  })
  .superRefine((salary, ctx) => {
    if (salary.type === 'any' && (salary.gross === null || salary.gross === undefined))
      ctx.addIssue({ code: custom, path: ['gross'], message: 'errors.required' });
    if (hasIssueAt(ctx, 'from') || hasIssueAt(ctx, 'to')) return;
    const { from, to } = salary;
    if (from === null && to !== null)
      ctx.addIssue({ code: custom, path: ['from'], message: 'errors.required' });
    else if (from !== null && to === null)
      ctx.addIssue({ code: custom, path: ['to'], message: 'errors.required' });
    else if (from !== null && to !== null) {
      if (to < from) ctx.addIssue({ code: custom, path: ['to'], message: 'errors.salaryToBelowFrom' });
      else if (to > bounds.salaryMaxRatio * from)
        ctx.addIssue({ code: custom, path: ['to'], message: 'errors.salaryToTooHigh' });
    }
  })
  .transform((salary) => ({ ...salary, gross: salary.gross ?? true }));

const skill = z.object({
  name: requiredText(1, bounds.skillNameMax, 'errors.skillTooLong'),
  level: z
    .number('errors.invalidValue')
    .int('errors.invalidValue')
    .min(1)
    .max(bounds.skillLevelMax)
    .default(1),
});

const language = z.object({
  code: z
    .string('errors.required')
    .trim()
    .toLowerCase()
    .regex(/^[a-z]{2}$/, 'errors.invalidOption'),
  level: choice(languageLevels),
});

/** A missing group is reported on its fields, as the form shows them. */
const group = <Shape extends z.ZodType>(schema: Shape) => z.preprocess((value) => value ?? {}, schema);

const apply = group(
  z
    .object({ type: choice(applyTypes), uri: requiredText(1, bounds.lineMax) })
    .superRefine(({ type, uri }, ctx) => {
      if (uri.length === 0) return;
      const problem =
        type === 'url'
          ? urlProblem(uri)
          : /\s/.test(uri)
            ? 'errors.noSpaces'
            : isEmail(uri)
              ? null
              : 'errors.email';
      if (problem) ctx.addIssue({ code: custom, path: ['uri'], message: problem });
    }),
);

/** A consent text the candidate ticks: its text is required only when the consent is enabled. */
export const consentClause = z
  .object({
    enabled: z.boolean().default(false),
    value: z.string().trim().max(bounds.clauseMax, 'errors.tooLong').default(''),
  })
  .superRefine(({ enabled, value }, ctx) => {
    if (!enabled) return;
    if (value.length === 0)
      ctx.addIssue({ code: custom, path: ['value'], message: 'errors.consentRequired' });
    else if (value.length < bounds.clauseMin)
      ctx.addIssue({ code: custom, path: ['value'], message: 'errors.tooShort' });
  });

const consent = consentClause.nullish().transform((value) => value ?? { enabled: false, value: '' });

/** The information clause (GDPR) shown to candidates; the template's placeholder must be replaced. */
export const informationClause = requiredText(bounds.clauseMin, bounds.clauseMax).superRefine(
  (value, ctx) => {
    if (clausePlaceholder.test(value)) ctx.addIssue({ code: custom, message: 'errors.clausePlaceholder' });
  },
);

const contact = group(
  z.object({
    name: contactName(bounds.contactNameMin, bounds.lineMax),
    email: email(bounds.lineMax),
    phone: optionalPhone(bounds.phoneMin, bounds.phoneMax),
  }),
);

const optionalInstant = instant.nullish().transform((value) => value ?? null);

/** The form's fields, each with its own rules; `offerFormSchema` adds the rules across fields. */
export const offerFormFields = z.object({
  companyName: requiredText(bounds.companyNameMin, bounds.companyNameMax),
  companySize: choice(companySizes),
  companyWebsite: httpUrl(bounds.lineMax),
  companyLogoUrl: requiredText(1, 2_000),
  title,
  experienceLevel: choice(experienceLevels),
  categoryId: requiredText(1, 60),
  subcategoryId: optionalText(60),
  workplaceType: choice(workplaceTypes),
  workingTime: choice(workingTimes)
    .nullish()
    .transform((value) => value ?? 'undetermined'),
  body,
  locations: z
    .array(location, 'errors.required')
    .min(1, 'errors.required')
    .max(bounds.maxLocations, 'errors.maxLocations'),
  employmentTypes: z
    .array(employmentType, 'errors.required')
    .min(1, 'errors.required')
    .max(bounds.maxEmploymentTypes, 'errors.tooLong'),
  requiredSkills: z
    .array(skill, 'errors.required')
    .min(1, 'errors.required')
    .max(bounds.maxRequiredSkills, 'errors.maxSkills'),
  optionalSkills: z.array(skill).max(bounds.maxOptionalSkills, 'errors.maxSkills').default([]),
  languages: z.array(language).max(bounds.maxLanguages, 'errors.maxLanguages').default([]),
  apply,
  informationClause,
  futureConsent: consent,
  customConsent: consent,
  contact,
  remoteInterview: z.boolean().default(false),
  openToHireUkrainians: z.boolean().default(false),
  publishAt: optionalInstant,
  expiredAt: optionalInstant,
});

export type OfferFormInput = z.input<typeof offerFormFields>;

export function offerFormSchema(rules: OfferFormRules) {
  return offerFormFields.superRefine((offer, ctx) => {
    const issue = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: custom, path, message });

    const checked = (field: string) => !hasIssueAt(ctx, field);

    const category = categoryProblem(rules.categories, offer.categoryId, offer.subcategoryId);
    if (category && checked('categoryId') && checked('subcategoryId')) issue([category.field], category.code);
    for (const problem of planLimitProblems(offer, rules.limits))
      if (checked(problem.field)) issue([problem.field], problem.code);

    // Spec §4: a skill cannot be both required and optional (case-insensitive), nor listed twice.
    const skills = new Set<string>();
    for (const list of ['requiredSkills', 'optionalSkills'] as const)
      offer[list].forEach((skill, index) => {
        const name = skill.name.toLocaleLowerCase('pl');
        if (skills.has(name)) issue([list, index, 'name'], 'errors.duplicateSkill');
        skills.add(name);
      });

    const languages = new Set<string>();
    offer.languages.forEach((language, index) => {
      if (languages.has(language.code)) issue(['languages', index, 'code'], 'errors.duplicateLanguage');
      languages.add(language.code);
    });

    const now = rules.now.getTime();
    let start = rules.now;
    if (offer.publishAt !== null && checked('publishAt')) {
      const publishAt = new Date(offer.publishAt);
      if (publishAt.getTime() <= now) issue(['publishAt'], 'errors.invalidDatePast');
      else if (publishAt > addDays(rules.now, bounds.maxSchedulingDays))
        issue(['publishAt'], 'errors.maxDate');
      else start = publishAt;
    }
    if (offer.expiredAt !== null && checked('expiredAt') && checked('publishAt')) {
      const expiredAt = new Date(offer.expiredAt);
      if (expiredAt < addDays(start, bounds.minPublicationDays))
        issue(['expiredAt'], 'errors.invalidDatePast');
      else if (expiredAt > addDays(start, rules.limits.durationInDays))
        issue(['expiredAt'], 'errors.maxDate');
    }
  });
}

/** Validates a complete offer (spec §5 plus the plan's limits), or throws a ValidationError. */
export function validateOfferForm(input: unknown, rules: OfferFormRules): OfferContent {
  return parseOrThrow(offerFormSchema(rules), input);
}

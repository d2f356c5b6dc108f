import { z } from 'zod';
import {
  companySizes,
  currencies,
  employmentTypeKinds,
  experienceLevels,
  salaryUnits,
  workingTimes,
  workplaceTypes,
} from '../catalogue';
import { applyTypes, languageLevels } from './content';
import { offerBounds as bounds } from './validation/bounds';

/**
 * The direct path's payload (`ImportOffer`: the admin JSON import; tests and the bench): a
 * complete offer published at once. It checks what a listing needs; the employer wizard validates with
 * the full form of spec §5 instead (`validation/form.ts`). Both yield `OfferContent`.
 */

const required = 'errors.required';

export const employmentTypeSchema = z
  .object({
    type: z.enum(employmentTypeKinds),
    from: z.number().nonnegative('errors.salaryNotPositive').nullable(),
    to: z.number().nonnegative('errors.salaryNotPositive').nullable(),
    currency: z.enum(currencies),
    unit: z.enum(salaryUnits).default('month'),
    gross: z.boolean().default(true),
  })
  .superRefine((salary, ctx) => {
    if (salary.from === null || salary.to === null) return;
    if (salary.to < salary.from)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'errors.salaryToBelowFrom' });
    else if (salary.to > bounds.salaryMaxRatio * salary.from)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'errors.salaryToTooHigh' });
  });

export const offerLocationSchema = z.object({
  city: z.string(required).trim().min(1, required).max(100),
  street: z.string().trim().max(bounds.lineMax).default(''),
  countryCode: z.string().length(2).default('PL'),
  latitude: z.number('errors.coordinatesRequired').min(-90).max(90),
  longitude: z.number('errors.coordinatesRequired').min(-180).max(180),
});

export const skillSchema = z.object({
  name: z.string(required).trim().min(1, required).max(bounds.skillNameMax),
  level: z.number().int().min(1).max(bounds.skillLevelMax).default(1),
});

const consentSchema = z
  .object({ enabled: z.boolean(), value: z.string().trim().max(bounds.clauseMax) })
  .default({ enabled: false, value: '' });

export const offerContentSchema = z.object({
  title: z
    .string(required)
    .trim()
    .min(bounds.titleMin, 'errors.tooShort')
    .max(bounds.titleMax, 'errors.tooLong'),
  companyName: z
    .string(required)
    .trim()
    .min(bounds.companyNameMin, 'errors.tooShort')
    .max(bounds.companyNameMax, 'errors.tooLong'),
  companySize: z.enum(companySizes).nullable().default(null),
  companyWebsite: z.string().trim().max(bounds.lineMax).nullable().default(null),
  companyLogoUrl: z.string().url().nullable().default(null),
  categoryId: z.string(required).trim().min(1, required).max(60),
  subcategoryId: z.string().trim().min(1).max(60).nullable().default(null),
  experienceLevel: z.enum(experienceLevels),
  workplaceType: z.enum(workplaceTypes),
  workingTime: z.enum(workingTimes).default('full_time'),
  body: z.string(required).trim().min(1, required).max(bounds.descriptionTextMax),
  locations: z.array(offerLocationSchema).min(1, required).max(bounds.maxLocations),
  employmentTypes: z.array(employmentTypeSchema).min(1, required).max(bounds.maxEmploymentTypes),
  requiredSkills: z.array(skillSchema).min(1, required).max(bounds.maxRequiredSkills),
  optionalSkills: z.array(skillSchema).max(bounds.maxOptionalSkills).default([]),
  languages: z
    .array(z.object({ code: z.string().regex(/^[a-z]{2}$/), level: z.enum(languageLevels) }))
    .max(bounds.maxLanguages)
    .default([]),
  apply: z
    .object({ type: z.enum(applyTypes), uri: z.string().trim().min(1).max(bounds.lineMax) })
    .nullable()
    .default(null),
  informationClause: z.string().trim().max(bounds.clauseMax).nullable().default(null),
  futureConsent: consentSchema,
  customConsent: consentSchema,
  contact: z
    .object({
      name: z.string().trim().min(1).max(bounds.lineMax),
      email: z.string().trim().min(1).max(bounds.lineMax),
      phone: z.string().trim().max(bounds.phoneMax).nullable().default(null),
    })
    .nullable()
    .default(null),
  remoteInterview: z.boolean().default(false),
  openToHireUkrainians: z.boolean().default(false),
});

export type OfferContentInput = z.input<typeof offerContentSchema>;
export type ImportedOfferContent = z.output<typeof offerContentSchema>;

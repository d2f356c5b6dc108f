import { z } from 'zod';
import {
  currencies,
  employmentTypeKinds,
  experienceLevels,
  salaryUnits,
  workingTimes,
  workplaceTypes,
} from '../catalogue';

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
    else if (salary.to > 3 * salary.from)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'errors.salaryToTooHigh' });
  });

export const offerLocationSchema = z.object({
  city: z.string(required).trim().min(1, required).max(100),
  street: z.string().trim().max(200).default(''),
  countryCode: z.string().length(2).default('PL'),
  latitude: z.number('errors.coordinatesRequired').min(-90).max(90),
  longitude: z.number('errors.coordinatesRequired').min(-180).max(180),
});

export const skillSchema = z.object({
  name: z.string(required).trim().min(1, required).max(50),
  level: z.number().int().min(1).max(5).default(1),
});

/**
 * What the walking skeleton publishes. The offer-lifecycle issue grows this into the full employer
 * form of spec §5 (drafts, consents, contact, logo, plan limits).
 */
export const offerContentSchema = z.object({
  title: z.string(required).trim().min(3, 'errors.tooShort').max(70, 'errors.tooLong'),
  companyName: z.string(required).trim().min(2, 'errors.tooShort').max(50, 'errors.tooLong'),
  companyLogoUrl: z.string().url().nullable().default(null),
  categoryId: z.string(required).trim().min(1, required).max(60),
  experienceLevel: z.enum(experienceLevels),
  workplaceType: z.enum(workplaceTypes),
  workingTime: z.enum(workingTimes).default('full_time'),
  body: z.string(required).trim().min(1, required).max(20_000),
  locations: z.array(offerLocationSchema).min(1, required).max(20),
  employmentTypes: z.array(employmentTypeSchema).min(1, required).max(5),
  requiredSkills: z.array(skillSchema).min(1, required).max(20),
});

export type OfferContentInput = z.input<typeof offerContentSchema>;
export type OfferContent = z.output<typeof offerContentSchema>;

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
import { applyTypes, languageLevels } from '../content';
import { offerBounds as bounds } from './bounds';

/**
 * A draft as saved by "save and exit" (spec §4: "draft mode uses looser validation"): every field may
 * be missing or half filled in. What is there must still have the right type, a known option and fit
 * the form's size limits, so a draft can always be loaded back into the form. Required fields, the
 * rules across fields and the plan's limits wait for the full validation (`offerFormSchema`).
 */
const text = (max: number, tooLong: 'errors.tooLong' | 'errors.skillTooLong' = 'errors.tooLong') =>
  z.string().trim().max(max, tooLong).nullish();

const option = <const Values extends readonly [string, ...string[]]>(values: Values) =>
  z.enum(values, { error: () => 'errors.invalidOption' }).nullish();

const amount = z.number('errors.salaryNotPositive').nonnegative('errors.salaryNotPositive').nullish();

const skill = z.object({
  name: text(bounds.skillNameMax, 'errors.skillTooLong'),
  level: z.number().int().min(1).max(bounds.skillLevelMax).nullish(),
});

const consent = z.object({ enabled: z.boolean().nullish(), value: text(bounds.clauseMax) }).nullish();

export const offerDraftSchema = z.object({
  companyName: text(bounds.companyNameMax),
  companySize: option(companySizes),
  companyWebsite: text(bounds.lineMax),
  companyLogoUrl: text(2_000),
  title: text(bounds.titleMax),
  experienceLevel: option(experienceLevels),
  categoryId: text(60),
  subcategoryId: text(60),
  workplaceType: option(workplaceTypes),
  workingTime: option(workingTimes),
  body: z.string().max(bounds.descriptionHtmlMax, 'errors.tooLong').nullish(),
  locations: z
    .array(
      z.object({
        city: text(100),
        street: text(bounds.lineMax),
        countryCode: text(2),
        latitude: z.number().min(-90).max(90).nullish(),
        longitude: z.number().min(-180).max(180).nullish(),
      }),
    )
    .max(bounds.maxLocations, 'errors.maxLocations')
    .optional(),
  employmentTypes: z
    .array(
      z.object({
        type: option(employmentTypeKinds),
        from: amount,
        to: amount,
        currency: option(currencies),
        unit: option(salaryUnits),
        gross: z.boolean().nullish(),
      }),
    )
    .max(bounds.maxEmploymentTypes, 'errors.tooLong')
    .optional(),
  requiredSkills: z.array(skill).max(bounds.maxRequiredSkills, 'errors.maxSkills').optional(),
  optionalSkills: z.array(skill).max(bounds.maxOptionalSkills, 'errors.maxSkills').optional(),
  languages: z
    .array(z.object({ code: text(2), level: option(languageLevels) }))
    .max(bounds.maxLanguages, 'errors.maxLanguages')
    .optional(),
  apply: z.object({ type: option(applyTypes), uri: text(bounds.lineMax) }).nullish(),
  informationClause: text(bounds.clauseMax),
  futureConsent: consent,
  customConsent: consent,
  contact: z
    .object({ name: text(bounds.lineMax), email: text(bounds.lineMax), phone: text(bounds.phoneMax) })
    .nullish(),
  remoteInterview: z.boolean().nullish(),
  openToHireUkrainians: z.boolean().nullish(),
  publishAt: text(40),
  expiredAt: text(40),
});

type DeepReadonly<T> = T extends readonly (infer Item)[]
  ? readonly DeepReadonly<Item>[]
  : T extends object
    ? { readonly [Key in keyof T]: DeepReadonly<T[Key]> }
    : T;

/** A saved draft. Complete content (`OfferContent`) is also a draft: copies and plan changes use that. */
export type OfferDraft = DeepReadonly<z.output<typeof offerDraftSchema>>;
export type OfferDraftInput = z.input<typeof offerDraftSchema>;

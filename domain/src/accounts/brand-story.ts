import { z } from 'zod';
import { choice, requiredText } from '../offers/validation/fields';
import { descriptionText } from '../offers/validation/description';
import { urlProblem } from '../offers/validation/text';
import { companyName } from './fields';

/** Spec §3: the kinds of company a brand story presents. */
export const brandStoryTypes = [
  'startup',
  'software-house',
  'e-commerce',
  'corporation',
  'agency',
  'other',
] as const;
export type BrandStoryType = (typeof brandStoryTypes)[number];

export const brandStoryStatuses = ['draft', 'published'] as const;
export type BrandStoryStatus = (typeof brandStoryStatuses)[number];

export const brandStoryBounds = {
  shortDescriptionMax: 300,
  /** The HTML as sent, markup included. */
  descriptionMax: 20_000,
  coverPhotoUrlMax: 2_000,
  maxTechnologies: 30,
  technologyMax: 50,
  slugMin: 2,
  slugMax: 80,
} as const;

const bounds = brandStoryBounds;

/** HTML the command side sanitises; here it must fit and show some text once the markup is gone. */
const description = z
  .string('errors.required')
  .trim()
  .superRefine((html, ctx) => {
    if (html.length > bounds.descriptionMax) ctx.addIssue({ code: 'custom', message: 'errors.tooLong' });
    else if (descriptionText(html).length === 0) ctx.addIssue({ code: 'custom', message: 'errors.required' });
  });

const coverPhotoUrl = z
  .string('errors.invalidUrl')
  .trim()
  .max(bounds.coverPhotoUrlMax, 'errors.tooLong')
  .superRefine((value, ctx) => {
    const problem = value.length > 0 ? urlProblem(value) : null;
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .nullish()
  .transform((value) => (value ? value : null));

/** Technologies are skills by another name: the offer form's skill-name messages apply. */
const technologies = z
  .array(requiredText(1, bounds.technologyMax, 'errors.skillTooLong'), 'errors.invalidValue')
  .max(bounds.maxTechnologies, 'errors.maxSkills')
  .default([])
  .superRefine((names, ctx) => {
    const seen = new Set<string>();
    names.forEach((name, index) => {
      const key = name.toLocaleLowerCase('pl');
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [index], message: 'errors.duplicateSkill' });
      seen.add(key);
    });
  });

/** `PUT /api/v2/employer-panel/brand-stories/{slug}`: the company's brand story. */
export const brandStorySchema = z.object({
  name: companyName,
  type: choice(brandStoryTypes),
  shortDescription: requiredText(1, bounds.shortDescriptionMax),
  description,
  coverPhotoUrl,
  technologies,
  status: choice(brandStoryStatuses).default('draft'),
});
export type BrandStory = z.output<typeof brandStorySchema>;

/** The `{slug}` of a brand story's address. */
export const brandStorySlugSchema = z
  .string('errors.required')
  .regex(new RegExp(`^[a-z0-9-]{${bounds.slugMin},${bounds.slugMax}}$`), 'errors.invalidValue');

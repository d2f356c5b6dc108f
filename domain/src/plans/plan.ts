import { z } from 'zod';
import { currencies, experienceLevels } from '../catalogue';

/**
 * What a plan allows an offer (spec §3 `limits`). The decider enforces them: locations and seniority
 * and categories when the form is validated, duration at publication, bumps while the offer is active.
 */
export const planLimitsSchema = z.object({
  /** How many locations the offer may list. */
  maxLocationsCount: z.number().int().min(1),
  /** How many times the offer is moved back to the top of the list during one publication. */
  bumpsUpCount: z.number().int().min(0),
  /** Days between two bumps (and between the publication and the first bump). */
  bumpsUpEveryDays: z.number().int().min(0),
  /** Days a publication (and each extension) lasts. */
  durationInDays: z.number().int().min(1),
  /** Experience levels the plan may be used for; null: any. */
  seniority: z.array(z.enum(experienceLevels)).nullable(),
  /** Main category ids the plan may be used for; null: any. */
  categories: z.array(z.string()).nullable(),
});
export type PlanLimits = z.output<typeof planLimitsSchema>;

/** A variant of limits under the same kind of plan (e.g. the junior-only internship plan). */
export const limitsSubTypes = ['standard', 'junior'] as const;
export type LimitsSubType = (typeof limitsSubTypes)[number];

/** Prices in minor units (grosze, cents) so sums never meet floating point; `tax` is the VAT amount. */
export const planPriceSchema = z.object({
  net: z.number().int().min(0),
  netEur: z.number().int().min(0),
  gross: z.number().int().min(0),
  tax: z.number().int().min(0),
  /** The price before a promotion, shown struck through until `promotionDeadline`; null: no promotion. */
  oldNet: z.number().int().min(0).nullable(),
  oldGross: z.number().int().min(0).nullable(),
  oldTax: z.number().int().min(0).nullable(),
  currency: z.enum(currencies),
});

/** An offer plan as `GET /api/v2/offer-plans` serves it (spec §3 "Offer plan"), plus its limits. */
export const offerPlanSchema = z.object({
  /** The plan's type, e.g. `pro`; offers and payments name their plan by it (`planKey`, `offer_type`). */
  slug: z.string().regex(/^[a-z][a-z0-9-]*$/),
  name: z.object({ en: z.string().min(1), pl: z.string().min(1) }),
  price: planPriceSchema,
  /** i18n keys of the selling points; the web apps fill in the numbers from `limits`. */
  features: z.array(z.string()),
  recommended: z.boolean(),
  promotionDeadline: z.iso.datetime().nullable(),
  tags: z.array(z.string()),
  /** Whether the offer may carry graphics (cover image, banner). */
  enableGraphics: z.boolean(),
  /** Inactive plans are kept for offers that bought them but are no longer sold (`?active`). */
  active: z.boolean(),
  limits: planLimitsSchema,
  limitsSubType: z.enum(limitsSubTypes),
});
export type OfferPlan = z.output<typeof offerPlanSchema>;

/**
 * The part of a plan an offer keeps: the limits it was bought with. Later changes to the catalogue do
 * not change offers that already hold a plan.
 */
export interface PlanSnapshot {
  readonly key: string;
  readonly limits: PlanLimits;
  readonly limitsSubType: LimitsSubType;
}

export function planSnapshot(plan: OfferPlan): PlanSnapshot {
  return { key: plan.slug, limits: plan.limits, limitsSubType: plan.limitsSubType };
}

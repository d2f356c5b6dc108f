import { ValidationError } from '../errors';
import type { TenantId } from '../tenants';
import { errorTexts } from '../validation';
import { planSnapshot, type OfferPlan, type PlanLimits, type PlanSnapshot } from './plan';

/** Polish VAT on plans. */
export const vatRate = 0.23;

/** Net and promotion prices in grosze; tax and gross follow from them. */
function pricePln(net: number, netEur: number, oldNet: number | null = null): OfferPlan['price'] {
  const tax = Math.round(net * vatRate);
  const oldTax = oldNet === null ? null : Math.round(oldNet * vatRate);
  return {
    net,
    netEur,
    gross: net + tax,
    tax,
    oldNet,
    oldGross: oldNet === null || oldTax === null ? null : oldNet + oldTax,
    oldTax,
    currency: 'PLN',
  };
}

const anyOffer = { seniority: null, categories: null } as const;

function limits(values: Omit<PlanLimits, 'seniority' | 'categories'> & Partial<PlanLimits>): PlanLimits {
  return { ...anyOffer, ...values };
}

const features = {
  duration: 'plans.features.duration',
  locations: 'plans.features.locations',
  bumps: 'plans.features.bumps',
  graphics: 'plans.features.graphics',
  juniorOnly: 'plans.features.juniorOnly',
} as const;

/**
 * The plans each brand sells (spec §9: limits are per plan, values not shown; these are ours and
 * docs/decisions.md says why). `pro` is the default type of a new offer (spec §3 draft defaults).
 */
export const offerPlans: Readonly<Record<TenantId, readonly OfferPlan[]>> = {
  it: [
    {
      slug: 'basic',
      name: { en: 'Basic', pl: 'Basic' },
      price: pricePln(39_900, 9_300),
      features: [features.duration, features.locations],
      recommended: false,
      promotionDeadline: null,
      tags: [],
      enableGraphics: false,
      active: true,
      limits: limits({ maxLocationsCount: 1, bumpsUpCount: 0, bumpsUpEveryDays: 0, durationInDays: 30 }),
      limitsSubType: 'standard',
    },
    {
      slug: 'pro',
      name: { en: 'Pro', pl: 'Pro' },
      price: pricePln(69_900, 16_300),
      features: [features.duration, features.locations, features.bumps],
      recommended: true,
      promotionDeadline: null,
      tags: ['recommended'],
      enableGraphics: false,
      active: true,
      limits: limits({ maxLocationsCount: 3, bumpsUpCount: 2, bumpsUpEveryDays: 7, durationInDays: 30 }),
      limitsSubType: 'standard',
    },
    {
      slug: 'premium',
      name: { en: 'Premium', pl: 'Premium' },
      price: pricePln(119_900, 27_900, 139_900),
      features: [features.duration, features.locations, features.bumps, features.graphics],
      recommended: false,
      promotionDeadline: '2026-12-31T22:59:59.000Z',
      tags: ['promotion'],
      enableGraphics: true,
      active: true,
      limits: limits({ maxLocationsCount: 10, bumpsUpCount: 4, bumpsUpEveryDays: 5, durationInDays: 45 }),
      limitsSubType: 'standard',
    },
    {
      slug: 'internship',
      name: { en: 'Internship', pl: 'Staż' },
      price: pricePln(9_900, 2_300),
      features: [features.duration, features.juniorOnly],
      recommended: false,
      promotionDeadline: null,
      tags: [],
      enableGraphics: false,
      active: true,
      limits: limits({
        maxLocationsCount: 1,
        bumpsUpCount: 0,
        bumpsUpEveryDays: 0,
        durationInDays: 30,
        seniority: ['junior'],
      }),
      limitsSubType: 'junior',
    },
    {
      // No longer sold; offers that bought it keep its limits (they hold a snapshot).
      slug: 'standard',
      name: { en: 'Standard', pl: 'Standard' },
      price: pricePln(49_900, 11_600),
      features: [features.duration, features.locations, features.bumps],
      recommended: false,
      promotionDeadline: null,
      tags: [],
      enableGraphics: false,
      active: false,
      limits: limits({ maxLocationsCount: 2, bumpsUpCount: 1, bumpsUpEveryDays: 14, durationInDays: 30 }),
      limitsSubType: 'standard',
    },
  ],
  work: [
    {
      slug: 'basic',
      name: { en: 'Basic', pl: 'Basic' },
      price: pricePln(19_900, 4_600),
      features: [features.duration, features.locations],
      recommended: false,
      promotionDeadline: null,
      tags: [],
      enableGraphics: false,
      active: true,
      limits: limits({ maxLocationsCount: 1, bumpsUpCount: 0, bumpsUpEveryDays: 0, durationInDays: 30 }),
      limitsSubType: 'standard',
    },
    {
      slug: 'pro',
      name: { en: 'Pro', pl: 'Pro' },
      price: pricePln(39_900, 9_300),
      features: [features.duration, features.locations, features.bumps],
      recommended: true,
      promotionDeadline: null,
      tags: ['recommended'],
      enableGraphics: false,
      active: true,
      limits: limits({ maxLocationsCount: 5, bumpsUpCount: 2, bumpsUpEveryDays: 10, durationInDays: 30 }),
      limitsSubType: 'standard',
    },
  ],
};

/** The type a new offer gets when the client names none (spec §3: "type pro"). */
export const defaultPlanKey = 'pro';

/** A brand's plans; `activeOnly` is `GET /api/v2/offer-plans?active`. */
export function listOfferPlans(
  tenant: TenantId,
  options: { activeOnly?: boolean } = {},
): readonly OfferPlan[] {
  const plans = offerPlans[tenant];
  return options.activeOnly ? plans.filter((plan) => plan.active) : plans;
}

export function findOfferPlan(tenant: TenantId, key: string): OfferPlan | undefined {
  return offerPlans[tenant].find((plan) => plan.slug === key);
}

/**
 * The plan a new offer (or a plan change) takes, as the snapshot the offer keeps. Only plans on sale
 * can be chosen; an unknown or retired key is a field error on `planKey`.
 */
export function chooseOfferPlan(tenant: TenantId, key: string = defaultPlanKey): PlanSnapshot {
  const plan = findOfferPlan(tenant, key);
  if (!plan?.active)
    throw new ValidationError([
      { path: 'planKey', code: 'errors.invalidOption', message: errorTexts['errors.invalidOption'].en },
    ]);
  return planSnapshot(plan);
}

/** Whether the struck-through promotion price still applies at `now`. */
export function isPromotionRunning(plan: OfferPlan, now: Date): boolean {
  return (
    plan.price.oldNet !== null &&
    plan.promotionDeadline !== null &&
    now.getTime() <= new Date(plan.promotionDeadline).getTime()
  );
}

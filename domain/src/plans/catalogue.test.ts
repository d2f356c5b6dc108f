import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors';
import { tenants, type TenantId } from '../tenants';
import {
  chooseOfferPlan,
  defaultPlanKey,
  isPromotionRunning,
  listOfferPlans,
  offerPlans,
  vatRate,
} from './catalogue';
import { offerPlanSchema } from './plan';

const tenantIds = Object.keys(tenants) as TenantId[];

describe('offer plan catalogue', () => {
  it.each(tenantIds)('%s: every plan has the spec’s fields and consistent prices', (tenant) => {
    for (const plan of offerPlans[tenant]) {
      expect(offerPlanSchema.parse(plan)).toEqual(plan);
      expect(plan.price.gross).toBe(plan.price.net + plan.price.tax);
      expect(plan.price.tax).toBe(Math.round(plan.price.net * vatRate));
      if (plan.price.oldNet !== null)
        expect(plan.price.oldGross).toBe(plan.price.oldNet + (plan.price.oldTax ?? 0));
    }
    const slugs = offerPlans[tenant].map((plan) => plan.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it.each(tenantIds)('%s: sells the default plan and recommends exactly one', (tenant) => {
    expect(listOfferPlans(tenant, { activeOnly: true }).map((plan) => plan.slug)).toContain(defaultPlanKey);
    expect(offerPlans[tenant].filter((plan) => plan.recommended && plan.active)).toHaveLength(1);
  });

  it('lists only plans on sale when asked for active ones', () => {
    expect(listOfferPlans('it').map((plan) => plan.slug)).toContain('standard');
    expect(listOfferPlans('it', { activeOnly: true }).map((plan) => plan.slug)).not.toContain('standard');
  });

  it('gives a new offer a snapshot of a plan on sale, and refuses others', () => {
    expect(chooseOfferPlan('it')).toEqual({
      key: 'pro',
      limits: expect.objectContaining({ maxLocationsCount: 3, bumpsUpCount: 2, bumpsUpEveryDays: 7 }),
      limitsSubType: 'standard',
    });
    expect(chooseOfferPlan('it', 'internship').limits.seniority).toEqual(['junior']);
    for (const key of ['standard', 'platinum']) {
      const error = (() => {
        try {
          return chooseOfferPlan('it', key);
        } catch (caught) {
          return caught;
        }
      })();
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).issues).toEqual([
        expect.objectContaining({ path: 'planKey', code: 'errors.invalidOption' }),
      ]);
    }
  });

  it('shows the promotion price until its deadline', () => {
    const premium = offerPlans.it.find((plan) => plan.slug === 'premium')!;
    expect(isPromotionRunning(premium, new Date('2026-12-01T00:00:00Z'))).toBe(true);
    expect(isPromotionRunning(premium, new Date('2027-01-01T00:00:00Z'))).toBe(false);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tenantConfig } from '../tenant-config/tenant-config';
import { parseRange } from './filter-values';
import { clampSalary, salaryFromSlider, salarySlider, sliderHandles, snapSalary } from './salary-slider';

const it_ = tenantConfig('it');
const slider = salarySlider(it_);
const bounds = { min: 0, max: 1_000_000 };

describe('salary slider (spec §5, §9)', () => {
  it("takes the tenant's min, max and step, else 0, 500,000 and 500", () => {
    expect(slider).toEqual({ min: 0, max: 100_000, step: 500 });
    expect(salarySlider({ ...it_, salary: {} })).toEqual({ min: 0, max: 500_000, step: 500 });
    expect(salarySlider({ ...it_, salary: { max: 30_000, step: 0 } })).toEqual({
      min: 0,
      max: 30_000,
      step: 500,
    });
  });

  it('clamps a typed amount to min and max, to 2 decimals', () => {
    expect(clampSalary(-5, slider)).toBe(0);
    expect(clampSalary(250_000, slider)).toBe(100_000);
    expect(clampSalary(Number.NaN, slider)).toBe(0);
    expect(clampSalary(1234.567, slider)).toBe(1234.57);
  });

  it('snaps a dragged handle to the step', () => {
    expect(snapSalary(1234, slider)).toBe(1000);
    expect(snapSalary(1300, slider)).toBe(1500);
    expect(snapSalary(99_900, slider)).toBe(100_000);
    expect(snapSalary(-300, slider)).toBe(0);
  });

  it('orders the handles low/high', () => {
    expect(salaryFromSlider(20_000, 5_000, slider, bounds, false)).toEqual({ min: 5_000, max: 20_000 });
  });

  it('treats a handle at the end of the slider as no bound, and both at the ends as no filter', () => {
    expect(salaryFromSlider(5_000, 100_000, slider, bounds, false)).toEqual({ min: 5_000, max: 1_000_000 });
    expect(salaryFromSlider(0, 20_000, slider, bounds, false)).toEqual({ min: 0, max: 20_000 });
    expect(salaryFromSlider(0, 100_000, slider, bounds, false)).toBeNull();
  });

  it('accepts a minimum only when the tenant says so (onlyMinimumSalaryFilter)', () => {
    expect(salaryFromSlider(5_000, 20_000, slider, bounds, true)).toEqual({ min: 5_000, max: 1_000_000 });
    expect(salaryFromSlider(0, 20_000, slider, bounds, true)).toBeNull();
  });

  it('places the handles of a filter inside the slider', () => {
    expect(sliderHandles(null, slider)).toEqual([0, 100_000]);
    expect(sliderHandles({ min: 5_000, max: 1_000_000 }, slider)).toEqual([5_000, 100_000]);
  });

  it('always yields a filter the URL range rule accepts as it is', () => {
    const amount = fc.oneof(fc.double({ noNaN: false }), fc.integer({ min: -1000, max: 200_000 }));
    fc.assert(
      fc.property(amount, amount, fc.boolean(), (low, high, onlyMinimum) => {
        const salary = salaryFromSlider(low, high, slider, bounds, onlyMinimum);
        if (salary) expect(parseRange(`${salary.min},${salary.max}`, bounds)).toEqual(salary);
      }),
    );
  });
});

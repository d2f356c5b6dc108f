import type { TenantConfig } from '../tenant-config/types';
import type { RangeBounds, SalaryRange } from './filter-values';

/**
 * The salary filter's slider and inputs (spec §5, §9). Spec §9 names three sets of numbers; we read
 * them as: 0/100/step 500 are the bare widget's defaults before any config is known, 500,000 the
 * slider's max when the tenant config gives none, and 0–1,000,000 the bounds a URL range may use.
 */
export const salarySliderDefaults = { min: 0, max: 500_000, step: 500 } as const;

export interface SalarySlider {
  readonly min: number;
  readonly max: number;
  readonly step: number;
}

export function salarySlider(config: TenantConfig): SalarySlider {
  const min = config.salary.min ?? salarySliderDefaults.min;
  const max = config.salary.max ?? salarySliderDefaults.max;
  const step = config.salary.step ?? salarySliderDefaults.step;
  return {
    min,
    max: max > min ? max : salarySliderDefaults.max,
    step: step > 0 ? step : salarySliderDefaults.step,
  };
}

/** A typed amount kept inside the slider (not-a-number counts as its minimum), to 2 decimals. */
export function clampSalary(value: number, slider: SalarySlider): number {
  if (Number.isNaN(value)) return slider.min;
  return Math.round(Math.min(slider.max, Math.max(slider.min, value)) * 100) / 100;
}

/** A dragged handle lands on the nearest step counted from the slider's minimum. */
export function snapSalary(value: number, slider: SalarySlider): number {
  const clamped = clampSalary(value, slider);
  return Math.min(slider.max, slider.min + Math.round((clamped - slider.min) / slider.step) * slider.step);
}

/**
 * The filter two handles (or inputs) stand for: ordered low/high; a handle at the slider's end means
 * "no bound on that side"; with `onlyMinimum` (flag `onlyMinimumSalaryFilter`) the upper end is never
 * bound. Both ends open means no salary filter.
 */
export function salaryFromSlider(
  low: number,
  high: number,
  slider: SalarySlider,
  bounds: RangeBounds,
  onlyMinimum: boolean,
): SalaryRange | null {
  const [a, b] = [clampSalary(low, slider), clampSalary(high, slider)].sort((x, y) => x - y) as [
    number,
    number,
  ];
  const min = a <= slider.min ? bounds.min : Math.max(bounds.min, a);
  const max = onlyMinimum || b >= slider.max ? bounds.max : Math.min(bounds.max, b);
  if (min > max || (min === bounds.min && max === bounds.max)) return null;
  return { min, max };
}

/** Where the handles sit for a filter: its ends clamped into the slider. */
export function sliderHandles(salary: SalaryRange | null, slider: SalarySlider): readonly [number, number] {
  if (!salary) return [slider.min, slider.max];
  return [clampSalary(salary.min, slider), clampSalary(salary.max, slider)];
}

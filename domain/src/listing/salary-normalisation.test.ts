import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencies, salaryUnits } from '../catalogue';
import {
  byLargestSalary,
  convertAmount,
  defaultExchangeRates,
  monthlyAmount,
  normaliseAmount,
  normaliseSalary,
  salaryFilterInBase,
} from './salary-normalisation';

const rates = defaultExchangeRates;

describe('salary normalisation', () => {
  it('turns every unit into a monthly amount: hour × 168, day × 21, year ÷ 12', () => {
    expect(monthlyAmount(100, 'hour')).toBe(16_800);
    expect(monthlyAmount(1_000, 'day')).toBe(21_000);
    expect(monthlyAmount(15_000, 'month')).toBe(15_000);
    expect(monthlyAmount(120_000, 'year')).toBe(10_000);
  });

  it('converts to the base currency with the configured rates', () => {
    expect(normaliseAmount(1_000, 'month', 'PLN', rates)).toBe(1_000);
    expect(normaliseAmount(1_000, 'month', 'EUR', rates)).toBe(4_250);
    expect(normaliseAmount(1_000, 'month', 'USD', rates)).toBe(3_700);
    expect(normaliseAmount(50, 'hour', 'EUR', { PLN: 1, EUR: 4, USD: 4 })).toBe(33_600);
  });

  it('converts between any two currencies through the base one, to whole units', () => {
    expect(convertAmount(20_000, 'PLN', 'EUR', rates)).toBe(4_706);
    expect(convertAmount(5_000, 'EUR', 'USD', rates)).toBe(5_743);
    expect(convertAmount(1_000, 'USD', 'PLN', rates)).toBe(3_700);
    expect(convertAmount(123.45, 'EUR', 'EUR', rates)).toBe(123.45);
  });

  it('keeps amounts to the grosz', () => {
    expect(normaliseAmount(10_000, 'year', 'PLN', rates)).toBe(833.33);
  });

  it('reads one stated end as both, orders swapped ends, and has no range without amounts', () => {
    const base = { currency: 'PLN', unit: 'month' } as const;
    expect(normaliseSalary({ ...base, from: 10_000, to: null }, rates)).toEqual({ min: 10_000, max: 10_000 });
    expect(normaliseSalary({ ...base, from: null, to: 12_000 }, rates)).toEqual({ min: 12_000, max: 12_000 });
    expect(normaliseSalary({ ...base, from: 20_000, to: 10_000 }, rates)).toEqual({
      min: 10_000,
      max: 20_000,
    });
    expect(normaliseSalary({ ...base, from: null, to: null }, rates)).toBeNull();
  });

  it('states the salary filter in the base currency; null currency means the base one', () => {
    expect(salaryFilterInBase({ min: 1_000, max: 2_000 }, null, rates)).toEqual({ min: 1_000, max: 2_000 });
    expect(salaryFilterInBase({ min: 1_000, max: 2_000 }, 'EUR', rates)).toEqual({ min: 4_250, max: 8_500 });
  });

  it('an offer and a filter stated alike meet at the same bounds, whatever the currency', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.constantFrom(...currencies),
        (amount, currency) => {
          const offer = normaliseSalary({ from: amount, to: amount, currency, unit: 'month' }, rates);
          const filter = salaryFilterInBase({ min: amount, max: amount }, currency, rates);
          expect(offer).toEqual(filter);
        },
      ),
    );
  });

  it('normalised ranges are ordered and non-negative', () => {
    fc.assert(
      fc.property(
        fc.option(fc.double({ min: 0, max: 1e7, noNaN: true }), { nil: null }),
        fc.option(fc.double({ min: 0, max: 1e7, noNaN: true }), { nil: null }),
        fc.constantFrom(...currencies),
        fc.constantFrom(...salaryUnits),
        (from, to, currency, unit) => {
          const range = normaliseSalary({ from, to, currency, unit }, rates);
          if (from === null && to === null) expect(range).toBeNull();
          else {
            expect(range).not.toBeNull();
            expect(range!.min).toBeGreaterThanOrEqual(0);
            expect(range!.min).toBeLessThanOrEqual(range!.max);
          }
        },
      ),
    );
  });

  it('orders employment types largest top pay first, monthly in the base currency; no pay last', () => {
    const permanent = { from: 18_000, to: 22_000, currency: 'PLN', unit: 'month' } as const;
    const hourly = { from: 120, to: 150, currency: 'PLN', unit: 'hour' } as const; // 25,200 a month
    const euros = { from: 4_000, to: 5_000, currency: 'EUR', unit: 'month' } as const; // 21,250 PLN
    const unpaid = { from: null, to: null, currency: 'PLN', unit: 'month' } as const;
    expect(byLargestSalary([unpaid, permanent, euros, hourly], rates)).toEqual([
      hourly,
      permanent,
      euros,
      unpaid,
    ]);
    // Equal pay and no pay keep the offer's order.
    const same = { ...permanent };
    expect(byLargestSalary([permanent, same, unpaid], rates)).toEqual([permanent, same, unpaid]);
    expect(byLargestSalary([permanent, same], rates)[1]).toBe(same);
  });
});

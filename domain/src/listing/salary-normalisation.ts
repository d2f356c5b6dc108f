import type { Currency, SalaryUnit } from '../catalogue';
import type { SalaryRange } from './filter-values';

/**
 * Salaries are compared as MONTHLY amounts in the tenant's base currency (PLN on both boards): the
 * salary filter, the salary sort and the search index all use these functions, so an offer paid
 * 150 PLN per hour and one paid 25,200 PLN per month meet the same filter.
 */

/** Working hours in a month: 21 working days of 8 hours. */
export const hoursPerMonth = 168;
/** Working days in a month. */
export const daysPerMonth = 21;
export const monthsPerYear = 12;

/**
 * How many units of the base currency one unit of each currency is worth; the base currency itself
 * is 1. Fixed rates from configuration, not a live feed: a filter must give the same answer all day.
 */
export type ExchangeRates = Readonly<Record<Currency, number>>;

/**
 * The default rates for the PLN boards: NBP mid rates of late 2025, rounded to 0.05 PLN
 * (1 EUR = 4.25 PLN, 1 USD = 3.70 PLN). Change them in one place; a changed rate takes effect in the
 * index when offers are re-indexed (a rebuild), and in filters at once.
 */
export const defaultExchangeRates: ExchangeRates = { PLN: 1, EUR: 4.25, USD: 3.7 };

/** Amounts are kept to the grosz: the index and the filter round the same way, so bounds meet exactly. */
function toCents(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/** An amount per `unit` as a monthly amount: hour × 168, day × 21, year ÷ 12. */
export function monthlyAmount(amount: number, unit: SalaryUnit): number {
  switch (unit) {
    case 'hour':
      return amount * hoursPerMonth;
    case 'day':
      return amount * daysPerMonth;
    case 'month':
      return amount;
    case 'year':
      return amount / monthsPerYear;
    default: {
      const unknown: never = unit;
      throw new Error(`Unknown salary unit ${String(unknown)}`);
    }
  }
}

/** An amount in `currency` expressed in the base currency. */
export function toBaseCurrency(amount: number, currency: Currency, rates: ExchangeRates): number {
  return amount * rates[currency];
}

/**
 * An amount in `from` shown in `to` (the offer page's currency toggle, a list opened with
 * `?currency=`): through the base currency with the same fixed rates, to whole units, as a
 * candidate reads an approximate amount. The same currency is returned unchanged.
 */
export function convertAmount(amount: number, from: Currency, to: Currency, rates: ExchangeRates): number {
  if (from === to) return amount;
  return Math.round(toBaseCurrency(amount, from, rates) / rates[to]);
}

/** A monthly amount in the base currency, rounded to the grosz. */
export function normaliseAmount(
  amount: number,
  unit: SalaryUnit,
  currency: Currency,
  rates: ExchangeRates,
): number {
  return toCents(toBaseCurrency(monthlyAmount(amount, unit), currency, rates));
}

export interface StatedSalary {
  readonly from: number | null;
  readonly to: number | null;
  readonly currency: Currency;
  readonly unit: SalaryUnit;
}

/**
 * An employment type's pay as a monthly range in the base currency, or null when it states none.
 * One stated end stands for both (an offer saying "from 10,000" is matched as paying 10,000); ends
 * given the wrong way round are ordered.
 */
export function normaliseSalary(salary: StatedSalary, rates: ExchangeRates): SalaryRange | null {
  const from = salary.from ?? salary.to;
  const to = salary.to ?? salary.from;
  if (from === null || to === null) return null;
  const low = normaliseAmount(Math.min(from, to), salary.unit, salary.currency, rates);
  const high = normaliseAmount(Math.max(from, to), salary.unit, salary.currency, rates);
  return { min: low, max: high };
}

/**
 * The salary filter (monthly, in the candidate's `currency`; null = the base currency) as a monthly
 * range in the base currency.
 */
export function salaryFilterInBase(
  range: SalaryRange,
  currency: Currency | null,
  rates: ExchangeRates,
): SalaryRange {
  if (currency === null) return { min: toCents(range.min), max: toCents(range.max) };
  return {
    min: normaliseAmount(range.min, 'month', currency, rates),
    max: normaliseAmount(range.max, 'month', currency, rates),
  };
}

/**
 * Employment types largest pay first (spec §1 `sortEmploymentTypesByLargestSalary`, §4 "the largest
 * employment type first"): compared by their top end as a monthly amount in the base currency, so
 * 150 PLN an hour outranks 20,000 PLN a month. Types stating no pay keep their order after the
 * others; equal pay keeps the offer's order.
 */
export function byLargestSalary<Type extends StatedSalary>(
  types: readonly Type[],
  rates: ExchangeRates,
): readonly Type[] {
  const top = (type: Type) => normaliseSalary(type, rates)?.max ?? -1;
  return types
    .map((type, index) => ({ type, index, top: top(type) }))
    .sort((a, b) => b.top - a.top || a.index - b.index)
    .map(({ type }) => type);
}

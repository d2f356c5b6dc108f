import type { Currency } from '../catalogue';

/**
 * Raw query values read as one value (spec §5 "Filters"), apart from the rest of the filters' rules:
 * the offer page reads its `?currency=` with them and no more of the list's code (issue 13).
 */

/** The strings a raw value holds, in order: a string, repeated values (array), or qs's `{0: 'a', 1: 'b'}`. */
export function rawStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).filter(([key]) => /^\d+$/.test(key));
    return entries
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([, item]) => item as unknown)
      .filter((item): item is string => typeof item === 'string');
  }
  return [];
}

/** The value of a single-valued parameter: exactly one string, else nothing. */
export function singleValue(value: unknown): string | undefined {
  const strings = rawStrings(value);
  return strings.length === 1 ? strings[0] : undefined;
}

/** A currency the tenant offers (any letter case), else none (the active currency applies). */
export function parseCurrency(value: unknown, offered: readonly Currency[]): Currency | null {
  const code = singleValue(value)?.trim().toUpperCase();
  return offered.find((currency) => currency === code) ?? null;
}

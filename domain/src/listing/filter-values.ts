import { listPageSize, maxItemsCount } from '../offers/listing';
import { defaultRangeBounds } from '../tenant-config/filter-params';
import type { DistanceOption, FilterOption, FilterParam } from '../tenant-config/types';
import { rawStrings, singleValue } from './raw-values';

export { parseCurrency, rawStrings, singleValue } from './raw-values';

/**
 * How one raw query value becomes one filter value (spec §5 "Filters"). Every function takes
 * whatever a URL or query parser produced (`unknown`) and never throws: what breaks a rule is dropped.
 */

/** Comma-separated items of every string, trimmed, empty ones dropped. */
export function listItems(value: unknown): string[] {
  return rawStrings(value)
    .flatMap((text) => text.split(','))
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** Multiselect: the options named by the items, in config order, each once; unknown items are ignored. */
export function pickOptions<Value extends string>(
  items: readonly string[],
  options: readonly FilterOption<Value>[],
  matchValues = false,
): Value[] {
  const named = new Set(items);
  return options
    .filter((option) => named.has(option.slug) || (matchValues && named.has(option.value)))
    .map((option) => option.value);
}

/** Boolean: on only when the parameter holds exactly one value, equal to the boolean slug. */
export function parseBooleanSlug(value: unknown, booleanSlug: string): boolean {
  const strings = rawStrings(value);
  return strings.length === 1 && strings[0] === booleanSlug;
}

export interface SalaryRange {
  readonly min: number;
  readonly max: number;
}

export interface RangeBounds {
  readonly min: number;
  readonly max: number;
}

/** The bounds a range parameter accepts: its `validation`, else 0 to 1,000,000 (spec §5). */
export function rangeBounds(param: FilterParam | undefined): RangeBounds {
  return {
    min: param?.validation?.min ?? defaultRangeBounds.min,
    max: param?.validation?.max ?? defaultRangeBounds.max,
  };
}

const decimal = /^\d+(\.\d+)?$/;

/** One end as written: empty = the bound, a plain decimal (kept to 2 places), anything else = invalid. */
function rangeEnd(text: string, bound: number): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return bound;
  if (!decimal.test(trimmed)) return undefined;
  return Math.round(Number(trimmed) * 100) / 100;
}

/**
 * Range from its two written ends: both numeric (or empty, then filled with min or max), within the
 * bounds, first ≤ second; the whole range means no filter.
 */
export function rangeFromEnds(minText: string, maxText: string, bounds: RangeBounds): SalaryRange | null {
  const min = rangeEnd(minText, bounds.min);
  const max = rangeEnd(maxText, bounds.max);
  if (min === undefined || max === undefined) return null;
  if (min < bounds.min || max > bounds.max || min > max) return null;
  if (min === bounds.min && max === bounds.max) return null;
  return { min, max };
}

/** Range in its URL form `min,max`: exactly two values, else dropped. */
export function parseRange(value: unknown, bounds: RangeBounds): SalaryRange | null {
  const strings = rawStrings(value);
  if (strings.length === 0) return null;
  const ends = strings.join(',').split(',');
  if (ends.length !== 2) return null;
  return rangeFromEnds(ends[0] ?? '', ends[1] ?? '', bounds);
}

/** At most this many values per free-text filter: a bound on what one URL can ask the search for. */
export const maxFreeTextValues = 20;

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Lone UTF-16 surrogates (which no URL can carry) become U+FFFD. */
export function wellFormed(text: string): string {
  return text.replace(loneSurrogate, '\uFFFD');
}

/**
 * One free-text value as the filter keeps it: whitespace, control characters and commas (the list
 * separator) collapse to one space, ends trimmed, cut to `maxLength` characters (code points).
 */
export function normaliseFreeText(text: string, maxLength: number): string {
  const collapsed = wellFormed(text)
    .replace(/[\s\p{Cc},]+/gu, ' ')
    .trim();
  return Array.from(collapsed).slice(0, maxLength).join('').trimEnd();
}

/** Free-text multiselect (keyword, skills, titles, companies): any non-empty text, each once. */
export function parseFreeText(value: unknown, maxLength: number): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const item of rawStrings(value).flatMap((text) => text.split(','))) {
    const text = normaliseFreeText(item, maxLength);
    const identity = text.toLowerCase();
    if (text === '' || seen.has(identity)) continue;
    seen.add(identity);
    kept.push(text);
    if (kept.length === maxFreeTextValues) break;
  }
  return kept;
}

/** Radius: one of the configured distances; 0 ("this city only") is no radius. */
export function parseRadius(text: string | undefined, options: readonly DistanceOption[]): number | null {
  if (text === undefined || !decimal.test(text)) return null;
  const km = Number(text);
  return options.some((option) => option.km === km) && km > 0 ? km : null;
}

export const sortFields = ['published', 'newest', 'salary'] as const;
export type SortField = (typeof sortFields)[number];
export const sortOrders = ['ASC', 'DESC'] as const;
export type SortOrder = (typeof sortOrders)[number];

export interface ListSort {
  readonly sortBy: SortField;
  readonly orderBy: SortOrder;
}

export const defaultSort: ListSort = { sortBy: 'published', orderBy: 'DESC' };

function isSortField(value: string | undefined): value is SortField {
  return value !== undefined && (sortFields as readonly string[]).includes(value);
}

/** An unknown sort falls back to published descending; a known one without a valid order sorts descending. */
export function parseSort(sortBy: unknown, orderBy: unknown): ListSort {
  const field = singleValue(sortBy);
  if (!isSortField(field)) return defaultSort;
  return { sortBy: field, orderBy: singleValue(orderBy)?.toUpperCase() === 'ASC' ? 'ASC' : 'DESC' };
}

function wholeNumber(value: unknown): number | undefined {
  const text = singleValue(value)?.trim();
  if (text === undefined || !/^\d+$/.test(text)) return undefined;
  const number = Number(text);
  return Number.isSafeInteger(number) ? number : undefined;
}

/** `from`: an offset ≥ 0, else 0. */
export function parseFrom(value: unknown): number {
  return wholeNumber(value) ?? 0;
}

/** `itemsCount`: 1 to 100, else 100 (one page). */
export function parseItemsCount(value: unknown): number {
  const count = wholeNumber(value);
  return count !== undefined && count >= 1 && count <= maxItemsCount ? count : listPageSize;
}

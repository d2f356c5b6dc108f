import type { Request } from 'express';
import { parseApiFilters } from '@tablica/domain/listing/api-query';
import type { ListFilters } from '@tablica/domain/listing/filters';
import { tenantConfig } from '@tablica/domain/tenant-config/tenant-config';

const nestedQueryKey = /^query\[([^\]]+)\](.*)$/;
const salaryCurrenciesKey = /^salaryCurrencies(\[\d*\])?$/;

const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.filter((item) => typeof item === 'string')
      : [];

/**
 * The candidate API's query in the form `parseApiFilters` reads. Besides the by-cursor form's keys
 * (spec §7) it takes the paginated form's bracket-array `query[keywords][0]=…` (the filters nested
 * under `query`), a plain `query=text` as one more keyword, and `salaryCurrencies[0]` as the salary
 * filter's currency when `currency` is absent.
 */
export function apiQuery(query: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const flat: Record<string, unknown> = {};
  const keywords: string[] = [];
  let salaryCurrency: string | undefined;
  for (const [key, value] of Object.entries(query)) {
    const nested = nestedQueryKey.exec(key);
    if (nested) flat[`${nested[1]}${nested[2]}`] = value;
    else if (key === 'query' && typeof value === 'object' && value !== null && !Array.isArray(value))
      Object.assign(flat, value);
    else if (key === 'query') keywords.push(...strings(value));
    else if (salaryCurrenciesKey.test(key)) salaryCurrency ??= strings(value)[0];
    else flat[key] = value;
  }
  if (keywords.length > 0) flat['keywords[]'] = [...strings(flat['keywords[]']), ...keywords];
  if (salaryCurrency !== undefined && flat.currency === undefined) flat.currency = salaryCurrency;
  return flat;
}

/** The request's list filters (spec §5): never throws, invalid values are dropped. */
export function requestFilters(req: Request): ListFilters {
  return parseApiFilters(apiQuery(req.query as Record<string, unknown>), tenantConfig(req.tenant));
}

/** A `Version` header other than 2 (spec §7: these endpoints speak version 2); absent means 2. */
export function acceptsVersion2(req: Request): boolean {
  const version = req.get('version');
  return version === undefined || version.trim() === '2';
}

import type { EmploymentTypeKind } from '@tablica/domain/catalogue';
import { defaultExchangeRates, type ExchangeRates } from '@tablica/domain/listing/salary-normalisation';
import { employmentTypeKinds } from '@tablica/domain/catalogue';
import { planFilters, type FilterPlan } from './filter-plan';
import type { SearchScope } from './port';

/**
 * Meilisearch filter expressions for the list filters: the same `FilterPlan` the PostgreSQL adapter
 * applies, over the attributes of `MeiliOfferDocument` (meilisearch.ts). Texts are matched as whole
 * folded words through `*Terms` arrays, never through `q`, so both adapters find the same offers.
 */

/** A string literal of the filter language: double quotes, `"` and `\` escaped (Meilisearch ≥ 1.4). */
export function quote(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

function number(value: number): string {
  if (!Number.isFinite(value)) throw new Error(`Not a finite number: ${value}`);
  return String(value);
}

function list(values: readonly string[]): string {
  return `[${values.map(quote).join(', ')}]`;
}

function all(conditions: readonly string[]): string {
  return conditions.length === 1 ? (conditions[0] ?? '') : `(${conditions.join(' AND ')})`;
}

function any(conditions: readonly string[]): string {
  return conditions.length === 1 ? (conditions[0] ?? '') : `(${conditions.join(' OR ')})`;
}

/** Each word a value of `attribute` (an array of words). */
function words(attribute: string, values: readonly string[]): string {
  return all(values.map((word) => `${attribute} = ${quote(word)}`));
}

/** The plan's conditions (without tenant and expiry). */
export function planConditions(plan: FilterPlan): string[] {
  const conditions: string[] = [];
  if (plan.subcategories.length > 0) conditions.push(`categoryKeys IN ${list(plan.subcategories)}`);
  else if (plan.category !== null) conditions.push(`categoryKeys = ${quote(plan.category)}`);

  if (plan.city) {
    const inCity = `citySlugs = ${quote(plan.city.slug)}`;
    conditions.push(
      plan.city.radiusMeters === null
        ? inCity
        : any([
            inCity,
            `_geoRadius(${number(plan.city.latitude)}, ${number(plan.city.longitude)}, ${number(Math.round(plan.city.radiusMeters))})`,
          ]),
    );
  }

  if (plan.keywordWords.length > 0) conditions.push(words('keywordTerms', plan.keywordWords));
  if (plan.titleChips.length > 0)
    conditions.push(any(plan.titleChips.map((chip) => words('titleTerms', chip))));
  if (plan.companyChips.length > 0)
    conditions.push(any(plan.companyChips.map((chip) => words('companyTerms', chip))));
  if (plan.skillKeys.length > 0) conditions.push(words('skillKeys', plan.skillKeys));

  const kinds: readonly EmploymentTypeKind[] = plan.employmentKinds ?? employmentTypeKinds;
  if (plan.salary) {
    const { min, max } = plan.salary;
    conditions.push(
      any(
        kinds.map((kind) => all([`pay.${kind}.min <= ${number(max)}`, `pay.${kind}.max >= ${number(min)}`])),
      ),
    );
  }
  if (plan.withSalary)
    conditions.push(plan.employmentKinds === null ? 'withSalary = true' : `salaryKinds IN ${list(kinds)}`);
  if (plan.employmentKinds !== null) conditions.push(`employmentKinds IN ${list(plan.employmentKinds)}`);

  if (plan.experienceLevels.length > 0) conditions.push(`experienceLevel IN ${list(plan.experienceLevels)}`);
  if (plan.workingTimes.length > 0) conditions.push(`workingTime IN ${list(plan.workingTimes)}`);
  if (plan.workplaceTypes.length > 0) conditions.push(`workplaceType IN ${list(plan.workplaceTypes)}`);
  if (plan.ukraineFriendly) conditions.push('ukraineFriendly = true');
  if (plan.remote) conditions.push('remote = true');
  return conditions;
}

/**
 * The filter of a scope: the tenant's offers active at `now` (tombstones lack `expiredAtMs`, so no
 * filter ever finds them) that the list filters find. `rates` convert the salary filter's currency.
 */
export function buildMeiliFilter(scope: SearchScope, rates: ExchangeRates = defaultExchangeRates): string {
  const plan = planFilters(scope.tenant, scope.filters, rates);
  return [
    `tenant = ${quote(scope.tenant)}`,
    `expiredAtMs > ${number(scope.now.getTime())}`,
    ...(scope.appeared ? [`newestAtMs > ${number(scope.appeared.after.getTime())}`] : []),
    ...(scope.appeared?.until ? [`newestAtMs <= ${number(scope.appeared.until.getTime())}`] : []),
    ...planConditions(plan),
  ].join(' AND ');
}

/** The sort of `SearchIndex.search` in Meilisearch terms (offers without pay sort last either way). */
export function buildMeiliSort(plan: Pick<FilterPlan, 'sort'>): string[] {
  const direction = plan.sort.orderBy === 'ASC' ? 'asc' : 'desc';
  switch (plan.sort.sortBy) {
    case 'published':
      return [`publishedAtMs:${direction}`, `offerId:${direction}`];
    case 'newest':
      return [`newestAtMs:${direction}`, `offerId:${direction}`];
    case 'salary':
      return [
        direction === 'asc' ? 'salarySortAsc:asc' : 'salarySortDesc:desc',
        'publishedAtMs:desc',
        'offerId:desc',
      ];
    default: {
      const unknown: never = plan.sort.sortBy;
      throw new Error(`Unknown sort ${String(unknown)}`);
    }
  }
}

import { employmentTypeKinds } from '@tablica/domain/catalogue';
import { payByKind, type FilterPlan } from './filter-plan';
import type { SearchDocument, SearchScope } from './port';
import { searchWords, skillKey } from './text';

/**
 * The list filters applied to one document in memory, as both adapters apply them (port.ts matching
 * rules, the same `FilterPlan`): what the job alert digests use to match each new offer against every
 * stored filter once per slot instead of asking the index once per alert. `searchIndexContract`'s
 * filter cases hold for it too (filter-match.test.ts).
 */
export interface MatchableDocument {
  readonly document: SearchDocument;
  /** Folded words of the title, the company, and of everything a keyword looks at. */
  readonly titleWords: ReadonlySet<string>;
  readonly companyWords: ReadonlySet<string>;
  readonly keywordWords: ReadonlySet<string>;
  readonly skillKeys: ReadonlySet<string>;
  readonly categoryKeys: readonly string[];
  readonly employmentKinds: ReadonlySet<string>;
  readonly pay: ReturnType<typeof payByKind>;
  /** `expiredAt` and `newestAt` in milliseconds (parsed once, not per filter). */
  readonly expiredAtMs: number;
  readonly newestAtMs: number;
}

/** A document's words and keys, worked out once for any number of filters. */
export function matchable(document: SearchDocument): MatchableDocument {
  const titleWords = new Set(searchWords(document.title));
  const companyWords = new Set(searchWords(document.companyName));
  const keywordWords = new Set([
    ...titleWords,
    ...companyWords,
    ...document.skills.flatMap(searchWords),
    ...document.locations.flatMap((location) => searchWords(location.city)),
  ]);
  return {
    document,
    titleWords,
    companyWords,
    keywordWords,
    skillKeys: new Set(document.skills.map(skillKey)),
    categoryKeys:
      document.parentCategoryId === null
        ? [document.categoryId]
        : [document.categoryId, document.parentCategoryId],
    employmentKinds: new Set(document.employmentTypes.map((type) => type.type)),
    pay: payByKind(document.employmentTypes),
    expiredAtMs: Date.parse(document.expiredAt),
    newestAtMs: Date.parse(document.newestAt),
  };
}

const byCategory = new WeakMap<readonly MatchableDocument[], Map<string, MatchableDocument[]>>();

/**
 * The documents a plan can match at all, by its category or subcategories (most saved searches name
 * one): looked up in an index of `documents` by category key, made once per array and kept while the
 * array lives, so thousands of filters matched against one set of new offers each look at their
 * category's share only. Order as in `documents`; `matchesPlan` still decides.
 */
export function candidatesFor(
  plan: FilterPlan,
  documents: readonly MatchableDocument[],
): readonly MatchableDocument[] {
  const keys = plan.subcategories.length > 0 ? plan.subcategories : plan.category ? [plan.category] : [];
  if (keys.length === 0) return documents;
  let index = byCategory.get(documents);
  if (!index) {
    index = new Map();
    for (const target of documents)
      for (const key of target.categoryKeys) {
        const list = index.get(key);
        if (list) list.push(target);
        else index.set(key, [target]);
      }
    byCategory.set(documents, index);
  }
  if (keys.length === 1) return index.get(keys[0]!) ?? [];
  const found = new Set(keys.flatMap((key) => index.get(key) ?? []));
  return documents.filter((target) => found.has(target));
}

/** PostgreSQL earthdistance's sphere (`earth()`), so a radius cuts where the SQL adapter cuts. */
const earthRadiusMeters = 6378168;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in metres. */
export function distanceMeters(
  a: { readonly latitude: number; readonly longitude: number },
  b: { readonly latitude: number; readonly longitude: number },
): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * earthRadiusMeters * Math.asin(Math.min(1, Math.sqrt(h)));
}

const allOf = (words: readonly string[], within: ReadonlySet<string>) =>
  words.every((word) => within.has(word));

/** Whether the plan's filters (and the scope's clock and window) find this document. */
export function matchesPlan(
  plan: FilterPlan,
  target: MatchableDocument,
  scope: Pick<SearchScope, 'tenant' | 'now' | 'appeared'>,
): boolean {
  const { document } = target;
  if (document.tenant !== scope.tenant) return false;
  if (target.expiredAtMs <= scope.now.getTime()) return false;
  if (scope.appeared) {
    const newest = target.newestAtMs;
    if (newest <= scope.appeared.after.getTime()) return false;
    if (scope.appeared.until && newest > scope.appeared.until.getTime()) return false;
  }
  if (plan.subcategories.length > 0) {
    if (!plan.subcategories.some((key) => target.categoryKeys.includes(key))) return false;
  } else if (plan.category !== null && !target.categoryKeys.includes(plan.category)) return false;

  if (plan.city) {
    const { city } = plan;
    const found = document.locations.some(
      (location) =>
        location.citySlug === city.slug ||
        (city.radiusMeters !== null && distanceMeters(city, location) <= city.radiusMeters),
    );
    if (!found) return false;
  }

  if (!allOf(plan.keywordWords, target.keywordWords)) return false;
  if (plan.titleChips.length > 0 && !plan.titleChips.some((chip) => allOf(chip, target.titleWords)))
    return false;
  if (plan.companyChips.length > 0 && !plan.companyChips.some((chip) => allOf(chip, target.companyWords)))
    return false;
  if (!plan.skillKeys.every((key) => target.skillKeys.has(key))) return false;

  const kinds = plan.employmentKinds ?? employmentTypeKinds;
  if (plan.salary) {
    const { min, max } = plan.salary;
    if (
      !kinds.some(
        (kind) => (target.pay[kind]?.min ?? Infinity) <= max && (target.pay[kind]?.max ?? -Infinity) >= min,
      )
    )
      return false;
  }
  if (plan.withSalary) {
    const paid =
      plan.employmentKinds === null
        ? document.withSalary
        : kinds.some((kind) => target.pay[kind] !== undefined);
    if (!paid) return false;
  }
  if (plan.employmentKinds !== null && !plan.employmentKinds.some((kind) => target.employmentKinds.has(kind)))
    return false;

  if (plan.experienceLevels.length > 0 && !plan.experienceLevels.includes(document.experienceLevel))
    return false;
  if (plan.workingTimes.length > 0 && !plan.workingTimes.includes(document.workingTime)) return false;
  if (plan.workplaceTypes.length > 0 && !plan.workplaceTypes.includes(document.workplaceType)) return false;
  if (plan.ukraineFriendly && !document.ukraineFriendly) return false;
  if (plan.remote && !document.remote) return false;
  return true;
}

/** `newest` descending, ties by offer id descending: the order of a digest (port: `search`). */
export function newestFirst(a: MatchableDocument, b: MatchableDocument): number {
  const byTime = b.newestAtMs - a.newestAtMs;
  if (byTime !== 0) return byTime;
  const [first, second] = [a.document.offerId, b.document.offerId];
  return first < second ? 1 : first > second ? -1 : 0;
}

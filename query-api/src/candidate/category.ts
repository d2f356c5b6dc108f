import { allCategories } from '@tablica/domain/tenant-config/tenant-config';
import type { CategoryConfig, Locale, TenantConfig } from '@tablica/domain/tenant-config/types';

/**
 * A category as the candidate API describes an offer's (spec §3): the tree position in nested-set
 * form (`lft`/`rgt`, `depth` 0 for main categories), both spellings of the parent. The tree is
 * configuration, not data: `created_at`/`updated_at` are null.
 */
export interface CandidateCategory {
  readonly id: string;
  readonly slug: string;
  readonly label: string;
  readonly icon: string | null;
  readonly children_count: number;
  readonly depth: number;
  readonly lft: number;
  readonly rgt: number;
  readonly parent_id: string | null;
  readonly parentId: string | null;
  readonly created_at: null;
  readonly updated_at: null;
}

const positions = new WeakMap<TenantConfig, ReadonlyMap<string, { lft: number; rgt: number }>>();

/** Nested-set numbers of the tree, in config order. */
function nestedSet(config: TenantConfig): ReadonlyMap<string, { lft: number; rgt: number }> {
  let known = positions.get(config);
  if (!known) {
    const numbers = new Map<string, { lft: number; rgt: number }>();
    let next = 1;
    const visit = (category: CategoryConfig) => {
      const lft = next++;
      category.children.forEach(visit);
      numbers.set(category.key, { lft, rgt: next++ });
    };
    config.categories.forEach(visit);
    positions.set(config, numbers);
    known = numbers;
  }
  return known;
}

export function candidateCategory(
  config: TenantConfig,
  key: string,
  locale: Locale,
): CandidateCategory | null {
  const category = allCategories(config).find((candidate) => candidate.key === key);
  const place = nestedSet(config).get(key);
  if (!category || !place) return null;
  return {
    id: category.key,
    slug: category.slug,
    label: category.label[locale],
    icon: category.icon,
    children_count: category.children.length,
    depth: category.parentKey === null ? 0 : 1,
    lft: place.lft,
    rgt: place.rgt,
    parent_id: category.parentKey,
    parentId: category.parentKey,
    created_at: null,
    updated_at: null,
  };
}

/**
 * What every offer the candidate side serves gets at reading time: its category in the reader's
 * language (the subcategory when it has one), and `isAppliedTo`: whether the signed-in candidate
 * applied to it (`applied`, the offers they did among those served; null for everyone else).
 */
export function forCandidate<
  Item extends {
    readonly categoryId: string;
    readonly subcategoryId?: string | null;
    readonly guid?: string;
  },
>(
  config: TenantConfig,
  locale: Locale,
  item: Item,
  applied: ReadonlySet<string> | null = null,
): Item & { readonly category: CandidateCategory | null; readonly isAppliedTo: boolean } {
  return {
    ...item,
    category:
      candidateCategory(config, item.subcategoryId ?? item.categoryId, locale) ??
      candidateCategory(config, item.categoryId, locale),
    isAppliedTo: item.guid !== undefined && applied !== null && applied.has(item.guid),
  };
}

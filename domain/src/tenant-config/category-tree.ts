import type { CategoryIcon } from './category-icons';
import type { CategoryConfig, CategoryRedirect, Translated } from './types';

/** How a board's category list is written down; `categoryTree` adds order and parent links. */
export interface CategorySpec {
  readonly key: string;
  /** Defaults to the key. */
  readonly slug?: string;
  readonly label: Translated;
  readonly icon?: CategoryIcon;
  readonly isMain?: boolean;
  readonly redirectTo?: CategoryRedirect;
  readonly children?: readonly CategorySpec[];
}

/** Orders siblings as written (from 1) and links children to their parent. */
export function categoryTree(
  specs: readonly CategorySpec[],
  parentKey: string | null = null,
): readonly CategoryConfig[] {
  return specs.map((spec, index) => ({
    key: spec.key,
    slug: spec.slug ?? spec.key,
    label: spec.label,
    order: index + 1,
    icon: spec.icon ?? null,
    parentKey,
    isMain: spec.isMain ?? false,
    children: categoryTree(spec.children ?? [], spec.key),
    ...(spec.redirectTo ? { static: true, redirectTo: spec.redirectTo } : {}),
  }));
}

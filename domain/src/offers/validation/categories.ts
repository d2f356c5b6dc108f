/** A category as the offer form needs it: main categories have no parent. */
export interface OfferCategory {
  readonly id: string;
  readonly parentId: string | null;
}

/** Spec §5: category required; subcategory required when the category has children. */
export function categoryProblem(
  categories: readonly OfferCategory[],
  categoryId: string,
  subcategoryId: string | null,
): {
  readonly field: 'categoryId' | 'subcategoryId';
  readonly code: 'errors.invalidOption' | 'errors.required';
} | null {
  if (!categories.some((category) => category.id === categoryId && category.parentId === null))
    return { field: 'categoryId', code: 'errors.invalidOption' };
  const children = categories.filter((category) => category.parentId === categoryId);
  if (children.length === 0)
    return subcategoryId === null ? null : { field: 'subcategoryId', code: 'errors.invalidOption' };
  if (subcategoryId === null) return { field: 'subcategoryId', code: 'errors.required' };
  return children.some((child) => child.id === subcategoryId)
    ? null
    : { field: 'subcategoryId', code: 'errors.invalidOption' };
}

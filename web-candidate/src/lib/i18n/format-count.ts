const finnish = new Intl.NumberFormat('fi-FI', { maximumFractionDigits: 2 });

/**
 * Counts and amounts use Finnish grouping ("12 345") in both languages (spec §9). ICU versions
 * differ in which space they emit; pinning it to a no-break space keeps the server's and the
 * browser's text identical, so hydration never sees a mismatch.
 */
export function formatCount(value: number): string {
  return finnish.format(value).replace(/\s/g, '\u00a0');
}

/** Spec §9 "Lookalike banner random, cached 1 h": the pick for an offer is kept an hour on the device. */
export const lookalikePickTtlMs = 60 * 60 * 1000;
const key = (slug: string) => `tablica.lookalikePick.${slug}`;

/**
 * One of `candidates` (slugs) for the offer `slug`: the one picked within the last hour while it is
 * still among them, else a new random one, remembered (localStorage; without storage, a new pick).
 */
export function pickLookalike(
  slug: string,
  candidates: readonly string[],
  now: number = Date.now(),
  random: () => number = Math.random,
): string | null {
  if (candidates.length === 0) return null;
  try {
    const kept = JSON.parse(window.localStorage.getItem(key(slug)) ?? 'null') as {
      slug?: unknown;
      at?: unknown;
    } | null;
    if (
      kept &&
      typeof kept.slug === 'string' &&
      typeof kept.at === 'number' &&
      now - kept.at < lookalikePickTtlMs &&
      candidates.includes(kept.slug)
    )
      return kept.slug;
  } catch {
    // Junk or no storage: a new pick.
  }
  const picked = candidates[Math.floor(random() * candidates.length)] ?? candidates[0]!;
  try {
    window.localStorage.setItem(key(slug), JSON.stringify({ slug: picked, at: now }));
  } catch {
    // Not remembered: the next page picks again.
  }
  return picked;
}

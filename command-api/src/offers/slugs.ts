import { randomBytes } from 'node:crypto';
import { IllegalStateError, NotFoundError } from '@tablica/domain/errors';
import { slugify } from '@tablica/domain/offers/listing';
import type { Queryable } from '@tablica/platform/postgres/pool';

/**
 * The v1 paths name an offer by its slug; `offer_slug` (written only here) says which stream that is.
 * A slug is registered when its stream is created, before the first append, and never changes.
 */
export interface OfferSlug {
  readonly slug: string;
  readonly offerId: string;
}

export const offerNotFound = () => new NotFoundError('offer.not_found', 'There is no such offer.');

/** `senior-typescript-developer-1f3a9c0b`: the title (or `offer`) and 8 random hex digits. */
export function newOfferSlug(title: string | null | undefined): string {
  const base =
    slugify(title ?? '')
      .slice(0, 80)
      .replace(/-+$/, '') || 'offer';
  return `${base}-${randomBytes(4).toString('hex')}`;
}

/**
 * Registers a fresh slug for `offerId` on `tenant`; a slug already taken (8 hex digits can meet)
 * gets a new suffix; an offer that has a slug already is `offer.already_exists`.
 */
export async function registerOfferSlug(
  db: Queryable,
  input: { readonly tenant: string; readonly offerId: string; readonly title?: string | null },
): Promise<OfferSlug> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const slug = newOfferSlug(input.title);
    const inserted = await db.query(
      'INSERT INTO offer_slug (slug, offer_id, tenant) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
      [slug, input.offerId, input.tenant],
    );
    if (inserted.rowCount === 1) return { slug, offerId: input.offerId };
    // Not the slug's clash but the offer's: it has its slug (a second run of the seed, say).
    const named = await db.query('SELECT 1 FROM offer_slug WHERE offer_id = $1', [input.offerId]);
    if ((named.rowCount ?? 0) > 0)
      throw new IllegalStateError('offer.already_exists', 'This offer already exists.');
  }
  throw new Error('No free offer slug after 5 attempts.');
}

/** Records a slug chosen elsewhere (the direct publication path makes its own). */
export async function recordOfferSlug(
  db: Queryable,
  input: { readonly tenant: string; readonly offerId: string; readonly slug: string },
): Promise<void> {
  await db.query('INSERT INTO offer_slug (slug, offer_id, tenant) VALUES ($1, $2, $3)', [
    input.slug,
    input.offerId,
    input.tenant,
  ]);
}

/** Undoes a registration whose stream was never created (the first append failed). */
export async function forgetOfferSlug(db: Queryable, slug: string): Promise<void> {
  await db.query('DELETE FROM offer_slug WHERE slug = $1', [slug]);
}

/** The offer named `slug` on this brand; another brand's slug is no offer (404). */
export async function resolveOfferSlug(db: Queryable, tenant: string, slug: string): Promise<OfferSlug> {
  const { rows } = await db.query<{ offer_id: string }>(
    'SELECT offer_id FROM offer_slug WHERE slug = $1 AND tenant = $2',
    [slug, tenant],
  );
  const row = rows[0];
  if (!row) throw offerNotFound();
  return { slug, offerId: row.offer_id };
}

import type { BrandStoryEvent } from '@tablica/domain/brand-stories/events';
import type { PoolClient } from '@tablica/platform/postgres/pool';

/**
 * The read models that show a company's brand story beside its offers (offer-details, offer-views,
 * search-index) each keep the published cards in a table of their own (`company_id`, `slug`,
 * `cover_photo_url`, `short_description`), written here from the brand-story events.
 */
export async function keepBrandStory(tx: PoolClient, table: string, event: BrandStoryEvent): Promise<void> {
  if (event.type === 'BrandStoryWithdrawn') {
    await tx.query(`DELETE FROM ${table} WHERE company_id = $1`, [event.data.companyId]);
    return;
  }
  const { companyId, slug, coverPhotoUrl, shortDescription } = event.data;
  await tx.query(
    `INSERT INTO ${table} (company_id, slug, cover_photo_url, short_description) VALUES ($1, $2, $3, $4)
     ON CONFLICT (company_id) DO UPDATE SET slug = excluded.slug, cover_photo_url = excluded.cover_photo_url,
       short_description = excluded.short_description`,
    [companyId, slug, coverPhotoUrl, shortDescription],
  );
}

/** The card (`StoryCard`) of the story row `alias`, or null where a LEFT JOIN found none. */
export const storyCardSql = (alias: string) =>
  `CASE WHEN ${alias}.company_id IS NOT NULL THEN jsonb_build_object('slug', ${alias}.slug,
     'coverPhotoUrl', ${alias}.cover_photo_url, 'shortDescription', ${alias}.short_description) END`;

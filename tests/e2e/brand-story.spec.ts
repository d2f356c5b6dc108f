import { expect, test } from '@playwright/test';

/**
 * A company's public brand story (spec §2 `/brands/story/{slug}`): the story and the company's active
 * offers, as many as the brand-story list counts, each card leading to its offer page; a slug that
 * names no published story is the board's 404 page.
 */

const texts = {
  pl: { about: 'O nas', offers: 'Oferty pracy: ', notFound: 'Nie znaleziono strony' },
  en: { about: 'About us', offers: 'Jobs at ', notFound: 'Page not found' },
} as const;

interface ListedStory {
  readonly slug: string;
  readonly name: string;
  readonly offersCount: number;
}

for (const locale of ['pl', 'en'] as const) {
  test(`a brand story with its offers, in ${locale}`, async ({ page, request }, testInfo) => {
    const l = texts[locale];
    const list = await request.get('/api/v2/user-panel/brand-stories/company/list?perPage=100');
    expect(list.status()).toBe(200);
    const stories = ((await list.json()) as { data: ListedStory[] }).data;
    const story = stories.find((candidate) => candidate.offersCount > 0);
    if (!story) throw new Error('the demo board has no brand story with active offers');

    const answer = await page.goto(`/brands/story/${story.slug}?lang=${locale}`);
    expect(answer?.status()).toBe(200);
    await expect(page).toHaveTitle(new RegExp(`^${story.name} – `));
    await expect(page.getByRole('heading', { level: 1, name: story.name })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: l.about })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/brands/story/${story.slug}$`),
    );
    await expect(page.locator(`link[rel="alternate"][hreflang="${locale}"]`)).toHaveAttribute(
      'href',
      new RegExp(`/brands/story/${story.slug}\\?lang=${locale}$`),
    );
    const offers = page.getByRole('main').getByRole('article');
    await expect(offers).toHaveCount(Math.min(story.offersCount, 50));
    await page.screenshot({ path: testInfo.outputPath(`brand-story-${locale}.png`), fullPage: true });

    const first = offers.first().getByRole('link').first();
    const title = await first.textContent();
    await first.click();
    // In the story's language (the offer's hreflang address).
    await expect(page).toHaveURL(new RegExp(`/job-offer/[a-z0-9-]+\\?lang=${locale}$`));
    await expect(page.getByRole('heading', { level: 1, name: title ?? '' })).toBeVisible();
  });
}

test('a slug that names no published story is the 404 page', async ({ page }, testInfo) => {
  const locale = testInfo.project.use.locale?.startsWith('pl') ? 'pl' : 'en';
  for (const slug of ['no-such-company-story', '%00', 'x'.repeat(2000)]) {
    const answer = await page.goto(`/brands/story/${slug}?lang=${locale}`);
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: texts[locale].notFound })).toBeVisible();
  }
  await page.screenshot({ path: testInfo.outputPath(`brand-story-404-${locale}.png`) });
});

import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './accessibility';

/** `/` is the homepage (spec §1): search with a live count into the list URLs, carousels, SEO links. */

const texts = {
  pl: {
    heading: 'Znajdź nową pracę w serwisie Tablica IT',
    keyword: 'Stanowisko, umiejętność lub firma',
    city: 'Miasto',
    search: 'Szukaj',
    categories: 'Kategorie',
    popular: 'Popularne w tym tygodniu',
    newest: 'Najnowsze z wynagrodzeniem',
    listPrefix: '/praca/',
  },
  en: {
    heading: 'Find your next job at Tablica IT',
    keyword: 'Position, skill or company',
    city: 'City',
    search: 'Search',
    categories: 'Categories',
    popular: 'Popular this week',
    newest: 'Newest with salary',
    listPrefix: '/jobs/',
  },
} as const;

test('the homepage searches into the list URLs, counts while typing and links every category', async ({
  page,
  request,
}, testInfo) => {
  const locale = testInfo.project.name === 'mobile' ? 'en' : 'pl';
  const l = texts[locale];
  const shot = (name: string) =>
    page.screenshot({
      path: testInfo.outputPath(`home-${name}-${locale}-${testInfo.project.name}.png`),
      fullPage: true,
    });

  // A view makes an offer "popular this week" (spec §7 POST /v1/views).
  const listed = (await (await request.get('/api/v2/user-panel/offers/by-cursor?itemsCount=1')).json()) as {
    data: { slug: string; title: string }[];
  };
  const viewed = listed.data[0]!;
  const view = await request.post('/api/v1/views', {
    data: { brand: 'it', offerSlug: viewed.slug, visitedAt: new Date().toISOString() },
  });
  expect(view.status()).toBe(204);

  const answer = await page.goto(`/?lang=${locale}`);
  expect(answer?.status()).toBe(200);
  const html = (await answer?.text()) ?? '';
  expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/" \/>/);
  expect(html).toMatch(/<link rel="alternate" hreflang="en" href="[^"]+\/\?lang=en" \/>/);
  await expect(page.getByRole('heading', { level: 1, name: l.heading })).toBeVisible();
  await expect(page).toHaveTitle(/Tablica IT$/);

  // Popular this week holds the viewed offer; the toggle switches to the newest with salary.
  await expect(page.getByRole('button', { name: l.popular })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('link', { name: viewed.title }).first()).toBeVisible();
  await shot('top');
  await page.getByRole('button', { name: l.newest }).click();
  await expect(page.getByRole('button', { name: l.newest })).toHaveAttribute('aria-pressed', 'true');
  await expectNoSeriousViolations(page);

  // The count follows what is typed; the search goes to the codec's list URL of those words and city.
  const status = page.getByRole('search').getByRole('status');
  const before = await status.textContent();
  await page.getByRole('textbox', { name: l.keyword }).fill('zzzz-nothing-matches');
  await expect(status).not.toHaveText(before ?? '');
  await page.getByRole('textbox', { name: l.keyword }).fill('Java');
  await page.getByRole('combobox', { name: l.city }).selectOption('warszawa');
  await page.getByRole('button', { name: l.search }).click();
  await expect(page).toHaveURL(new RegExp(`${l.listPrefix}warszawa\\?[^#]*=Java`));

  // A category of the carousel opens its list.
  await page.goto(`/?lang=${locale}`);
  const categories = page.getByRole('region', { name: l.categories });
  const first = categories.getByRole('link').first();
  const href = await first.getAttribute('href');
  expect(href?.startsWith(l.listPrefix)).toBe(true);
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

test('the server’s page holds every style its hydration renders: the browser inserts none (issue 11, TBT)', async ({
  page,
}) => {
  for (const path of ['/', '/?lang=en']) {
    await page.goto(path);
    await page.locator('html[data-hydrated="true"]').waitFor();
    // The browser's own emotion sheets are the style elements without text (rules inserted by
    // insertRule); the server's carry their rules as text.
    const inserted = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion]')]
        .filter((style) => style.textContent === '')
        .reduce((rules, style) => rules + (style.sheet?.cssRules.length ?? 0), 0),
    );
    expect(inserted, path).toBe(0);
  }
});

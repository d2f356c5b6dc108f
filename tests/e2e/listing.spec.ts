import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { filtersToApiQuery } from '@tablica/domain/listing/api-query';
import { urlToFilters } from '@tablica/domain/listing/url-codec';
import { tenantConfig } from '@tablica/domain/tenant-config/tenant-config';
import { expectNoSeriousViolations } from './accessibility';

/**
 * The listing candidates search (issue 11): desktop in Polish, phone in English. At each step the
 * address is the codec's URL and the list shows what the API answers for it; a reload reproduces it.
 */

const config = tenantConfig('it');

const texts = {
  pl: {
    start: '/praca/wszystkie-miasta',
    list: 'Oferty pracy',
    search: 'Szukaj ofert',
    location: /^Lokalizacja/,
    city: 'Kraków',
    radius: '+50 km',
    show: 'Pokaż oferty',
    more: /^Więcej filtrów/,
    salaryFrom: 'Wynagrodzenie od',
    b2b: 'B2B',
    withSalary: 'Tylko oferty z wynagrodzeniem',
    sort: /^Sortuj/,
    salaryDesc: 'Wynagrodzenie: od najwyższego',
    expected:
      /^\/praca\/krakow\?stanowiska=[^&]+&odleglosc=50&wynagrodzenie=5000,1000000&z-wynagrodzeniem=tak&rodzaj-umowy=b2b&sortBy=salary&orderBy=DESC$/,
  },
  en: {
    start: '/jobs/all-cities',
    list: 'Job offers',
    search: 'Search offers',
    location: /^Location/,
    city: 'Kraków',
    radius: '+50 km',
    show: 'Show offers',
    more: /^More filters/,
    salaryFrom: 'Salary from',
    b2b: 'B2B',
    withSalary: 'Only offers with salary',
    sort: /^Sort/,
    salaryDesc: 'Salary: highest first',
    expected:
      /^\/jobs\/krakow\?titles=[^&]+&radius=50&salary=5000,1000000&with-salary=yes&employment-type=b2b&sortBy=salary&orderBy=DESC$/,
  },
} as const;

const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

/** The heading's count and the first offers on screen are the API's answer for the address's filters. */
async function expectListMatchesApi(
  page: Page,
  request: APIRequestContext,
  locale: 'pl' | 'en',
  label: string,
) {
  const filters = urlToFilters(pathOf(page), config, locale);
  const answer = await request.get(
    `/api/v2/user-panel/offers/by-cursor?${new URLSearchParams(filtersToApiQuery(filters))}`,
  );
  const expected = (await answer.json()) as { data: { slug: string }[]; meta: { totalItems: number } };
  await expect
    .poll(async () => (await page.getByRole('heading', { level: 1 }).innerText()).replace(/\s/g, ''))
    .toMatch(new RegExp(`^${expected.meta.totalItems}\\D`));
  // Offers published at the same moment may come in either order: the first ones shown are the API's.
  const answered = new Set(expected.data.map((offer) => `/job-offer/${offer.slug}?lang=${locale}`));
  const shown = await page
    .getByRole('list', { name: label })
    .locator('a[href^="/job-offer/"]')
    .evaluateAll((links) => links.slice(0, 5).map((link) => link.getAttribute('href')));
  expect(shown.length).toBe(Math.min(5, expected.data.length));
  for (const href of shown) expect(answered.has(href!)).toBe(true);
}

test('search, city with radius, salary and two filters, sort, windows and back, reload', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const locale = testInfo.project.name === 'mobile' ? 'en' : 'pl';
  const l = texts[locale];
  const shot = (name: string) =>
    page.screenshot({ path: testInfo.outputPath(`listing-${name}-${locale}-${testInfo.project.name}.png`) });

  // Scroll past the windows of 100 and come back from an offer to the same place.
  await page.goto(l.start);
  const list = page.getByRole('list', { name: l.list });
  await expect(list.locator('a[href^="/job-offer/"]').first()).toBeVisible();
  await expectListMatchesApi(page, request, locale, l.list);
  const deep = list.locator('li[aria-posinset="150"]');
  for (let tries = 0; tries < 60 && (await deep.count()) === 0; tries += 1) {
    await page.mouse.wheel(0, 4_000);
    await page.waitForTimeout(250);
  }
  await expect(deep).toHaveCount(1);
  const slug = (await deep.locator('a[href^="/job-offer/"]').getAttribute('href'))!;
  await deep.locator('a[href^="/job-offer/"]').click();
  await expect(page).toHaveURL((url) => url.pathname + url.search === slug);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${l.start}\\?from=100$`));
  await expect(page.locator(`a[href="${slug}"]`)).toBeInViewport();
  await page.goto(l.start);

  // Search with a suggestion.
  const search = page.getByRole('combobox', { name: l.search });
  await search.click();
  await search.pressSequentially('Dev', { delay: 50 });
  const suggestion = page.getByRole('option').nth(1);
  await expect(suggestion).toBeVisible();
  await suggestion.click();
  await expect.poll(() => pathOf(page)).toMatch(locale === 'pl' ? /\?stanowiska=/ : /\?titles=/);
  await expectListMatchesApi(page, request, locale, l.list);
  await expectNoSeriousViolations(page);

  // A city with a radius.
  await page.getByRole('button', { name: l.location }).click();
  const location = page.getByRole('dialog');
  await location.getByRole('button', { name: l.city, exact: true }).click();
  await location.getByRole('button', { name: l.radius }).click();
  await shot('location');
  await expectNoSeriousViolations(page, '[role="dialog"]');
  await location.getByRole('button', { name: l.show }).click();
  await expect.poll(() => pathOf(page)).toMatch(/\/krakow\?/);
  await expectListMatchesApi(page, request, locale, l.list);

  // Salary and two filters in More filters.
  await page.getByRole('button', { name: l.more }).click();
  const more = page.getByRole('dialog');
  await more.getByRole('textbox', { name: l.salaryFrom }).fill('5000');
  await more.getByRole('textbox', { name: l.salaryFrom }).press('Enter');
  await more.getByRole('switch', { name: l.withSalary }).check();
  await more.getByRole('checkbox', { name: l.b2b }).check();
  await shot('more-filters');
  await expectNoSeriousViolations(page, '[role="dialog"]');
  await more.getByRole('button', { name: /^(Pokaż|Show|Brak|No)/ }).click();
  await expect(more).toBeHidden();
  await expectListMatchesApi(page, request, locale, l.list);

  // Sort by salary.
  await page.getByRole('button', { name: l.sort }).click();
  await page.getByRole('menuitem', { name: l.salaryDesc }).click();
  await expect.poll(() => pathOf(page)).toMatch(l.expected);
  await expectListMatchesApi(page, request, locale, l.list);
  await shot('filtered');

  // A reload reproduces the view.
  const before = pathOf(page);
  const heading = await page.getByRole('heading', { level: 1 }).innerText();
  await page.reload();
  expect(pathOf(page)).toBe(before);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expectListMatchesApi(page, request, locale, l.list);
  await expectNoSeriousViolations(page);
});

test('a search typed while the page’s scripts still load is kept and gets its suggestions', async ({
  page,
}, testInfo) => {
  const l = texts[testInfo.project.name === 'mobile' ? 'en' : 'pl'];
  // A slow connection: the board's scripts arrive seconds after its markup.
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.continue();
  });
  await page.goto(l.start, { waitUntil: 'commit' });
  const search = page.getByRole('combobox', { name: l.search });
  await search.click();
  await search.pressSequentially('De');
  expect(await page.locator('html[data-hydrated="true"]').count()).toBe(0);

  // The rest typed as the island is drawn: after what came before, the caret where it was.
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1, { timeout: 30_000 });
  await search.pressSequentially('v', { delay: 50 });
  await expect(search).toHaveValue('Dev');
  await expect(search).toBeFocused();
  await expect(page.getByRole('option').nth(1)).toBeVisible({ timeout: 15_000 });
});

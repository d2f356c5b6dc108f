import { expect, test } from '@playwright/test';
import { filtersToApiQuery } from '@tablica/domain/listing/api-query';
import { urlToFilters } from '@tablica/domain/listing/url-codec';
import { tenantConfig } from '@tablica/domain/tenant-config/tenant-config';

/** The server-rendered list, read as a search engine or a browser without JavaScript reads it. */

const config = tenantConfig('it');

for (const [url, locale] of [
  ['/praca/warszawa/javascript?zdalnie=tak', 'pl'],
  ['/jobs/warszawa/javascript?remote=yes', 'en'],
  ['/praca/wszystkie-miasta?sortBy=salary&orderBy=ASC', 'pl'],
] as const) {
  test(`${url} renders exactly what the API finds for its filters`, async ({ request }) => {
    const filters = urlToFilters(url, config, locale);
    const api = await request.get(
      `/api/v2/user-panel/offers/by-cursor?${new URLSearchParams(filtersToApiQuery(filters))}`,
    );
    const expected = (await api.json()) as { data: { slug: string }[]; meta: { totalItems: number } };

    const page = await request.get(url);
    expect(page.status()).toBe(200);
    const html = await page.text();
    const state = JSON.parse(
      /<script id="__TABLICA_STATE__" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!,
    ) as { locale: string; page: { data: { slug: string }[]; meta: { totalItems: number } } };
    expect(state.locale).toBe(locale);
    expect(state.page.meta.totalItems).toBe(expected.meta.totalItems);
    expect(state.page.data.map((offer) => offer.slug)).toEqual(expected.data.map((offer) => offer.slug));
    // Every offer of the first window is in the markup itself, nothing else is.
    for (const offer of expected.data.slice(0, 20)) expect(html).toContain(`/job-offer/${offer.slug}`);
    expect((html.match(/href="\/job-offer\//g) ?? []).length).toBe(expected.data.length);

    const origin = new URL(page.url()).origin;
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
    expect(canonical).toBe(`${origin}${url}`);
    expect(html).toMatch(/<link rel="alternate" hreflang="en" href="[^"]+\/jobs\//);
    expect(html).toMatch(/<link rel="alternate" hreflang="x-default" href="[^"]+\/praca\//);
  });
}

test('the title names what and where ("Praca JavaScript Warszawa")', async ({ request }) => {
  const pl = await (await request.get('/praca/warszawa/javascript')).text();
  expect(pl).toMatch(/<title>Praca JavaScript Warszawa – /);
  const en = await (await request.get('/jobs/warszawa/javascript')).text();
  expect(en).toMatch(/<title>JavaScript jobs in Warsaw – /);
});

for (const url of ['/no-such-page', '/job-offer/no-such-offer', '/praca-x/warszawa', '/%E0%A4%A', '/%00']) {
  test(`${url} is the 404 page with status 404`, async ({ request }) => {
    const page = await request.get(url);
    expect(page.status()).toBe(404);
    const html = await page.text();
    expect(html).toMatch(/Nie znaleziono strony|Page not found/);
    expect(html).toContain('href="/"');
    expect(html).toContain('noindex');
  });
}

test('junk in a list URL is dropped, never reflected, never a 500', async ({ request }) => {
  for (const url of [
    '/praca/warszawa?slowo-kluczowe=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    `/praca/${'x'.repeat(5_000)}`,
    '/praca/warszawa?wynagrodzenie=%00,%ff&sortBy=%E0',
    `/praca?${Array.from({ length: 50 }, (_, i) => `zdalnie=tak${i}`).join('&')}`,
  ]) {
    const page = await request.get(url);
    expect(page.status(), url).toBe(200);
    expect(await page.text()).not.toContain('<script>alert(1)');
  }
});

test('sitemap.xml indexes the list pages and every active offer with lastmod', async ({ request }) => {
  const index = await request.get('/sitemap.xml');
  expect(index.status()).toBe(200);
  expect(index.headers()['content-type']).toMatch(/application\/xml/);
  const files = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]!).pathname,
  );
  expect(files).toEqual(expect.arrayContaining(['/sitemaps/lists.xml', '/sitemaps/offers-1.xml']));

  const lists = await (await request.get('/sitemaps/lists.xml')).text();
  expect(lists).toMatch(/<loc>[^<]+\/praca\/warszawa\/javascript<\/loc>/);
  expect(lists).toMatch(/<loc>[^<]+\/jobs\/warszawa\/javascript<\/loc>/);

  const active = (await (await request.get('/api/v2/user-panel/offers/by-cursor?itemsCount=5')).json()) as {
    data: { slug: string; publishedAt: string }[];
  };
  const offers = await (await request.get('/sitemaps/offers-1.xml')).text();
  for (const offer of active.data) expect(offers).toContain(`/job-offer/${offer.slug}</loc><lastmod>`);
  expect((await request.get('/sitemaps/offers-999.xml')).status()).toBe(404);
});

import { expect, test, type Page, type Response } from '@playwright/test';
import { expectNoSeriousViolations } from './accessibility';

/**
 * The listing's map (issue 11 item 4): the map button writes `showMap` into the address, the map's
 * code loads only then, the API's clusters show as markers reachable by keyboard, a cluster's popup
 * lists the markers endpoint's offers, and a filter changed asks the map again. No tile server is
 * reachable here: the map works on its blank background. Desktop in Polish (beside the list), phone
 * in English (full screen, back to the list).
 */

const texts = {
  pl: {
    start: '/praca/wszystkie-miasta',
    map: 'Mapa',
    shown: /mapa=tak/,
    remote: 'Zdalnie',
    back: 'Wróć do listy',
  },
  en: { start: '/jobs/all-cities', map: 'Map', shown: /map=yes/, remote: 'Remote', back: 'Back to list' },
} as const;

interface Clusters {
  clusters: { count: number; region: string }[];
}

const clustersAnswer = (page: Page, match: (url: URL) => boolean = () => true) =>
  page.waitForResponse((response: Response) => {
    const url = new URL(response.url());
    return url.pathname === '/api/v2/user-panel/offers/clusters' && response.ok() && match(url);
  });

/** What the markers on screen add up to, read from their spoken names ("12 offers here"). */
const markersTotal = (icons: Element[]) =>
  icons.reduce((sum, icon) => {
    const spoken = icon.querySelector('.tablica-marker__text')?.textContent ?? '';
    return sum + Number((/^[\d\s\u00a0]+/.exec(spoken)?.[0] ?? '0').replace(/\s/g, ''));
  }, 0);

test('map: clusters from the API, a popup by keyboard, a filter asks again', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const mobile = testInfo.project.name === 'mobile';
  const locale = mobile ? 'en' : 'pl';
  const l = texts[locale];
  const leafletLoaded: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/base-map-[^/]+\.js$/.test(request.url())) leafletLoaded.push(request.url());
  });

  await page.goto(l.start);
  await expect(page.getByRole('list').locator('a[href^="/job-offer/"]').first()).toBeVisible();
  // The map's code is not part of the list's first load.
  expect(leafletLoaded).toEqual([]);

  const first = clustersAnswer(page);
  await page.getByRole('button', { name: l.map, exact: true }).click();
  await expect(page).toHaveURL(l.shown);
  const answer = (await (await first).json()) as Clusters;
  expect(leafletLoaded.length).toBe(1);
  expect(answer.clusters.length).toBeGreaterThan(0);
  const region = page.getByRole('region', { name: mobile ? /^Map of the offers/ : /^Mapa ofert/ });
  const markers = region.locator('.leaflet-marker-icon[role="button"]');
  await expect(markers.first()).toBeVisible();
  // What the markers add up to is what the API counted (clusters near each other are shown as one).
  const shownTotal = await markers.evaluateAll(markersTotal);
  const answeredTotal = answer.clusters.reduce((sum, cluster) => sum + cluster.count, 0);
  expect(shownTotal).toBeGreaterThan(0);
  expect(shownTotal).toBeLessThanOrEqual(answeredTotal);
  await page.screenshot({ path: testInfo.outputPath(`map-${locale}-${testInfo.project.name}.png`) });

  if (!mobile) {
    // The list scrolls beside the map; the map stays whole below the sticky header (its zoom
    // buttons and popups never slide under it).
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const headerBottom = (await page.getByRole('banner').boundingBox())!;
    const mapTop = (await region.boundingBox())!;
    expect(mapTop.y).toBeGreaterThanOrEqual(headerBottom.y + headerBottom.height);
  }

  // A marker by keyboard: focus, Enter, the popup lists the markers endpoint's offers.
  const markersAnswer = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/v2/user-panel/offers/markers' && response.ok(),
  );
  const single = region.locator('.leaflet-marker-icon[role="button"]:not(.tablica-marker-group)').first();
  await single.focus();
  await page.keyboard.press('Enter');
  const offers = (await (await markersAnswer).json()) as { data: { slug: string }[] };
  const popup = page.locator('.leaflet-popup');
  await expect(popup.getByRole('link').first()).toBeVisible();
  const hrefs = await popup
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs).toEqual(offers.data.map((offer) => `/job-offer/${offer.slug}?lang=${locale}`));
  // Read at full opacity: Leaflet fades a popup in (axe once read its text half faded, at 1.58).
  await expect(popup).toHaveCSS('opacity', '1');
  await expectNoSeriousViolations(page, mobile ? '[role="dialog"]' : 'aside');
  await page.screenshot({ path: testInfo.outputPath(`map-popup-${locale}-${testInfo.project.name}.png`) });
  await popup.locator('.leaflet-popup-close-button').click();
  await expect(popup).toHaveCount(0);

  // A filter changed: the map asks again with it. On a phone the map covers the list: back, change, map.
  const remote = clustersAnswer(page, (url) => url.searchParams.get('remote') === 'true');
  if (mobile) {
    await page.getByRole('button', { name: l.back }).click();
    await expect(page).not.toHaveURL(l.shown);
  }
  await page.getByRole('switch', { name: l.remote }).check();
  if (mobile) await page.getByRole('button', { name: l.map, exact: true }).click();
  const remoteAnswer = (await (await remote).json()) as Clusters;
  const remoteTotal = remoteAnswer.clusters.reduce((sum, cluster) => sum + cluster.count, 0);
  expect(remoteTotal).toBeLessThan(answeredTotal);
  await expect.poll(() => markers.evaluateAll(markersTotal)).toBeLessThanOrEqual(remoteTotal);

  // A reload keeps the map open.
  await page.reload();
  await expect(region.locator('.leaflet-marker-icon[role="button"]').first()).toBeVisible({
    timeout: 30_000,
  });
});

test('map: a cluster of thousands shows its whole number, ringed whole when focused', async ({
  page,
}, testInfo) => {
  const mobile = testInfo.project.name === 'mobile';
  const l = texts[mobile ? 'en' : 'pl'];
  // A big board's counts (this test board has a few dozen offers): cells across Poland, far enough apart not to group.
  const counts = [7, 42, 753, 8_173, 18_627, 123_456];
  await page.route(
    (url) => url.pathname === '/api/v2/user-panel/offers/clusters',
    (route) =>
      route.fulfill({
        json: {
          zoom: 6,
          clusters: counts.map((count, i) => ({
            id: `6:big:${i}`,
            region: `6:big:${i}`,
            count,
            latitude: 49.5 + 0.9 * i,
            longitude: 14.5 + 1.8 * i,
            categoryId: null,
          })),
        },
      }),
  );
  await page.goto(l.start);
  await page.getByRole('button', { name: l.map, exact: true }).click();
  const badges = page.locator('.leaflet-marker-icon[role="button"] .tablica-marker');
  await expect(badges).toHaveCount(counts.length);
  const drawn = await badges.evaluateAll((elements) =>
    elements.map((badge) => {
      const icon = badge.parentElement!.getBoundingClientRect();
      const box = badge.getBoundingClientRect();
      const text = badge.firstElementChild!.getBoundingClientRect();
      return {
        text: badge.textContent,
        fits: text.left >= box.left + 3 && text.right <= box.right - 3,
        centred: Math.abs(box.left + box.width / 2 - (icon.left + icon.width / 2)) < 1,
        round: box.width === icon.width,
      };
    }),
  );
  for (const badge of drawn) expect(badge, badge.text!).toMatchObject({ fits: true, centred: true });
  // Two digits, the circle of its icon; four or more, a pill around them (three: as the font allows).
  const shape = (digits: number) =>
    drawn.filter((badge) => badge.text!.replace(/\D/g, '').length === digits).map((badge) => badge.round);
  expect([shape(1), shape(2), shape(4), shape(5), shape(6)]).toEqual([
    [true],
    [true],
    [false],
    [false],
    [false],
  ]);

  // By keyboard (a ring is drawn for keyboard focus only): a Tab, then the widest badge.
  const widest = page
    .locator('.leaflet-marker-icon[role="button"]')
    .filter({ has: page.locator('.tablica-marker', { hasText: /^123\s456$/ }) });
  await page.keyboard.press('Tab');
  await widest.focus();
  await expect(widest).toBeFocused();
  await expect(widest.locator('.tablica-marker')).toHaveCSS('outline-style', 'solid');
  await page.screenshot({ path: testInfo.outputPath(`map-thousands-${testInfo.project.name}.png`) });

  // The pill's end, outside its 40 px icon, is the marker's too: a click there opens its offers.
  const pill = (await widest.locator('.tablica-marker').boundingBox())!;
  const icon = (await widest.boundingBox())!;
  expect(pill.x + pill.width - 4).toBeGreaterThan(icon.x + icon.width);
  const opened = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/api/v2/user-panel/offers/markers',
  );
  await page.mouse.click(pill.x + pill.width - 4, pill.y + pill.height / 2);
  await opened;
});

import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { samplePng } from '@tablica/platform/files/sample-files';
import { offerForm } from '../support/offer-commands';
import { confirmedEmployer, grantPlatformAdmin, publishedOffer, signInThroughApi } from './employer-account';

// The platform admins' offer audit in the console (issue 17), in Polish (desktop) and English (mobile).
const labels = {
  pl: {
    menu: 'Audyt ofert',
    openMenu: 'Otwórz menu',
    profile: 'Mój profil',
    search: 'Id, slug, stanowisko lub firma',
    submit: 'Szukaj',
    published: 'Opublikowano',
    refreshed: 'Odświeżono',
    extended: 'Przedłużono',
    edited: 'Edytowano',
    types: 'Typy zdarzeń',
    actor: 'Wykonawca (rodzaj lub id)',
    apply: 'Zastosuj filtry',
    clear: 'Wyczyść filtry',
    noEvents: 'Żadne zdarzenie nie pasuje do tych filtrów.',
    stateHere: 'Stan po tym zdarzeniu',
    stateTab: 'Stan na chwilę',
    timelineTab: 'Historia zdarzeń',
    relatedTab: 'Powiązane',
    codesRedeemed: 'Wykorzystane kody',
    byTime: 'Data i godzina',
    show: 'Pokaż stan',
    notYet: 'W tej chwili oferta jeszcze nie istniała.',
    textDiff: 'Zmiany w tekście',
    showData: 'Pokaż dane zdarzenia',
    showAll: /^Pokaż wszystkie \d+ zmian/,
    csv: 'Eksport CSV',
    notFound: 'Nie znaleziono',
  },
  en: {
    menu: 'Offer audit',
    openMenu: 'Open menu',
    profile: 'My profile',
    search: 'Offer id, slug, title or company',
    submit: 'Search',
    published: 'Published',
    refreshed: 'Refreshed',
    extended: 'Extended',
    edited: 'Edited',
    types: 'Event types',
    actor: 'Actor (kind or id)',
    apply: 'Apply filters',
    clear: 'Clear filters',
    noEvents: 'No events match these filters.',
    stateHere: 'State as of this event',
    stateTab: 'State as of',
    timelineTab: 'Timeline',
    relatedTab: 'Related',
    codesRedeemed: 'Codes redeemed',
    byTime: 'Date and time',
    show: 'Show the state',
    notYet: 'The offer did not exist yet at that moment.',
    textDiff: 'Text changes',
    showData: 'Show event data',
    showAll: /^Show all \d+ changes/,
    csv: 'Export CSV',
    notFound: 'Not Found',
  },
};

const localeOf = (testInfo: TestInfo) => (testInfo.project.use.locale?.startsWith('pl') ? 'pl' : 'en');
const shot = (page: Page, testInfo: TestInfo, name: string, locale = localeOf(testInfo)) =>
  page.screenshot({
    path: testInfo.outputPath(`offer-audit-${name}-${locale}-${testInfo.project.name}.png`),
    fullPage: true,
  });

/** An employer's offer, published and then edited twice (the salary, then the description and the salary). */
async function publishedAndEdited(request: APIRequestContext, title: string) {
  const { id, slug } = await publishedOffer(
    request,
    offerForm({
      title,
      body: 'We build the best job board in Poland.',
      employment_types: [{ type: 'b2b', from: 20000, to: 28000, currency: 'PLN', unit: 'month' }],
    }),
  );
  const edit = async (change: Record<string, unknown>, logo = false) => {
    const answer = await request.patch(`/api/v1/offers/${slug}`, {
      multipart: {
        offer: JSON.stringify(change),
        ...(logo ? { company_logo: { name: 'logo.png', mimeType: 'image/png', buffer: samplePng } } : {}),
      },
    });
    expect(answer.status(), await answer.text()).toBe(200);
  };
  // The console's editor sends the whole form again: the new salary, and a logo.
  await edit(
    offerForm({
      title,
      body: 'We build the best job board in Poland.',
      employment_types: [{ type: 'b2b', from: 24000, to: 31000, currency: 'PLN', unit: 'month' }],
    }),
    true,
  );
  await edit({
    body: '<p>We build the calmest job board in Poland.</p>',
    employment_types: [{ type: 'b2b', from: 26000, to: 33000, currency: 'PLN', unit: 'month' }],
  });
  return { id, slug };
}

async function useLanguage(page: Page, locale: 'pl' | 'en') {
  await page.evaluate((chosen) => localStorage.setItem('RaStore.locale', JSON.stringify(chosen)), locale);
  await page.reload();
}

test('an admin audits an offer an employer published, edited twice, refreshed and extended: timeline, filters, state as of, CSV export', async ({
  page,
  browser,
  request,
}, testInfo) => {
  // Two accounts, an operator's command and a browser of each: more than the default minute on a busy machine.
  test.setTimeout(150_000);
  const locale = localeOf(testInfo);
  const label = labels[locale];
  const title = `Audited Playwright Engineer ${testInfo.project.name} ${Date.now()}`;

  // The employer (an API session of its own) publishes and edits an offer.
  const employerEmail = await confirmedEmployer(request, `audited-${testInfo.project.name}`, locale);
  await signInThroughApi(request, employerEmail);
  const offer = await publishedAndEdited(request, title);

  // The employer has no admin menu, an admin URL is the not-found page, and the API answers 404.
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL } = testInfo.project.use;
  const employerContext = await browser.newContext({
    viewport,
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    baseURL,
    locale: testInfo.project.use.locale,
  });
  const employerPage = await employerContext.newPage();
  await signInThroughApi(employerPage.request, employerEmail);
  await employerPage.goto('/employer/#/offers');
  await expect(employerPage.getByText(title)).toBeVisible({ timeout: 20_000 });
  if (testInfo.project.name === 'mobile')
    await employerPage.getByRole('button', { name: label.openMenu }).click();
  await expect(employerPage.getByRole('menuitem', { name: label.profile })).toBeVisible();
  await expect(employerPage.getByRole('menuitem', { name: label.menu })).toHaveCount(0);
  if (testInfo.project.name === 'mobile') await employerPage.keyboard.press('Escape');
  await employerPage.goto(`/employer/#/admin/offers/${offer.id}`);
  await expect(employerPage.getByRole('heading', { name: label.notFound })).toBeVisible();
  expect((await employerPage.request.get(`/api/admin/offers/${offer.id}/history`)).status()).toBe(404);
  await employerContext.close();

  // The admin: an account of another company, made a platform admin by the operator.
  const adminEmail = await confirmedEmployer(page.request, `auditor-${testInfo.project.name}`, locale);
  grantPlatformAdmin(adminEmail);
  await signInThroughApi(page.request, adminEmail);

  // The employer then refreshes and extends the offer, each paid with a code the admin issued to it.
  const company = (await (await request.get('/api/v1/company')).json()) as { id: string };
  const codeFor = async (purpose: 'publish' | 'extend') => {
    const issued = await page.request.post('/api/admin/codes', {
      data: { companyId: company.id, purpose, count: 1 },
    });
    expect(issued.status(), await issued.text()).toBe(201);
    return ((await issued.json()) as { codes: { code: string }[] }).codes[0]!.code;
  };
  for (const [path, purpose] of [
    [`/api/v2/employer-panel/offers/${offer.slug}/refresh`, 'publish'],
    [`/api/v1/offers/${offer.slug}/extend-with-code`, 'extend'],
  ] as const) {
    const paid = await request.post(`${path}?code=${await codeFor(purpose)}`, { data: {} });
    expect(paid.status(), await paid.text()).toBe(200);
  }
  await page.goto('/employer/#/');
  if (testInfo.project.name === 'mobile') await page.getByRole('button', { name: label.openMenu }).click();
  await page.getByRole('menuitem', { name: label.menu }).click();
  await page.getByRole('textbox', { name: label.search }).fill(title);
  await page.getByRole('button', { name: label.submit }).click();
  await expect(page.getByRole('link', { name: new RegExp(title) })).toHaveCount(1);
  await shot(page, testInfo, 'search');
  await page.getByRole('link', { name: new RegExp(title) }).click();

  // The timeline: publication, then the two edits with the salary change and the description's text diff.
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const cards = page.locator('article');
  const edits = cards.filter({ has: page.getByRole('heading', { name: label.edited, exact: true }) });
  await expect(edits).toHaveCount(2);
  // A few changes are all shown at once; more are behind "show all".
  const showAll = edits.first().getByRole('button', { name: label.showAll });
  if ((await showAll.count()) > 0) await showAll.click();
  await expect(
    edits.first().getByRole('row', { name: /employmentTypes\.0\.from\s*20000\s*24000/ }),
  ).toBeVisible();
  await expect(edits.nth(1).getByText(label.textDiff)).toBeVisible();
  await expect(edits.nth(1).locator('ins')).toHaveText(/calmest/);
  await edits.first().getByRole('button', { name: label.showData }).click();
  await expect(edits.first().locator('pre')).toContainText('"from": 24000');
  // Then the refresh and the extension, each with its change to the offer's period.
  const refreshed = cards.filter({ has: page.getByRole('heading', { name: label.refreshed, exact: true }) });
  const extended = cards.filter({ has: page.getByRole('heading', { name: label.extended, exact: true }) });
  await expect(refreshed).toHaveCount(1);
  await expect(extended).toHaveCount(1);
  await expect(extended.getByRole('row', { name: /period\.expiredAt/ }).first()).toBeVisible();
  await shot(page, testInfo, 'timeline');
  // Usable on a phone: nothing wider than the screen.
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);

  // Filters: the edits only; then an actor with no events here.
  await page.getByRole('combobox', { name: label.types }).click();
  await page.getByRole('option', { name: label.edited, exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: label.apply }).click();
  await expect(cards).toHaveCount(2);
  await expect(edits).toHaveCount(2);
  await shot(page, testInfo, 'filtered');
  await page.getByRole('textbox', { name: label.actor }).fill('system');
  await page.getByRole('button', { name: label.apply }).click();
  await expect(page.getByText(label.noEvents)).toBeVisible();
  await page.getByRole('button', { name: label.clear }).click();
  await expect(edits).toHaveCount(2);
  expect(await cards.count()).toBeGreaterThan(2);

  // State as of the first edit, so before the second: the old salary (the second raised it), the old text.
  await edits.first().getByRole('button', { name: label.stateHere }).click();
  await expect(page.getByRole('tab', { name: label.stateTab })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(/B2B: 24\s000 – 31\s000 PLN|B2B: 24,000 – 31,000 PLN/)).toBeVisible();
  await expect(page.getByText('We build the best job board in Poland.', { exact: true })).toBeVisible();
  await shot(page, testInfo, 'state');
  // And as of the publication (before both edits): the first salary.
  await page.getByRole('tab', { name: label.timelineTab }).click();
  const publication = cards.filter({
    has: page.getByRole('heading', { name: label.published, exact: true }),
  });
  await publication.first().getByRole('button', { name: label.stateHere }).click();
  await expect(page.getByText(/B2B: 20\s000 – 28\s000 PLN|B2B: 20,000 – 28,000 PLN/)).toBeVisible();
  // Its related streams: the three codes the publication, the refresh and the extension spent.
  await page.getByRole('tab', { name: label.relatedTab }).click();
  await expect(page.getByRole('region', { name: label.codesRedeemed }).getByRole('listitem')).toHaveCount(3);
  await shot(page, testInfo, 'related');
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await page.getByRole('tab', { name: label.stateTab }).click();
  // A moment before the offer existed is a clear answer, not an error page.
  await page.getByRole('button', { name: label.byTime, exact: true }).click();
  await page.getByLabel(label.byTime, { exact: true }).fill('2020-01-01T10:00:00');
  await page.getByRole('button', { name: label.show }).click();
  await expect(page.getByText(label.notYet)).toBeVisible();

  // The CSV export, downloaded with the session: every event, the edits with their new values.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: label.csv }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`offer-${offer.id}.csv`);
  const csv = await readFile(await download.path(), 'utf8');
  const [header, ...rows] = csv.trim().split('\r\n');
  expect(header).toBe(
    'version,position,id,type,occurredAt,recordedAt,actorKind,actorId,correlationId,causationId,data',
  );
  expect(rows.filter((row) => row.split(',')[3] === 'OfferEdited')).toHaveLength(2);
  expect(rows.map((row) => row.split(',')[3])).toContain('OfferPublished');
  expect(rows.map((row) => Number(row.split(',')[0]))).toEqual(rows.map((_row, index) => index + 1));
  expect(csv).toContain('""from"":24000');
  expect(csv).toContain('calmest');
  expect(csv).not.toContain('accessTokenHash');

  // The other language, for the screenshots.
  const other = locale === 'pl' ? 'en' : 'pl';
  await useLanguage(page, other);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(
    cards.filter({ has: page.getByRole('heading', { name: labels[other].edited, exact: true }) }),
  ).toHaveCount(2);
  await shot(page, testInfo, 'timeline', other);
});

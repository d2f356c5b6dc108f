import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { offerForm } from '../support/offer-commands';
import { confirmedEmployer, grantPlatformAdmin, publishedOffer, signInThroughApi } from './employer-account';

// The platform admins' stream browser and admin activity (issue 17): the offer category paged newest
// first, a live tail that shows an offer published meanwhile, one stream's page, the export the admin
// made on the activity page; both languages; an employer gets the not-found page.
const labels = {
  pl: {
    openMenu: 'Otwórz menu',
    streams: 'Strumienie zdarzeń',
    activity: 'Działania administratorów',
    category: 'Kategoria',
    live: 'Na żywo',
    listening: 'Czekam na nowe zdarzenia…',
    fresh: 'Nowe',
    data: 'Dane',
    exported: 'Eksport strumienia ogłoszenia',
    allStreams: 'Wszystkie strumienie',
    notFound: 'Nie znaleziono',
  },
  en: {
    openMenu: 'Open menu',
    streams: 'Event streams',
    activity: 'Admin activity',
    category: 'Category',
    live: 'Live tail',
    listening: 'Listening for new events…',
    fresh: 'New',
    data: 'Data',
    exported: 'Offer stream exported',
    allStreams: 'All streams',
    notFound: 'Not Found',
  },
};

type Locale = keyof typeof labels;
const localeOf = (testInfo: TestInfo): Locale =>
  testInfo.project.use.locale?.startsWith('pl') ? 'pl' : 'en';
const shot = (page: Page, testInfo: TestInfo, name: string, locale: Locale) =>
  page.screenshot({
    path: testInfo.outputPath(`admin-console-${name}-${locale}-${testInfo.project.name}.png`),
    fullPage: false,
  });

async function useLanguage(page: Page, locale: Locale) {
  await page.evaluate((chosen) => localStorage.setItem('RaStore.locale', JSON.stringify(chosen)), locale);
  await page.reload();
}

async function openFromMenu(page: Page, testInfo: TestInfo, locale: Locale, item: string) {
  if (testInfo.project.name === 'mobile')
    await page.getByRole('button', { name: labels[locale].openMenu }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

const noWiderThanTheScreen = async (page: Page) =>
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);

test('an admin browses the offer streams, tails them live, and finds the export on the activity page', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const locale = localeOf(testInfo);
  const other: Locale = locale === 'pl' ? 'en' : 'pl';
  const label = labels[locale];

  // An employer (an API session of its own) who publishes offers; an employer is no admin.
  const employerEmail = await confirmedEmployer(request, `streamed-${testInfo.project.name}`, locale);
  await signInThroughApi(request, employerEmail);
  const publish = (title: string) => publishedOffer(request, offerForm({ title }));
  const first = await publish(`Streamed Engineer ${testInfo.project.name} ${Date.now()}`);
  expect((await request.get('/api/admin/streams/events')).status()).toBe(404);
  expect((await request.get('/api/admin/activity')).status()).toBe(404);

  const adminEmail = await confirmedEmployer(page.request, `streams-${testInfo.project.name}`, locale);
  grantPlatformAdmin(adminEmail);
  await signInThroughApi(page.request, adminEmail);
  await page.goto('/employer/#/');
  await openFromMenu(page, testInfo, locale, label.streams);
  await expect(page.getByRole('article').first()).toBeVisible({ timeout: 20_000 });

  // The offer category, newest first.
  await page.getByRole('combobox', { name: label.category }).click();
  await page.getByRole('option', { name: /^offer \(/ }).click();
  await expect(page.getByRole('article').first()).toContainText('offer-');

  // The live tail: an offer published now appears at the top, marked new.
  await page.getByRole('switch', { name: label.live }).click();
  await expect(page.getByText(label.listening)).toBeVisible();
  // Listening is said once the server answered, from the store's head on: publish after that.
  const second = await publish(`Live Engineer ${testInfo.project.name} ${Date.now()}`);
  const fresh = page
    .getByRole('article')
    .filter({ has: page.getByText(`offer-${second.id}`, { exact: true }) })
    .first();
  await expect(fresh).toBeVisible({ timeout: 20_000 });
  await expect(fresh.getByText(label.fresh, { exact: true })).toBeVisible();
  await shot(page, testInfo, 'streams', locale);
  await noWiderThanTheScreen(page);

  // One stream's own page, each event's data pretty-printed.
  await fresh.getByRole('link', { name: `offer-${second.id}` }).click();
  await expect(page.getByRole('heading', { level: 2, name: `offer-${second.id}` })).toBeVisible();
  const published = page.getByRole('article').first();
  await published.getByRole('button', { name: label.data, exact: true }).click();
  await expect(published.getByLabel(label.data, { exact: true })).toContainText(`"slug": "${second.slug}"`);
  await shot(page, testInfo, 'stream', locale);
  await noWiderThanTheScreen(page);
  await page.getByRole('link', { name: label.allStreams }).click();

  // An export the admin makes shows on the activity page, with who did it.
  expect((await page.request.get(`/api/admin/offers/${first.id}/export?format=csv`)).status()).toBe(200);
  await openFromMenu(page, testInfo, locale, label.activity);
  const exported = page.getByRole('article', { name: label.exported }).first();
  await expect(exported).toBeVisible({ timeout: 20_000 });
  await expect(exported).toContainText(adminEmail);
  await expect(exported.getByRole('link', { name: first.id })).toBeVisible();
  await shot(page, testInfo, 'activity', locale);
  await noWiderThanTheScreen(page);

  // The other language, for the screenshots.
  await useLanguage(page, other);
  await expect(page.getByRole('article', { name: labels[other].exported }).first()).toBeVisible({
    timeout: 20_000,
  });
  await shot(page, testInfo, 'activity', other);
  await page.goto('/employer/#/admin/streams');
  await expect(page.getByRole('article').first()).toBeVisible({ timeout: 20_000 });
  await shot(page, testInfo, 'streams', other);

  // The employer opening an admin page gets the not-found page.
  const employerPage = await page.context().browser()!.newPage({ baseURL: testInfo.project.use.baseURL });
  await signInThroughApi(employerPage.request, employerEmail);
  await employerPage.goto('/employer/#/admin/streams');
  await expect(employerPage.getByRole('heading', { name: /Not Found|Nie znaleziono/ })).toBeVisible({
    timeout: 20_000,
  });
  await employerPage.close();
});

import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { confirmedEmployer, grantPlatformAdmin, signInThroughApi } from './employer-account';

// The platform admins' offer JSON import, codes and brands pages (issue 17, item 5): an import refused
// field by field and then published, a batch of codes issued and listed, the brands' flags; each
// action on the admin activity page; both languages at desktop and phone (390 px) widths.
const labels = {
  pl: {
    openMenu: 'Otwórz menu',
    importMenu: 'Import oferty',
    codesMenu: 'Wydawanie kodów',
    tenantsMenu: 'Marki i flagi',
    activityMenu: 'Działania administratorów',
    json: 'JSON oferty',
    example: 'Wstaw przykład',
    publish: 'Sprawdź i opublikuj',
    refused: 'pola do poprawienia',
    openAudit: 'Otwórz jej historię',
    count: 'Ile',
    issue: 'Wydaj',
    issueTitle: 'Wydaj kody',
    issued: 'Wydano 3 kody',
    current: 'Ta marka',
    imported: 'Import ogłoszenia',
  },
  en: {
    openMenu: 'Open menu',
    importMenu: 'Import an offer',
    codesMenu: 'Issue codes',
    tenantsMenu: 'Brands and flags',
    activityMenu: 'Admin activity',
    json: 'Offer JSON',
    example: 'Fill in an example',
    publish: 'Validate and publish',
    refused: 'fields need fixing',
    openAudit: 'Open its audit',
    count: 'How many',
    issue: 'Issue',
    issueTitle: 'Issue codes',
    issued: '3 codes issued',
    current: 'This brand',
    imported: 'Offer imported',
  },
};

type Locale = keyof typeof labels;
const localeOf = (testInfo: TestInfo): Locale =>
  testInfo.project.use.locale?.startsWith('pl') ? 'pl' : 'en';
const shot = (page: Page, testInfo: TestInfo, name: string, locale: Locale) =>
  page.screenshot({
    path: testInfo.outputPath(`admin-tools-${name}-${locale}-${testInfo.project.name}.png`),
    fullPage: true,
  });

const noWiderThanTheScreen = async (page: Page) =>
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);

async function openFromMenu(page: Page, testInfo: TestInfo, locale: Locale, item: string) {
  if (testInfo.project.name === 'mobile')
    await page.getByRole('button', { name: labels[locale].openMenu }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

test('an admin imports an offer from JSON, issues codes and reads the brands’ flags', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  if (testInfo.project.name === 'mobile') await page.setViewportSize({ width: 390, height: 844 });
  const locale = localeOf(testInfo);
  const other: Locale = locale === 'pl' ? 'en' : 'pl';

  const adminEmail = await confirmedEmployer(page.request, `tools-${testInfo.project.name}`, locale);
  grantPlatformAdmin(adminEmail);
  await signInThroughApi(page.request, adminEmail);
  await page.goto('/employer/#/');

  for (const [index, language] of [locale, other].entries()) {
    const label = labels[language];
    if (index === 1) {
      await page.evaluate(
        (chosen) => localStorage.setItem('RaStore.locale', JSON.stringify(chosen)),
        language,
      );
      await page.goto('/employer/#/');
      await page.reload();
    }

    // The import: a salary the schema refuses is named beside its field, then the offer is published.
    await openFromMenu(page, testInfo, language, label.importMenu);
    await page.getByRole('button', { name: label.example }).click();
    const json = page.getByRole('textbox', { name: label.json });
    const example = JSON.parse(await json.inputValue()) as Record<string, unknown>;
    const title = `Imported Engineer ${language} ${testInfo.project.name} ${Date.now()}`;
    await json.fill(
      JSON.stringify({
        ...example,
        title: '',
        employmentTypes: [
          { type: 'b2b', from: 'a lot', to: 5000, currency: 'PLN', unit: 'month', gross: false },
        ],
      }),
    );
    await page.getByRole('button', { name: label.publish }).click();
    const refused = page.getByRole('alert');
    await expect(refused).toContainText(label.refused);
    await expect(refused).toContainText('title');
    await expect(refused).toContainText('employmentTypes.0.from');
    await shot(page, testInfo, 'import-refused', language);
    await noWiderThanTheScreen(page);
    await json.fill(JSON.stringify({ ...example, title }, null, 2));
    await page.getByRole('button', { name: label.publish }).click();
    await expect(page.getByRole('status')).toBeVisible({ timeout: 20_000 });
    await shot(page, testInfo, 'import-done', language);
    await page.getByRole('link', { name: label.openAudit }).click();
    await expect(page.getByText(title).first()).toBeVisible({ timeout: 20_000 });

    // Codes: three for anyone on the brand, shown at once and at the top of the list.
    await openFromMenu(page, testInfo, language, label.codesMenu);
    await page.getByRole('spinbutton', { name: label.count }).fill('3');
    await page.getByRole('button', { name: label.issue, exact: true }).click();
    const issued = page.getByRole('region', { name: label.issueTitle }).getByRole('status');
    await expect(issued).toContainText(label.issued);
    const first = (await issued.locator('pre').innerText()).split('\n')[0]!;
    await expect(page.getByRole('article', { name: first })).toBeVisible({ timeout: 20_000 });
    await shot(page, testInfo, 'codes', language);
    await noWiderThanTheScreen(page);

    // The brands and their flags, read-only.
    await openFromMenu(page, testInfo, language, label.tenantsMenu);
    await expect(page.getByText(label.current, { exact: true })).toBeVisible();
    await expect(page.getByRole('row', { name: /enableJobAlert/ }).first()).toBeVisible();
    await shot(page, testInfo, 'tenants', language);
    await noWiderThanTheScreen(page);

    // The import and the code batch are on the admin activity page.
    await openFromMenu(page, testInfo, language, label.activityMenu);
    await expect(page.getByRole('article', { name: label.imported }).first()).toContainText(adminEmail, {
      timeout: 20_000,
    });
    await shot(page, testInfo, 'activity', language);
  }
});

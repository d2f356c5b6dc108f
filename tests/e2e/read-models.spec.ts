import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { confirmedEmployer, grantPlatformAdmin, signInThroughApi } from './employer-account';

// The platform admins' read-model page (issue 17): a blue/green rebuild of the search index started from
// the console while candidates keep searching; Polish on desktop, English on mobile.
const labels = {
  pl: {
    menu: 'Modele odczytu',
    openMenu: 'Otwórz menu',
    live: 'Na bieżąco',
    rebuild: 'Przebuduj search-index',
    confirm: 'Rozpocznij przebudowę',
    switched: /Przełączono: tablicę obsługuje teraz wersja (\d+)\./,
    version: /^v(\d+) \(kod v\d+\)$/,
  },
  en: {
    menu: 'Read models',
    openMenu: 'Open menu',
    live: 'Live',
    rebuild: 'Rebuild search-index',
    confirm: 'Start the rebuild',
    switched: /Switched over: version (\d+) now serves the board\./,
    version: /^v(\d+) \(code v\d+\)$/,
  },
};

const localeOf = (testInfo: TestInfo) => (testInfo.project.use.locale?.startsWith('pl') ? 'pl' : 'en');
const shot = (page: Page, testInfo: TestInfo, name: string) =>
  page.screenshot({
    path: testInfo.outputPath(`read-models-${name}-${localeOf(testInfo)}-${testInfo.project.name}.png`),
    fullPage: true,
  });

test('an admin rebuilds the search index from the console while the board keeps answering searches', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const label = labels[localeOf(testInfo)];
  const email = await confirmedEmployer(
    page.request,
    `operator-${testInfo.project.name}`,
    localeOf(testInfo),
  );
  grantPlatformAdmin(email);
  await signInThroughApi(page.request, email);

  await page.goto('/employer/#/');
  if (testInfo.project.name === 'mobile') await page.getByRole('button', { name: label.openMenu }).click();
  await page.getByRole('menuitem', { name: label.menu }).click();
  const card = page.getByRole('article', { name: 'search-index', exact: true });
  await expect(card.getByText(label.live, { exact: true })).toBeVisible({ timeout: 20_000 });
  const versionText = await card.getByText(label.version).textContent();
  const before = Number(label.version.exec(versionText ?? '')![1]);
  await shot(page, testInfo, 'live');
  // Usable on a phone: nothing wider than the screen.
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);

  // A candidate keeps searching the board until the switch-over: every answer must be a good one.
  let switched = false;
  const answers: number[] = [];
  const searching = (async () => {
    while (!switched) {
      const search = await request.get('/api/v2/user-panel/offers/by-cursor?keyword=developer');
      answers.push(search.status());
    }
  })();

  await card.getByRole('button', { name: label.rebuild }).click();
  await page.getByRole('button', { name: label.confirm }).click();
  const done = card.getByText(label.switched);
  await expect(done).toBeVisible({ timeout: 90_000 });
  switched = true;
  await searching;
  const after = Number(label.switched.exec((await done.textContent()) ?? '')![1]);
  expect(after).toBe(before + 1);
  await expect(card.getByText(label.version)).toHaveText(label.version);
  expect(answers.length).toBeGreaterThan(0);
  expect(answers.filter((status) => status !== 200)).toEqual([]);
  await shot(page, testInfo, 'switched');
});

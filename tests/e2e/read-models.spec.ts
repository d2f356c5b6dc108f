import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { confirmedEmployer, grantPlatformAdmin, signInThroughApi } from './employer-account';

// The platform admins' read-model page (issue 17): a blue/green rebuild of the search index started from
// the console — progress bar, rate and ETA moving, the switch-over and the comparison of both versions
// reported — while a candidate in another browser keeps searching the board; desktop in Polish and in
// English; the page on a phone (390 px) in both languages.
const labels = {
  pl: {
    menu: 'Modele odczytu',
    openMenu: 'Otwórz menu',
    live: 'Na bieżąco',
    rebuilding: 'Przebudowa',
    rebuild: 'Przebuduj search-index',
    confirm: 'Rozpocznij przebudowę',
    progress: /Budowa wersji \d+: [\d\s ]+ z [\d\s ]+ zdarzeń/,
    rate: /[\d\s ]+ zdarzeń\/s · zostało około/,
    switched: /Przełączono: tablicę obsługuje teraz wersja (\d+)\./,
    version: /^v(\d+) \(kod v\d+\)$/,
    comparison: /^Porównanie z wersją (\d+)/,
    compared: /^(\d+) z (\d+) tabel(i)? bez różnic$/,
    board: '/praca/wszystkie-miasta?stanowiska=developer',
    list: 'Oferty pracy',
  },
  en: {
    menu: 'Read models',
    openMenu: 'Open menu',
    live: 'Live',
    rebuilding: 'Rebuilding',
    rebuild: 'Rebuild search-index',
    confirm: 'Start the rebuild',
    progress: /Building version \d+: [\d,]+ of [\d,]+ events/,
    rate: /[\d,]+ events\/s · about .* left/,
    switched: /Switched over: version (\d+) now serves the board\./,
    version: /^v(\d+) \(code v\d+\)$/,
    comparison: /^Comparison with version (\d+)/,
    compared: /^(\d+) of (\d+) tables? the same$/,
    board: '/jobs/all-cities?titles=developer',
    list: 'Job offers',
  },
};
type Language = keyof typeof labels;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const seeding = (args: string[], input?: string) =>
  execFileSync(process.execPath, ['--import', 'tsx', 'tests/support/seed-offers-cli.ts', ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: process.env.TABLICA_E2E_DATA, LOG_LEVEL: 'warn' },
    maxBuffer: 64 * 1024 * 1024,
    ...(input === undefined ? {} : { input }),
  }).toString();

const shotsDir = process.env.SHOTS_DIR;
const shot = (page: Page, testInfo: TestInfo, language: Language, name: string) =>
  page.screenshot({
    path: shotsDir
      ? path.join(shotsDir, `read-models-${name}-${language}-${testInfo.project.name}.png`)
      : testInfo.outputPath(`read-models-${name}-${language}-${testInfo.project.name}.png`),
    fullPage: true,
  });

async function openReadModels(page: Page, testInfo: TestInfo, language: Language) {
  const label = labels[language];
  const email = await confirmedEmployer(
    page.request,
    `operator-${language}-${testInfo.project.name}`,
    language,
  );
  grantPlatformAdmin(email);
  await signInThroughApi(page.request, email);
  await page.goto('/employer/#/');
  if (testInfo.project.name === 'mobile') await page.getByRole('button', { name: label.openMenu }).click();
  await page.getByRole('menuitem', { name: label.menu }).click();
  return page.getByRole('article', { name: 'search-index', exact: true });
}

for (const language of ['pl', 'en'] as const) {
  test.describe(`read models (${language})`, () => {
    test.use({ locale: language === 'pl' ? 'pl-PL' : 'en-GB' });

    test('an admin rebuilds the search index, watching its progress, while a candidate keeps searching', async ({
      page,
      browser,
    }, testInfo) => {
      test.skip(
        testInfo.project.name === 'mobile',
        'the rebuild journey runs on a desktop; the phone checks the page',
      );
      test.setTimeout(300_000);
      const label = labels[language];
      // Enough events for a build that lasts a few seconds: offers published through the write path,
      // their recruitment finished at the end (off the board again).
      const offers = seeding(['publish', '3000', `${language}-${Date.now()}`]);
      try {
        const card = await openReadModels(page, testInfo, language);
        await expect(card.getByText(label.live, { exact: true })).toBeVisible({ timeout: 60_000 });
        const versionText = await card.getByText(label.version).textContent();
        const before = Number(label.version.exec(versionText ?? '')![1]);

        // A candidate in a browser of their own searches the board again and again until the switch-over.
        const candidate = await browser.newContext({ locale: language === 'pl' ? 'pl-PL' : 'en-GB' });
        const board = await candidate.newPage();
        const failures: string[] = [];
        board.on('response', (response) => {
          if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
        });
        board.on('pageerror', (error) => failures.push(error.message));
        let switched = false;
        let searches = 0;
        const searching = (async () => {
          while (!switched) {
            await board.goto(label.board);
            await expect(board.getByRole('list', { name: label.list }).locator('a').first()).toBeVisible({
              timeout: 15_000,
            });
            searches += 1;
          }
        })().catch((error: unknown) => failures.push(String(error)));

        await card.getByRole('button', { name: label.rebuild }).click();
        await page.getByRole('button', { name: label.confirm }).click();
        // The bar moves: every value it shows short of the end, sampled from the start to the switch.
        const bar = card.getByRole('progressbar', { name: label.progress });
        const done = card.getByText(label.switched);
        const seen = new Set<string>();
        const sampling = (async () => {
          while (!(await done.isVisible())) {
            const value = await bar.getAttribute('aria-valuenow', { timeout: 500 }).catch(() => null);
            if (value !== null && Number(value) < 100) seen.add(value);
            await page.waitForTimeout(100);
          }
        })();
        await expect(card.getByText(label.rebuilding, { exact: true })).toBeVisible({ timeout: 30_000 });
        await expect(bar).toBeVisible({ timeout: 30_000 });
        await expect(card.getByText(label.rate)).toBeVisible({ timeout: 30_000 });
        await shot(page, testInfo, language, 'rebuilding');
        await expect(done).toBeVisible({ timeout: 240_000 });
        await sampling;
        switched = true;
        await searching;
        await candidate.close();
        expect(seen.size, `progress values seen: ${[...seen].join(', ')}`).toBeGreaterThan(1);
        const after = Number(label.switched.exec((await done.textContent()) ?? '')![1]);
        expect(after).toBe(before + 1);
        expect(searches).toBeGreaterThan(0);
        expect(failures).toEqual([]);

        // The comparison taken at the switch: every table of the new version as in the old one.
        await card.getByRole('button', { name: label.comparison }).click();
        const compared = card.getByText(label.compared);
        await expect(compared).toBeVisible();
        const [, same, tables] = label.compared.exec((await compared.textContent()) ?? '')!;
        expect(Number(tables)).toBeGreaterThan(0);
        expect(same).toBe(tables);
        await shot(page, testInfo, language, 'switched');
      } finally {
        seeding(['finish'], offers);
      }
    });

    test('the page on a phone: every fact and the comparison without scrolling sideways', async ({
      page,
    }, testInfo) => {
      test.skip(testInfo.project.name !== 'mobile', 'the phone layout');
      const label = labels[language];
      const card = await openReadModels(page, testInfo, language);
      await expect(card.getByText(label.live, { exact: true })).toBeVisible({ timeout: 60_000 });
      await shot(page, testInfo, language, 'live');
      // After a rebuild (the desktop journeys' on the same board), the comparison opens in the card.
      const comparison = card.getByRole('button', { name: label.comparison });
      if ((await comparison.count()) > 0) {
        await comparison.click();
        await expect(card.getByText(label.compared)).toBeVisible();
        await shot(page, testInfo, language, 'comparison');
      }
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
    });
  });
}

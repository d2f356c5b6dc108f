import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './accessibility';

// Spec §2 "Optional survey popup", §4 and §9: the brand's survey (SURVEY_URLS; the journeys' server
// gives the general-jobs brand one, the IT brand none) is offered in a card 500 ms after a phone's
// page and 2.5 s after a wider one's; closing it, or opening the survey, hides it for a year.

// Every other journey runs as a visitor who closed it long ago (the config's storage state): this one
// starts without that cookie.
test.use({ storageState: { cookies: [], origins: [] } });

const texts = {
  pl: {
    list: '/praca',
    title: 'Pomóż nam ulepszyć serwis',
    open: 'Wypełnij ankietę',
    close: 'Zamknij',
    bar: 'Nie przegap takich ofert',
  },
  en: {
    list: '/jobs',
    title: 'Help us improve the board',
    open: 'Take the survey',
    close: 'Close',
    bar: 'Never miss an offer like these',
  },
} as const;

test('a brand with a survey offers it once; closed, it stays hidden for a year; a brand without one never shows it', async ({
  page,
}, testInfo) => {
  const locale = testInfo.project.name === 'mobile' ? 'en' : 'pl';
  const l = texts[locale];
  const port = new URL(testInfo.project.use.baseURL!).port;
  const card = page.getByRole('complementary', { name: l.title });

  await page.goto(`http://work.localhost:${port}${l.list}`);
  await expect(card).toBeVisible({ timeout: 10_000 });
  const survey = card.getByRole('link', { name: l.open });
  await expect(survey).toHaveAttribute('href', 'https://survey.example.com/tablica-praca');
  await expect(survey).toHaveAttribute('target', '_blank');
  // The general board's alert bar shows along the bottom too: the card stands above it, not over it.
  const bar = page.getByRole('complementary', { name: l.bar });
  await expect(bar).toBeVisible();
  await expect
    .poll(async () => {
      const [above, below] = [await card.boundingBox(), await bar.boundingBox()];
      return above && below ? below.y - (above.y + above.height) : -1;
    })
    .toBeGreaterThanOrEqual(0);
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: testInfo.outputPath(`survey-popup-${locale}-${testInfo.project.name}.png`) });

  await card.getByRole('button', { name: l.close }).click();
  await expect(card).toBeHidden();
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'survey-popup');
  expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000 + 364 * 24 * 3600);
  await page.reload();
  await page.waitForTimeout(3_000);
  await expect(card).toBeHidden();

  // The IT brand has no survey.
  await page.context().clearCookies();
  await page.goto(l.list);
  await page.waitForTimeout(3_000);
  await expect(card).toHaveCount(0);
});

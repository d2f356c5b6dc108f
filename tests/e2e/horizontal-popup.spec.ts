import { expect, test } from '@playwright/test';

// Spec §1 `enableHorizontalPopup` (on for the general-jobs brand only), §4 limits: a bar along the
// bottom of the list inviting an e-mail alert, once per session; its button opens the alert form.

test('the general board invites an alert once per session; the IT board never', async ({
  page,
}, testInfo) => {
  const english = testInfo.project.name === 'mobile';
  const port = new URL(testInfo.project.use.baseURL!).port;
  const bar = page.getByRole('complementary', {
    name: english ? 'Never miss an offer like these' : 'Nie przegap takich ofert',
  });

  await page.goto(`http://work.localhost:${port}${english ? '/jobs' : '/praca'}`);
  await expect(bar).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath(`horizontal-popup-${testInfo.project.name}.png`) });
  await bar.getByRole('link', { name: english ? 'Set up an alert' : 'Ustaw powiadomienie' }).click();
  await expect(bar).toBeHidden();
  const form = page.getByRole('dialog');
  await expect(form.getByRole('textbox', { name: 'E-mail' })).toBeVisible();

  // The same session: not again.
  await page.reload();
  await page.waitForTimeout(2_500);
  await expect(bar).toBeHidden();

  // The IT brand has the flag off.
  await page.context().clearCookies();
  await page.evaluate(() => window.sessionStorage.clear());
  await page.goto(english ? '/jobs' : '/praca');
  await page.waitForTimeout(2_500);
  await expect(page.getByRole('complementary')).toHaveCount(0);
});

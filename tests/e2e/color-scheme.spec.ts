import { expect, test } from '@playwright/test';

// Dark mode (spec §1, the IT brand's enableDarkMode): switched in the header, kept in a cookie, and
// server-rendered from it, so a reload paints dark at once and hydrates without a mismatch.

test('a candidate turns dark mode on, the next page is served dark, and turns it off again', async ({
  page,
}, testInfo) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (/hydrat|did not match/i.test(message.text())) problems.push(message.text());
  });
  const locale = testInfo.project.name === 'mobile' ? 'en' : 'pl';
  const name = locale === 'en' ? 'Dark mode' : 'Tryb ciemny';
  const html = page.locator('html');

  await page.goto(locale === 'en' ? '/jobs' : '/praca');
  await expect(html).toHaveAttribute('data-color-scheme', 'light');
  const toggle = page.getByRole('button', { name });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  const lightBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);

  await toggle.click();
  await expect(html).toHaveAttribute('data-color-scheme', 'dark');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  const darkBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(darkBackground).not.toBe(lightBackground);

  // The server paints the next page dark before any script runs.
  const next = await page.request.get('/');
  expect(await next.text()).toContain('data-color-scheme="dark"');
  await page.goto('/');
  await expect(html).toHaveAttribute('data-color-scheme', 'dark');
  await expect(page.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true');
  await page.screenshot({ path: testInfo.outputPath(`home-dark-${testInfo.project.name}.png`) });

  await page.getByRole('button', { name }).click();
  await expect(html).toHaveAttribute('data-color-scheme', 'light');
  await page.reload();
  await expect(html).toHaveAttribute('data-color-scheme', 'light');
  expect(problems).toEqual([]);
});

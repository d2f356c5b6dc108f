import { expect, test } from '@playwright/test';

// Spec §2, §4: on the list the footer appears once all offers are loaded (the infinite list would
// otherwise keep pushing it away), and gives way to the full-screen map on phones and tablets. The
// server's page, read without JavaScript, always ends in the footer.

test('the footer waits for the end of the list, and for the map to close on a phone', async ({
  page,
}, testInfo) => {
  const english = testInfo.project.name === 'mobile';
  const footer = page.getByRole('contentinfo');

  const html = await (await page.request.get('/praca')).text();
  expect(html).toContain('<footer');

  // The demo board has 300 offers: three windows of 100.
  await page.goto(english ? '/jobs' : '/praca');
  await expect(page.getByText(english ? /Showing 100 of/ : /Wyświetlono 100 z/)).toBeVisible();
  await expect(footer).toBeHidden();
  await expect(async () => {
    await page.keyboard.press('End');
    await expect(
      page.getByText(english ? 'That’s all the offers for now' : 'To już wszystkie oferty'),
    ).toBeVisible({
      timeout: 1_000,
    });
  }).toPass({ timeout: 30_000 });
  await footer.scrollIntoViewIfNeeded();
  await expect(footer).toBeVisible();

  // A list that fits one window with the map open: the footer under the list on a desktop; none
  // behind a phone's full-screen map.
  await page.goto(english ? '/jobs/warszawa?map=yes' : '/praca/warszawa?mapa=tak');
  if (english) await expect(footer).toBeHidden();
  else {
    await footer.scrollIntoViewIfNeeded();
    await expect(footer).toBeVisible();
  }
});

import { expect, test } from '@playwright/test';

// The real server (npm start's), on a fresh embedded PostgreSQL with the demo offers.
const demoTitle = 'Senior TypeScript Developer';

test('the board is server-rendered with the demo offers and hydrates', async ({
  page,
  request,
}, testInfo) => {
  // The demo offer's own list (a keyword search): on the first page of `/` it can be pushed down by the
  // generated offers the timers bump meanwhile.
  const english = `/jobs/all-cities?keyword=${encodeURIComponent(demoTitle)}`;
  const polish = `/praca/wszystkie-miasta?slowo-kluczowe=${encodeURIComponent(demoTitle)}`;
  const html = await (await request.get(english)).text();
  expect(html).toContain(demoTitle); // in the HTML before any script runs
  expect(html).toContain('id="__TABLICA_STATE__"');

  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto(english);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^\d+ job offers?$/);
  await expect(page.getByRole('link', { name: new RegExp(demoTitle) })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath(`board-en-${testInfo.project.name}.png`) });

  await page.goto(polish);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/ofert/);
  await page.screenshot({ path: testInfo.outputPath(`board-pl-${testInfo.project.name}.png`) });
  expect(errors).toEqual([]);
});

// An employer's offer, from the console's wizard to the board: offer-wizard.spec.ts.

import { expect, test, type Page } from '@playwright/test';

// The IT brand's flags on the list (spec §1, §2 "Header"): the header's currency dropdown changes the
// cards' pay and the address (enableCurrencyChange), a favourite is kept after a reload
// (enableFavouriteOffers); the theme switch's classic look (enableThemeChange). Both languages, on a
// desktop and a phone, light and dark.

const shots = '/work/wt/shots/flags11';
const words = {
  pl: {
    list: '/praca',
    currency: 'Waluta',
    own: 'waluta oferty',
    favourite: 'Ulubiona',
    classic: 'Klasyczny wygląd',
  },
  en: {
    list: '/jobs',
    currency: 'Currency',
    own: 'each offer’s own',
    favourite: 'Favourite',
    classic: 'Classic look',
  },
} as const;

/** Waits until the page's React has hydrated (the list's sentinels and buttons answer then). */
const hydrated = (page: Page) =>
  page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });

/** A board-wide cookie (path /), as the page's own scripts write it. */
const cookie = (page: Page, name: string, value: string) => ({
  name,
  value,
  domain: new URL(page.url()).hostname,
  path: '/',
});

const salaries = (page: Page) =>
  page
    .getByRole('article')
    .evaluateAll((cards) => cards.slice(0, 8).map((card) => card.textContent?.replace(/\u00a0/g, ' ') ?? ''));

for (const locale of ['pl', 'en'] as const) {
  test(`${locale}: the header's currency changes the cards' pay and the URL; a favourite stays after a reload`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(150_000);
    const w = words[locale];
    const device = testInfo.project.name;
    if (device === 'mobile') await page.setViewportSize({ width: 390, height: 844 });
    const problems: string[] = [];
    page.on('console', (message) => {
      // Hydration's complaints (tiles and logos from the internet may fail here: no network).
      if (/hydrat|did not match|Minified React error/i.test(message.text())) problems.push(message.text());
    });

    await page.goto(w.list);
    await hydrated(page);
    const button = page.getByRole('button', { name: `${w.currency}: ${w.own}` });
    await expect(button).toBeVisible();
    expect((await salaries(page)).some((text) => text.includes('PLN'))).toBe(true);

    // Mouse: EUR. Every card's pay is then in euros, the converted ones marked "≈".
    await button.click();
    await page.getByRole('menuitem', { name: 'EUR', exact: true }).click();
    await expect(page).toHaveURL(/[?&]currency=EUR(&|$)/);
    await expect(page.getByRole('button', { name: `${w.currency}: EUR` })).toBeVisible();
    await expect(
      page
        .getByRole('article')
        .filter({ hasText: /≈ [\d\s]+ – [\d\s]+ EUR/ })
        .first(),
    ).toBeVisible();
    const inEuros = await salaries(page);
    expect(inEuros.some((text) => text.includes('≈'))).toBe(true);
    for (const text of inEuros) expect(text).not.toMatch(/\d (PLN|USD)/);
    await page.screenshot({ path: `${shots}/list-eur-${locale}-${device}-light.png` });

    // Keyboard: the menu opens on Enter with the chosen one focused; down to USD.
    await page.getByRole('button', { name: `${w.currency}: EUR` }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'EUR', exact: true })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/[?&]currency=USD(&|$)/);
    await expect(page.getByRole('menu')).toBeHidden();
    for (const text of await salaries(page)) expect(text).not.toMatch(/\d (PLN|EUR)/);

    // A reload shows the same currency (the address is the state).
    await page.reload();
    await expect(page.getByRole('button', { name: `${w.currency}: USD` })).toBeVisible();

    // A favourite, kept on this device.
    await hydrated(page);
    const first = page.getByRole('article').first();
    const title = await first.getByRole('heading').innerText();
    const href = (await first.getByRole('link', { name: title }).getAttribute('href'))!.split('?')[0]!;
    // Titles repeat on the demo board: the card is found by its offer's address.
    const card = () => page.getByRole('article').filter({ has: page.locator(`a[href^="${href}"]`) });
    const heart = () => card().getByRole('button', { name: `${w.favourite}: ${title}` });
    await expect(heart()).toHaveAttribute('aria-pressed', 'false');
    await heart().click();
    await expect(heart()).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => localStorage.getItem('tablica.favouriteOffers'))).toMatch(
      /^\["[0-9a-f-]+"\]$/,
    );
    await page.reload();
    await hydrated(page);
    await expect(heart()).toHaveAttribute('aria-pressed', 'true');

    // The offer page shows the same mark.
    await card().getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveURL(/[?&]currency=USD(&|$)/);
    // The offer's address names no language (the browser's is used): asked in the list's language.
    await page.goto(`${href}?currency=USD&lang=${locale}`);
    await hydrated(page);
    await expect(
      page.getByRole('article', { name: title }).getByRole('button', { name: `${w.favourite}: ${title}` }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: `${w.currency}: USD` })).toBeVisible();
    await page.screenshot({ path: `${shots}/offer-${locale}-${device}-light.png` });

    // Dark, and the classic look, server-rendered from their cookies.
    await page.context().addCookies([cookie(page, 'color-scheme', 'dark')]);
    await page.goto(`${w.list}?currency=EUR`);
    await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark');
    await page.screenshot({ path: `${shots}/list-eur-${locale}-${device}-dark.png` });
    await hydrated(page);
    await page.getByRole('button', { name: `${w.currency}: EUR` }).click();
    await expect(page.getByRole('menuitem', { name: 'EUR', exact: true })).toBeVisible();
    await page.screenshot({ path: `${shots}/menu-${locale}-${device}-dark.png` });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: `${w.currency}: EUR` })).toBeFocused();

    // The theme switch is in the header on phones too, and the page is never wider than the screen.
    const classic = page.getByRole('button', { name: w.classic });
    await classic.click();
    await expect(classic).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(classic).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--mui-palette-primary-main').trim(),
    );
    expect(primary.toLowerCase()).toBe('#8ab4f8');
    await page.screenshot({ path: `${shots}/list-classic-${locale}-${device}-dark.png` });
    await page.context().clearCookies();
    await page.goto(`${w.list}?currency=EUR`);
    await page.context().addCookies([cookie(page, 'horizontalTheme', 'old')]);
    await page.reload();
    await page.screenshot({ path: `${shots}/list-classic-${locale}-${device}-light.png` });
    expect(problems).toEqual([]);
  });
}

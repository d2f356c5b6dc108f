import { expect, test } from '@playwright/test';

/**
 * The board on a 360 px phone (the narrowest common Android width; the mobile project is 390 px):
 * no page is wider than the screen, the header shows the brand's whole name and every switch its
 * flags give (currency, the classic look, dark mode, the other language).
 */

const texts = {
  pl: { list: '/praca', classic: 'Klasyczny wygląd', other: 'EN' },
  en: { list: '/jobs?lang=en', classic: 'Classic look', other: 'PL' },
} as const;

for (const locale of ['pl', 'en'] as const) {
  test(`a 360 px phone: no page is wider than the screen, the header shows the brand and its switches (${locale})`, async ({
    page,
    request,
  }, testInfo) => {
    test.skip(
      testInfo.project.name !== 'mobile',
      'a phone-width check: the desktop project leaves it to mobile',
    );
    const l = texts[locale];
    await page.setViewportSize({ width: 360, height: 740 });
    const listed = (await (await request.get('/api/v2/user-panel/offers/by-cursor')).json()) as {
      data: { slug: string }[];
    };
    const pages = {
      list: l.list,
      home: `/?lang=${locale}`,
      offer: `/job-offer/${listed.data[0]!.slug}?lang=${locale}`,
    };
    for (const [name, address] of Object.entries(pages)) {
      await page.goto(address);
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, address).toBeLessThanOrEqual(0);
      const banner = page.getByRole('banner');
      const brand = banner.getByRole('link').first();
      await expect(brand).toHaveText('Tablica IT');
      // Not cut to "Tablic…": the name's box holds all of it.
      expect(
        await brand
          .locator('span')
          .last()
          .evaluate((text) => text.scrollWidth <= text.clientWidth),
        address,
      ).toBe(true);
      await expect(banner.getByRole('button', { name: l.classic })).toBeVisible();
      await expect(banner.getByRole('link', { name: l.other, exact: true })).toBeVisible();
      await page.screenshot({
        path: testInfo.outputPath(`narrow-${name}-${locale}.png`),
      });
    }
  });
}

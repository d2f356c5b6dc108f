import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { test } from '@playwright/test';
import { expect, type Page, type TestInfo, type ViewportSize } from '@playwright/test';

/** The console's languages and the browser locale each journey runs in (both on every viewport). */
export const consoleLocales = [
  { locale: 'pl', tag: 'pl-PL' },
  { locale: 'en', tag: 'en-GB' },
] as const;
export type ConsoleLocale = (typeof consoleLocales)[number]['locale'];

/**
 * The widths the console is checked at: 1280 px on the desktop project, 390 px on the mobile one (its
 * Pixel 7 is 412 px wide; 390 px is the narrowest phone the issue names). For `test.use`.
 */
export const consoleViewport = async (
  { isMobile }: { isMobile: boolean },
  use: (viewport: ViewportSize) => Promise<void>,
) => use(isMobile ? { width: 390, height: 844 } : { width: 1280, height: 720 });

/** `test.use` of a console journey: the browser's language and the width (see `consoleViewport`). */
export const consoleOptions = (tag: string): Parameters<typeof test.use>[0] => ({
  locale: tag,
  viewport: consoleViewport,
});

/**
 * A screenshot (full page unless told) named `<prefix>-<name>-<locale>-<project>.png`, into `SHOTS_DIR` when it is set
 * (the screenshots a reviewer looks at), else into the test's output folder.
 */
export async function consoleShot(
  page: Page,
  testInfo: TestInfo,
  locale: ConsoleLocale,
  name: string,
  { fullPage = true }: { readonly fullPage?: boolean } = {},
): Promise<void> {
  const file = `${name}-${locale}-${testInfo.project.name}.png`;
  const dir = process.env.SHOTS_DIR;
  if (dir) mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: dir ? path.join(dir, file) : testInfo.outputPath(file), fullPage });
}

/**
 * Collects what the page tells the console: uncaught errors, and ra-i18n-polyglot's "Missing translation
 * for key" warnings (a key the catalogue of the current language lacks). `expectClean` fails on either.
 */
export function watchConsole(page: Page) {
  const errors: string[] = [];
  const missing: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error.stack ?? error)));
  page.on('console', (message) => {
    if (/missing translation/i.test(message.text())) missing.push(message.text());
  });
  return {
    errors,
    expectClean() {
      expect(missing, 'keys missing from the console catalogues').toEqual([]);
      expect(errors).toEqual([]);
    },
  };
}

/** Nothing sticks out sideways: the page does not scroll horizontally and no field leaves its form. */
export async function expectNoOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1) found.push(`page ${root.scrollWidth} > ${root.clientWidth}`);
    for (const form of document.querySelectorAll('form')) {
      const edge = form.getBoundingClientRect().right;
      for (const field of form.querySelectorAll('.MuiFormControl-root, button')) {
        const box = field.getBoundingClientRect();
        if (box.width > 0 && box.right > edge + 1) {
          const name = field.querySelector('label')?.textContent ?? field.textContent ?? field.tagName;
          found.push(
            `"${name.trim().slice(0, 40)}" ends at ${Math.round(box.right)} > form ${Math.round(edge)}`,
          );
        }
      }
    }
    return found;
  });
  expect(overflow).toEqual([]);
}

import { expect, test } from '@playwright/test';
import { tenantConfig } from '@tablica/domain/tenant-config/tenant-config';
import { termsDocuments, type TermsDocumentKind } from '@tablica/domain/tenant-config/terms';

/**
 * The legal documents: the terms page of each brand in both languages, its files opening in a new
 * tab, the fixed privacy-policy link, and the links of both sign-up forms leading to real documents.
 */

const texts = {
  pl: {
    title: 'Regulaminy i polityka prywatności',
    open: 'Otwórz dokument',
    validFrom: /^Obowiązuje od/,
    kinds: {
      termsForClients: 'Regulamin dla pracodawców',
      termsForUsers: 'Regulamin dla kandydatów',
      privacyPolicy: 'Polityka prywatności',
      informationClause: 'Klauzula informacyjna dla kandydatów',
      whistleblowerReport: 'Procedura zgłaszania naruszeń (sygnaliści)',
    },
  },
  en: {
    title: 'Terms and privacy policies',
    open: 'Open document',
    validFrom: /^Valid from/,
    kinds: {
      termsForClients: 'Terms of service for employers',
      termsForUsers: 'Terms of service for candidates',
      privacyPolicy: 'Privacy policy',
      informationClause: 'Information clause for candidates',
      whistleblowerReport: 'Whistleblower report procedure',
    },
  },
} as const satisfies Record<string, { kinds: Record<TermsDocumentKind, string> } & Record<string, unknown>>;

/** What the page must show today: the configuration read with the same rule, not a copy of it. */
const expectedDocuments = (tenant: 'it' | 'work') => {
  const config = tenantConfig(tenant);
  return termsDocuments(config.terms, config.featureFlags, new Date());
};

for (const locale of ['pl', 'en'] as const) {
  test(`the terms page in ${locale}: a card per document, each opening its file`, async ({
    page,
  }, testInfo) => {
    const l = texts[locale];
    const answer = await page.goto(`/terms-and-privacy-policies?lang=${locale}`);
    expect(answer?.status()).toBe(200);
    await expect(page).toHaveTitle(`${l.title} | Tablica IT`);
    await expect(page.getByRole('heading', { level: 1, name: l.title })).toBeVisible();
    const expected = expectedDocuments('it');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
      expected.map((document) => l.kinds[document.kind]),
    );
    await expect(page.getByText(l.validFrom)).toHaveCount(expected.filter((d) => d.upcoming).length);
    await page.screenshot({ path: testInfo.outputPath(`terms-${locale}.png`), fullPage: true });

    // The policy's card opens its file in a new tab.
    const [policy] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('link', { name: new RegExp(`^${l.open}: ${l.kinds.privacyPolicy}`) }).click(),
    ]);
    await expect(policy.getByRole('heading', { level: 1, name: 'Polityka prywatności' })).toBeVisible();
    await policy.close();

    // The footer of every page leads here.
    await page.goto(`/?lang=${locale}`);
    await page.getByRole('contentinfo').getByRole('link', { name: l.title }).click();
    await expect(page).toHaveURL(/\/terms-and-privacy-policies$/);
    await expect(page.getByRole('heading', { level: 1, name: l.title })).toBeVisible();
  });
}

test('the general board lists only the documents it has', async ({ request }) => {
  const answer = await request.get('/terms-and-privacy-policies?lang=en', {
    headers: { Host: 'work.localhost' },
  });
  expect(answer.status()).toBe(200);
  const html = await answer.text();
  expect(html).toContain('<title>Terms and privacy policies | Tablica Praca</title>');
  for (const document of expectedDocuments('work')) expect(html).toContain(document.file.url);
  expect(html).not.toContain(texts.en.kinds.informationClause);
  expect(html).not.toContain(texts.en.kinds.whistleblowerReport);
});

test('the fixed privacy-policy link and both sign-up forms lead to real documents', async ({
  page,
  request,
}, testInfo) => {
  const locale = testInfo.project.use.locale?.startsWith('pl') ? 'pl' : 'en';
  const fixed = await request.get('/terms-and-privacy-policies/privacy-policy', { maxRedirects: 0 });
  expect(fixed.status()).toBe(302);
  expect(fixed.headers().location).toMatch(/^\/documents\/polityka-prywatnosci-[\d-]+\.html$/);

  // The candidate's sign-up dialog.
  await page.goto(`/?lang=${locale}`);
  await page.getByRole('link', { name: locale === 'pl' ? 'Zaloguj się' : 'Sign in' }).click();
  await page.getByRole('button', { name: locale === 'pl' ? 'Załóż konto' : 'Create one' }).click();
  const signUp = page.getByRole('dialog');
  const [policy] = await Promise.all([
    page.waitForEvent('popup'),
    signUp.getByRole('link', { name: locale === 'pl' ? 'politykę prywatności' : 'privacy policy' }).click(),
  ]);
  await expect(policy).toHaveURL(/\/documents\/polityka-prywatnosci-[\d-]+\.html$/);
  await expect(policy.getByRole('heading', { level: 1, name: 'Polityka prywatności' })).toBeVisible();
  await policy.close();

  // The employer's sign-up page: its terms link opens the terms page.
  await page.goto('/employer/#/sign-up');
  const [terms] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: /^(regulamin serwisu|terms of service)$/ }).click(),
  ]);
  await expect(terms.getByRole('heading', { level: 1, name: /^(Regulaminy|Terms)/ })).toBeVisible();
  await expect(
    terms.getByRole('link', { name: /(Regulamin dla pracodawców|Terms of service for employers)/ }),
  ).toBeVisible();
});

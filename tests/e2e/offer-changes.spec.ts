import { expect, request as playwrightRequest, test } from '@playwright/test';
import { defaultListFilters } from '@tablica/domain/listing/filters';
import { filtersToUrl } from '@tablica/domain/listing/url-codec';
import { tenantConfig } from '@tablica/domain/tenant-config/tenant-config';
import { samplePdf, samplePng } from '@tablica/platform/files/sample-files';
import { offerForm } from '../support/offer-commands';
import { confirmedEmployer, publishedOffer, signedInCandidate, signInThroughApi } from './employer-account';
import { expectNoSeriousViolations } from './accessibility';

// Issue 13 item 2: a candidate who applied sees what the employer changed since; everyone sees the
// offer's freshness; nobody else sees the candidate's changes.
const texts = {
  pl: {
    since: /Co się zmieniło od Twojej aplikacji z/,
    none: /Od Twojej aplikacji z .* nic się w tej ofercie nie zmieniło/,
    raised: /Wynagrodzenie podniesione: 20\s000 – 28\s000 PLN → 24\s000 – 31\s000 PLN/,
    fresh: /Pierwsza publikacja .* edytowana raz, ostatnio/,
    applied: 'Zaaplikowano',
    currencyGroup: 'Pokaż wynagrodzenie w walucie',
  },
  en: {
    since: /What changed since you applied on/,
    none: /Nothing has changed in this offer since you applied on/,
    raised: /Salary raised: 20\s000 – 28\s000 PLN → 24\s000 – 31\s000 PLN/,
    fresh: /First published .* edited once, last on/,
    applied: 'Applied',
    currencyGroup: 'Show the salary in',
  },
} as const;

test('a candidate who applied sees the raised salary on the offer page; others only its freshness', async ({
  page,
  baseURL,
}, testInfo) => {
  const locale = testInfo.project.name === 'mobile' ? 'en' : 'pl';
  const l = texts[locale];

  // The employer publishes an offer (its own request context: its session is not the candidate's).
  const employer = await playwrightRequest.newContext({ baseURL });
  const employerEmail = await confirmedEmployer(employer, `changes-${testInfo.project.name}`, locale);
  await signInThroughApi(employer, employerEmail);
  const stamp = String(Date.now());
  const title = `Changed Playwright Engineer ${testInfo.project.name} ${stamp}`;
  const { id: offerId, slug } = await publishedOffer(
    employer,
    offerForm({
      apply_url: null,
      apply_email: 'jobs@acme.example.com',
      title,
      employment_types: [{ type: 'b2b', from: 20000, to: 28000, currency: 'PLN', unit: 'month' }],
    }),
  );

  // A confirmed, signed-in candidate applies to it.
  const email = await signedInCandidate(page.request, locale, 'changes');
  const applied = await page.request.post(`/api/v1/offers/${offerId}/applications`, {
    multipart: {
      name: 'Ola Playwright',
      email,
      message: 'Keen to join.',
      attachment: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: samplePdf },
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);

  // Nothing changed yet: the page says so.
  await expect(async () => {
    await page.goto(`/job-offer/${slug}?lang=${locale}`);
    await expect(page.getByText(l.none)).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });

  // The employer raises the salary through the API.
  // The console's editor sends the whole form (applying stays on the board's form: an e-mail, no link).
  const edited = await employer.patch(`/api/v1/offers/${slug}`, {
    multipart: {
      offer: JSON.stringify(
        offerForm({
          title,
          apply_url: undefined,
          apply_email: 'jobs@acme.example.com',
          employment_types: [{ type: 'b2b', from: 24000, to: 31000, currency: 'PLN', unit: 'month' }],
        }),
      ),
      company_logo: { name: 'logo.png', mimeType: 'image/png', buffer: samplePng },
    },
  });
  expect(edited.status(), await edited.text()).toBe(200);

  // The candidate sees it (once the offer's history has the edit).
  await expect(async () => {
    await page.goto(`/job-offer/${slug}?lang=${locale}`);
    await expect(page.getByRole('heading', { name: l.since })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByText(l.raised)).toBeVisible();
  await expect(page.getByTestId('offer-freshness')).toHaveText(l.fresh);
  await page.screenshot({
    path: testInfo.outputPath(`offer-changes-${locale}-${testInfo.project.name}.png`),
    fullPage: true,
  });
  await expectNoSeriousViolations(page, 'main');

  // Issue 13 item 3: the list marks the offer "applied" on its card, server-rendered. Opened in euros
  // (the list's `currency` parameter), the card shows its pay converted and opens the offer in euros,
  // where the toggle (from the keyboard) brings back its own zlotys.
  const list = filtersToUrl(
    { ...defaultListFilters, keywords: [stamp], currency: 'EUR' },
    tenantConfig('it'),
    locale,
  );
  const card = page.getByRole('article').filter({ hasText: title });
  await expect(async () => {
    await page.goto(list);
    await expect(card.getByText(l.applied, { exact: true })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  // In the server's HTML already, not only once the browser asks the API for it.
  expect(await (await page.request.get(list)).text()).toContain(`>${l.applied}<`);
  // 24,000 and 31,000 PLN at 4.25 PLN per euro.
  await expect(card).toContainText(/≈ 5\s647 – 7\s294 EUR/);
  await page.screenshot({
    path: testInfo.outputPath(`applied-card-${locale}-${testInfo.project.name}.png`),
    fullPage: true,
  });
  await expectNoSeriousViolations(page, 'main');
  await card.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/job-offer/${slug}\\?lang=${locale}&currency=EUR$`));
  const currencies = page.getByRole('group', { name: l.currencyGroup });
  await expect(currencies.getByRole('button', { name: 'EUR' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('article').first()).toContainText(/≈ 5\s647 – 7\s294 EUR/);
  await currencies.getByRole('button', { name: 'EUR' }).focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await expect(currencies.getByRole('button', { name: 'PLN' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(new RegExp(`/job-offer/${slug}\\?lang=${locale}&currency=PLN$`));
  await expect(page.getByRole('article').first()).not.toContainText('≈');

  // The API tells the same to the candidate alone.
  const mine = await page.request.get(`/api/v2/candidate-panel/offers/${slug}/changes-since-applied`);
  expect(mine.status()).toBe(200);
  expect(
    ((await mine.json()) as { changes: { kind: string }[] }).changes.map((change) => change.kind),
  ).toContain('salary');
  // Someone else (here: the employer, then nobody) sees the freshness, never the candidate's changes.
  expect((await employer.get(`/api/v2/candidate-panel/offers/${slug}/changes-since-applied`)).status()).toBe(
    403,
  );
  const anonymous = await playwrightRequest.newContext({ baseURL });
  expect((await anonymous.get(`/api/v2/candidate-panel/offers/${slug}/changes-since-applied`)).status()).toBe(
    401,
  );
  const freshness = await anonymous.get(`/api/v2/user-panel/offers/${slug}/freshness`);
  expect(await freshness.json()).toMatchObject({ edits: 1, refreshes: 0 });
  const html = await (await anonymous.get(`/job-offer/${slug}?lang=${locale}`)).text();
  expect(html).not.toMatch(l.since);
  expect(html).toMatch(l.fresh);
  await anonymous.dispose();
  await employer.dispose();
});

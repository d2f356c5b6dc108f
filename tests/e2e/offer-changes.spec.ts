import { expect, request as playwrightRequest, test } from '@playwright/test';
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
  },
  en: {
    since: /What changed since you applied on/,
    none: /Nothing has changed in this offer since you applied on/,
    raised: /Salary raised: 20\s000 – 28\s000 PLN → 24\s000 – 31\s000 PLN/,
    fresh: /First published .* edited once, last on/,
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
  const title = `Changed Playwright Engineer ${testInfo.project.name} ${Date.now()}`;
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

import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousViolations } from './accessibility';

/** The offer page: server-rendered with JobPosting JSON-LD, and applying through its form. */

interface ListedOffer {
  readonly slug: string;
  readonly title: string;
  readonly applyUrl: string | null;
}

async function offerWithForm(request: APIRequestContext): Promise<ListedOffer> {
  const page = (await (await request.get('/api/v2/user-panel/offers/by-cursor')).json()) as {
    data: ListedOffer[];
  };
  const offer = page.data.find((candidate) => candidate.applyUrl === null);
  if (!offer) throw new Error('the demo board has no offer with the board’s own form');
  return offer;
}

test('the HTML without JavaScript holds the offer and JobPosting JSON-LD with every property Google asks for', async ({
  request,
}) => {
  const offer = await offerWithForm(request);
  const answer = await request.get(`/job-offer/${offer.slug}`);
  expect(answer.status()).toBe(200);
  const html = await answer.text();
  expect(html).toContain(offer.title.replace(/&/g, '&amp;'));
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]+/job-offer/${offer.slug}"`));
  expect(html).toMatch(/<link rel="alternate" hreflang="en"/);
  const block = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
  const posting = JSON.parse(block!) as Record<string, unknown>;
  expect(posting).toMatchObject({
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: offer.title,
    hiringOrganization: { '@type': 'Organization', name: expect.any(String) },
    identifier: { '@type': 'PropertyValue', value: expect.any(String) },
    directApply: true,
    experienceRequirements: { '@type': 'OccupationalExperienceRequirements' },
  });
  for (const property of ['description', 'datePosted', 'validThrough', 'employmentType'])
    expect(posting[property], property).toBeTruthy();
  expect(Date.parse(String(posting.validThrough))).toBeGreaterThan(Date.now());
  expect(posting.jobLocation ?? posting.jobLocationType).toBeTruthy();
  if (posting.baseSalary)
    expect(posting.baseSalary).toMatchObject({
      '@type': 'MonetaryAmount',
      value: { '@type': 'QuantitativeValue', unitText: expect.stringMatching(/^(HOUR|DAY|MONTH|YEAR)$/) },
    });
});

test('a candidate applies with a PDF CV; a renamed program is refused next to the field', async ({
  page,
  request,
}, testInfo) => {
  const offer = await offerWithForm(request);
  await page.goto(`/job-offer/${offer.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: offer.title })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: /^(Aplikuj|Apply)$/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expectNoSeriousViolations(page, '[role="dialog"]');

  // Nothing filled in: the spec's messages, nothing sent.
  await dialog.getByRole('button', { name: /Wyślij aplikację|Send application/ }).click();
  await expect(dialog.getByText(/To pole jest wymagane|This field is required/).first()).toBeVisible();

  await dialog.getByLabel(/Imię i nazwisko|First and last name/).fill('Ola Kowalska');
  await dialog.getByLabel(/E-mail/).fill(`ola.${Date.now()}@example.com`);
  await dialog
    .getByLabel(/Wiadomość do pracodawcy|Message to the employer/)
    .fill('Dzień dobry, chętnie porozmawiam.');

  // A program renamed to cv.pdf: the server judges by content and says so on the field.
  await dialog.getByTestId('apply-attachment').setInputFiles({
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2048, 0x90)]),
  });
  await dialog.getByRole('button', { name: /Wyślij aplikację|Send application/ }).click();
  await expect(dialog.getByText(/format|type/i).first()).toBeVisible();
  // What was typed is still there.
  await expect(dialog.getByLabel(/Imię i nazwisko|First and last name/)).toHaveValue('Ola Kowalska');
  await page.screenshot({ path: testInfo.outputPath('apply-refused.png') });

  const pdf = Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
  await dialog
    .getByTestId('apply-attachment')
    .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdf });
  // The connection drops: the spec's snackbar, and the form as it was.
  const applications = '**/api/v1/offers/*/applications';
  await page.route(applications, (route) => route.abort('internetdisconnected'));
  await dialog.getByRole('button', { name: /Wyślij aplikację|Send application/ }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: /Coś poszło nie tak|Something went wrong/ }),
  ).toBeVisible();
  await expect(dialog.getByLabel(/Imię i nazwisko|First and last name/)).toHaveValue('Ola Kowalska');
  await page.unroute(applications);

  await dialog.getByRole('button', { name: /Wyślij aplikację|Send application/ }).click();
  await expect(
    dialog.getByRole('heading', { name: /Potwierdzenie aplikacji|Application Confirmation/ }),
  ).toBeVisible();
  // Spec §2, §4: look-alike offers, and a guest is invited to create an account.
  await expect(
    dialog
      .getByRole('region', { name: /Podobne oferty|Offers like this one/ })
      .getByRole('link')
      .first(),
  ).toBeVisible();
  await expectNoSeriousViolations(page, '[role="dialog"]');
  await page.screenshot({ path: testInfo.outputPath('apply-done.png') });
  await dialog.getByRole('button', { name: /^(Załóż konto|Create account)$/ }).click();
  const signUp = page.getByRole('dialog', { name: /Załóż konto kandydata|Create a candidate account/ });
  await expect(signUp).toBeVisible();
  await signUp.getByRole('button', { name: /Anuluj|Cancel/ }).click();
  await expect(signUp).toBeHidden();
  await dialog.getByRole('button', { name: /Wróć do oferty|Back to the offer/ }).click();
  await expect(
    page.getByText(/Twoja aplikacja na tę ofertę została wysłana|You applied for this offer/),
  ).toBeVisible();
});

test('a guest reading an offer is invited to a candidate account under it (the look-alike prompt)', async ({
  page,
  request,
}, testInfo) => {
  const locale = testInfo.project.name === 'mobile' ? 'en' : 'pl';
  const offer = await offerWithForm(request);
  await page.goto(`/job-offer/${offer.slug}?lang=${locale}`);
  await expect(page.getByRole('heading', { level: 1, name: offer.title })).toBeVisible();
  const prompt = page.getByRole('region', {
    name: locale === 'pl' ? 'Dostawaj takie oferty jako pierwszy' : 'Get offers like this one first',
  });
  // Mounted once the reader comes near the end of the page, after the session is known.
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(prompt).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expectNoSeriousViolations(page, 'main');
  await prompt.screenshot({
    path: testInfo.outputPath(`lookalike-guest-${locale}-${testInfo.project.name}.png`),
  });
  await prompt.getByRole('button', { name: locale === 'pl' ? 'Załóż konto' : 'Create account' }).click();
  const signUp = page.getByRole('dialog', { name: /Załóż konto kandydata|Create a candidate account/ });
  await expect(signUp).toBeVisible();
  await signUp.getByRole('button', { name: /Anuluj|Cancel/ }).click();
  await expect(signUp).toBeHidden();
});

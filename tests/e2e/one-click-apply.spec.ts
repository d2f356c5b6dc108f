import { expect, request as playwrightRequest, test } from '@playwright/test';
import { samplePdf } from '@tablica/platform/files/sample-files';
import { offerForm } from '../support/offer-commands';
import { expectNoSeriousViolations } from './accessibility';
import { confirmedEmployer, publishedOffer, signedInCandidate, signInThroughApi } from './employer-account';

// Issue 13, spec §2 "Apply", §4 "Apply source", §6: a signed-in candidate with a CV in the profile
// applies in one click through the confirm-application dialog; the success screen asks how applying
// was; the offer page then says when they applied (server-rendered after a reload), the employer's
// API lists the application with the source 1_click_apply, and the look-alike prompt sends a
// candidate without preferences to the profile.
const texts = {
  pl: {
    apply: 'Aplikuj',
    confirm: 'Aplikuj z profilu',
    oneClick: 'Aplikuj jednym kliknięciem',
    done: 'Potwierdzenie aplikacji',
    feedback: 'Jak Ci się aplikowało?',
    easy: 'Łatwo',
    thanks: 'Dziękujemy, to pomoże nam ulepszyć aplikowanie.',
    back: 'Wróć do oferty',
    appliedOn: /Twoja aplikacja na tę ofertę została wysłana \d{1,2} \p{L}+ \d{4}/u,
    again: 'Aplikuj ponownie',
    earlier: /Aplikacja na tę ofertę została już wysłana .+\. Wyślesz kolejną\./,
    close: 'Zamknij',
    prompt: 'Powiedz nam, czego szukasz',
    toProfile: 'Przejdź do profilu',
  },
  en: {
    apply: 'Apply',
    confirm: 'Apply with your profile',
    oneClick: 'Apply in 1 click',
    done: 'Application Confirmation',
    feedback: 'How was applying?',
    easy: 'Easy',
    thanks: 'Thank you, that helps us improve applying.',
    back: 'Back to the offer',
    appliedOn: /You applied for this offer on \w+ \d{1,2}, \d{4}/,
    again: 'Apply again',
    earlier: /You applied for this offer on .+\. This sends another application\./,
    close: 'Close',
    prompt: 'Tell us what you are looking for',
    toProfile: 'Go to your profile',
  },
} as const;

test('a signed-in candidate with a saved CV applies in one click and the offer remembers it', async ({
  page,
  baseURL,
}, testInfo) => {
  const locale = testInfo.project.name === 'mobile' ? 'en' : 'pl';
  const l = texts[locale];
  const shot = (name: string) =>
    page.screenshot({ path: testInfo.outputPath(`${name}-${locale}-${testInfo.project.name}.png`) });

  // The employer publishes an offer that takes applications through the board's form.
  const employer = await playwrightRequest.newContext({ baseURL });
  const employerEmail = await confirmedEmployer(employer, `one-click-${testInfo.project.name}`, locale);
  await signInThroughApi(employer, employerEmail);
  const title = `One-click Playwright Engineer ${testInfo.project.name} ${Date.now()}`;
  const { id: offerId, slug } = await publishedOffer(
    employer,
    offerForm({ title, apply_url: null, apply_email: 'jobs@acme.example.com' }),
  );

  // A confirmed candidate, signed in, keeps a CV in the profile (the profile page's upload call).
  await signedInCandidate(page.request, locale, 'one-click');
  const cv = await page.request.post('/api/v2/candidate-panel/documents', {
    multipart: { cv: { name: 'ola-cv.pdf', mimeType: 'application/pdf', buffer: samplePdf } },
  });
  expect(cv.status(), await cv.text()).toBe(201);

  const offerUrl = `/job-offer/${slug}?lang=${locale}`;
  await expect(async () => {
    await page.goto(offerUrl);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: /^(My profile|Mój profil)/ })).toBeVisible();

  // Apply: the confirm dialog says what the profile sends; one click sends it.
  const box = page.getByTestId('apply-box');
  await box.getByRole('button', { name: l.apply, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: l.confirm });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('ola-cv.pdf')).toBeVisible();
  await expect(dialog.getByText('Ola Playwright')).toBeVisible();
  await expectNoSeriousViolations(page, '[role="dialog"]');
  await shot('one-click-confirm');
  await dialog.getByRole('button', { name: l.oneClick }).click();
  const done = page.getByRole('dialog', { name: l.done });
  await expect(done).toBeVisible();

  // The feedback banner records the answer and thanks.
  const feedback = done.getByRole('region', { name: l.feedback });
  await expect(feedback).toBeVisible();
  await shot('one-click-success');
  const recorded = page.waitForResponse((response) => response.url().endsWith('/feedback'));
  await feedback.getByRole('button', { name: l.easy }).click();
  expect((await recorded).status()).toBe(204);
  await expect(done.getByText(l.thanks)).toBeVisible();
  await expectNoSeriousViolations(page, '[role="dialog"]');
  await done.getByRole('button', { name: l.back }).click();
  await expect(done).toBeHidden();

  // The apply box says so at once, and after a reload from the server's HTML too.
  await expect(box.getByRole('status')).toHaveText(l.appliedOn);
  await expect(box.getByRole('button', { name: l.again })).toBeVisible();
  await expect(async () => {
    await page.reload();
    await expect(box.getByRole('status')).toHaveText(l.appliedOn, { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  const html = await (await page.request.get(offerUrl)).text();
  expect(html).toContain(`>${l.again}<`);
  await shot('one-click-applied');

  // Applying again is allowed, and the dialog says the candidate applied before.
  await box.getByRole('button', { name: l.again }).click();
  await expect(dialog.getByText(l.earlier)).toBeVisible();
  await shot('one-click-again');
  await dialog.getByRole('button', { name: l.close }).click();
  await expect(dialog).toBeHidden();

  // Spec §4 look-alike prompt: no preferences yet, so an invitation to the profile, below the offer.
  const prompt = page.getByRole('region', { name: l.prompt });
  await page.keyboard.press('End');
  await prompt.scrollIntoViewIfNeeded();
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole('link', { name: l.toProfile })).toHaveAttribute('href', '/profile');
  await prompt.screenshot({
    path: testInfo.outputPath(`lookalike-prompt-${locale}-${testInfo.project.name}.png`),
  });

  // The employer's API lists it, sent in one click with the saved CV.
  const listed = async () => {
    const answer = await employer.get(
      `/api/v2/employer-panel/applications?filter=${encodeURIComponent(JSON.stringify({ offerId }))}`,
    );
    expect(answer.status()).toBe(200);
    return (await answer.json()) as { source: string; name: string; hasCv: boolean; cvFileName: string }[];
  };
  await expect.poll(listed, { timeout: 30_000 }).toEqual([
    expect.objectContaining({
      source: '1_click_apply',
      name: 'Ola Playwright',
      hasCv: true,
      cvFileName: 'ola-cv.pdf',
    }),
  ]);
  await employer.dispose();
});

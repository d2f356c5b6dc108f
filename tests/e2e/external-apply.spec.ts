import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './accessibility';
import { signedInCandidate } from './employer-account';

// Issue 13 item 3, spec §4: an offer whose employer takes applications on their own site. Leaving for
// it is tracked for everyone; a guest gets the similar-offers sidebar with an invitation to an
// account; a signed-in candidate (the IT brand keeps an application history) is asked on return
// whether they applied, and "yes" counts as an application.

const texts = {
  pl: {
    apply: 'Aplikuj na stronie firmy',
    sidebar: /^Dokończ aplikowanie w /,
    join: 'Załóż konto',
    signUp: 'Załóż konto kandydata',
    question: 'Czy udało Ci się dokończyć aplikację?',
    yes: 'Tak',
    saved: 'Aplikacja zapisana',
    applied: 'Twoja aplikacja na tę ofertę została wysłana',
  },
  en: {
    apply: 'Apply on the company’s site',
    sidebar: /^Finish applying at /,
    join: 'Create account',
    signUp: 'Create a candidate account',
    question: 'Did you manage to complete your application?',
    yes: 'Yes',
    saved: 'Application saved',
    applied: 'You applied for this offer',
  },
} as const;

interface ListedOffer {
  readonly slug: string;
  readonly guid: string;
  readonly applyUrl: string | null;
}

async function offerWithApplyUrl(request: APIRequestContext): Promise<ListedOffer> {
  const page = (await (await request.get('/api/v2/user-panel/offers/by-cursor')).json()) as {
    data: ListedOffer[];
  };
  const offer = page.data.find((candidate) => candidate.applyUrl !== null);
  if (!offer) throw new Error('the demo board has no offer with its own apply page');
  return offer;
}

/** Clicks the apply link: the company's page opens in a new tab, and the board records the redirect. */
async function leaveForCompany(page: Page, offer: ListedOffer, label: string) {
  // The company's own site is outside the board (and this machine has no internet): a stand-in page.
  await page.context().route(offer.applyUrl!, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Careers</title><h1>Careers</h1>',
    }),
  );
  // The link records the redirect once the page has hydrated (before, it is a plain link).
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  const tracked = page.waitForResponse((response) =>
    response.url().endsWith(`/offers/${offer.guid}/track-redirects`),
  );
  const [company] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: label }).click(),
  ]);
  expect(company.url()).toBe(offer.applyUrl);
  const answer = await tracked;
  expect(answer.status()).toBe(201);
  return { company, redirectId: ((await answer.json()) as { redirect_id: string }).redirect_id };
}

test('a guest leaves for the company’s apply page: tracked, similar offers and an invitation', async ({
  page,
  request,
}, testInfo) => {
  const locale = testInfo.project.name === 'mobile' ? 'en' : 'pl';
  const l = texts[locale];
  const offer = await offerWithApplyUrl(request);
  await page.goto(`/job-offer/${offer.slug}?lang=${locale}`);

  const { company, redirectId } = await leaveForCompany(page, offer, l.apply);
  expect(redirectId).toMatch(/^[0-9a-f-]{36}$/);
  await company.close();
  const sidebar = page.getByRole('dialog', { name: l.sidebar });
  await expect(sidebar).toBeVisible();
  await expect(sidebar.getByRole('button', { name: l.join })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.screenshot({
    path: testInfo.outputPath(`left-to-apply-${testInfo.project.name}-${locale}.png`),
  });

  await sidebar.getByRole('button', { name: l.join }).click();
  await expect(page.getByRole('dialog', { name: l.signUp })).toBeVisible();
});

test('a signed-in candidate comes back from the company’s page and says they applied', async ({
  page,
  request,
}, testInfo) => {
  const locale = testInfo.project.name === 'mobile' ? 'pl' : 'en';
  const l = texts[locale];
  await signedInCandidate(page.request, locale, 'redirect');
  const offer = await offerWithApplyUrl(request);
  await page.goto(`/job-offer/${offer.slug}?lang=${locale}`);
  await expect(page.getByRole('link', { name: /^(My profile|Mój profil)/ })).toBeVisible();

  const { company } = await leaveForCompany(page, offer, l.apply);
  // Back on the board's tab. Headless Chromium keeps every tab visible and focused, so the page is
  // told what a browser tells it when its tab shows again.
  await company.close();
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  const question = page.getByRole('dialog', { name: l.question });
  await expect(question).toBeVisible();
  await page.screenshot({
    path: testInfo.outputPath(`redirect-question-${testInfo.project.name}-${locale}.png`),
  });
  await question.getByRole('button', { name: l.yes }).click();
  await expect(page.getByText(l.saved)).toBeVisible();
  await expect(page.getByText(l.applied)).toBeVisible();

  // The board remembers it: the offer is applied-to after a reload too.
  await page.reload();
  await expect(page.getByText(l.applied)).toBeVisible();
});

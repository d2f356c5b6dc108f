import { expect, test } from '@playwright/test';
import { samplePng } from '@tablica/platform/files/sample-files';
import { offerForm } from '../support/offer-commands';
import { expectNoSeriousViolations } from './accessibility';
import {
  consoleLocales,
  consoleOptions,
  consoleShot,
  expectNoOverflow,
  watchConsole,
} from './console-screens';
import {
  candidateApplies,
  confirmedEmployer,
  issueCodes,
  publishedOffer,
  signInThroughApi,
} from './employer-account';

// Every screen of the employer console an employer works with (issue 14), as a company with a published
// offer, a draft, an application and codes sees them: in Polish and English, desktop (1280 px) and mobile
// (390 px class). Each screen: nothing sticks out sideways, no key missing from the catalogues, and on
// the wizard, the offer list and the applications no serious or critical axe-core violation.
// The published and "offer ended" screens are offer-wizard.spec's (a publication and an ending).
const labels = {
  pl: {
    title: 'Stanowisko',
    next: 'Dalej',
    preview: 'Tak kandydaci zobaczą Twoje ogłoszenie.',
    choosePlan: 'Wybierz pakiet',
    code: 'Kod',
  },
  en: {
    title: 'Job title',
    next: 'Next',
    preview: 'This is how candidates will see your offer.',
    choosePlan: 'Choose a plan',
    code: 'Code',
  },
};

for (const { locale, tag } of consoleLocales) {
  test.describe(`in ${locale}`, () => {
    test.use(consoleOptions(tag));
    const label = labels[locale];

    test('the console screens: dashboard, offers, drafts, wizard steps, codes, applications', async ({
      page,
      baseURL,
    }, testInfo) => {
      test.setTimeout(240_000);
      const watched = watchConsole(page);
      const shot = (name: string) => consoleShot(page, testInfo, locale, `screen-${name}`);
      /** The screen as it stands: looked at, nothing overflowing, optionally axe-checked. */
      const screen = async (name: string, accessible = false) => {
        await page.waitForLoadState('networkidle');
        await expect(page.locator('.MuiLinearProgress-root, .MuiCircularProgress-root')).toHaveCount(0);
        await shot(name);
        await expectNoOverflow(page);
        if (accessible) await expectNoSeriousViolations(page, '#main-content');
      };
      const run = `${testInfo.project.name}-${locale}-${Date.now().toString(36)}`;
      const email = await confirmedEmployer(page.request, `screens-${run}`, locale);
      await signInThroughApi(page.request, email);

      // A published offer with an application, a draft, and codes issued to the company.
      const title = `Screens Engineer ${run}`;
      const { id: offerId } = await publishedOffer(
        page.request,
        offerForm({ title, apply_url: null, apply_email: 'jobs@acme.example.com' }),
      );
      await candidateApplies(page.request, offerId, `candidate.${run}@example.com`);
      const draft = await page.request.post('/api/v2/employer-panel/offers/drafts', {
        multipart: {
          offer: JSON.stringify(offerForm({ title: `Draft ${title}` })),
          company_logo: { name: 'logo.png', mimeType: 'image/png', buffer: samplePng },
        },
      });
      expect(draft.status(), await draft.text()).toBe(201);
      const { slug: draftSlug } = (await draft.json()) as { slug: string };
      const company = (await (await page.request.get('/api/v1/company')).json()) as { id: string };
      await issueCodes(baseURL!, `screens-${run}`, locale, 2, company.id);

      // Dashboard, offers, drafts, the offer's page, codes.
      await page.goto('/employer/#/');
      await expect(page.locator('#main-content')).toBeVisible({ timeout: 20_000 });
      await screen('dashboard');
      await page.goto('/employer/#/offers');
      await expect(page.getByText(title).first()).toBeVisible({ timeout: 15_000 });
      await screen('offers', true);
      const drafts = encodeURIComponent(JSON.stringify({ status: 'draft' }));
      await page.goto(`/employer/#/offers?filter=${drafts}`);
      await expect(page.getByText(`Draft ${title}`).first()).toBeVisible({ timeout: 15_000 });
      await screen('drafts', true);
      await page.goto(`/employer/#/offers/${offerId}/show`);
      await expect(page.getByText(title).first()).toBeVisible({ timeout: 15_000 });
      await screen('offer', true);
      await page.goto('/employer/#/codes');
      await expect(page.locator('#main-content table, #main-content ul').first()).toBeVisible({
        timeout: 15_000,
      });
      await screen('codes', true);

      // Applications: the list and one application.
      await page.goto('/employer/#/applications');
      await expect(page.getByText('Ala Kowalska').first()).toBeVisible({ timeout: 15_000 });
      await screen('applications', true);
      await page.getByText('Ala Kowalska').first().click();
      await expect(page.getByRole('heading', { name: 'Ala Kowalska', level: 1 })).toBeVisible();
      await screen('application', true);

      // The wizard on the draft: the form (its salary row on screen too), summary, plan, the code step.
      await page.goto(`/employer/#/offers/${encodeURIComponent(draftSlug)}/wizard/draft`);
      await expect(page.getByRole('textbox', { name: label.title, exact: true })).toHaveValue(
        `Draft ${title}`,
        {
          timeout: 20_000,
        },
      );
      await screen('wizard-form', true);
      await page.locator('#section-salary').scrollIntoViewIfNeeded();
      await consoleShot(page, testInfo, locale, 'screen-wizard-salary', { fullPage: false });
      await page.getByRole('button', { name: label.next }).click();
      await expect(page.getByText(label.preview)).toBeVisible({ timeout: 20_000 });
      await screen('wizard-summary', true);
      await page.getByRole('button', { name: label.next }).click();
      await expect(page.getByText(label.choosePlan)).toBeVisible();
      await screen('wizard-plan', true);
      await page.getByRole('button', { name: label.next }).click();
      await expect(page.getByRole('textbox', { name: label.code })).toBeVisible();
      await screen('wizard-code', true);
      watched.expectClean();
    });
  });
}

import { expect, test, type Page } from '@playwright/test';
import { samplePng } from '@tablica/platform/files/sample-files';
import { offerForm } from '../support/offer-commands';
import { consoleLocales, consoleOptions, consoleShot } from './console-screens';
import {
  candidateApplies,
  confirmedEmployer,
  grantPlatformAdmin,
  issueCodes,
  invitedRecruiter,
  publishedOffer,
  signInThroughApi,
} from './employer-account';

// A screenshot of every screen of the console, for a person to look at (issue 14's "Screenshots of every
// screen looked at, both languages, both widths"): the signed-out pages, every employer screen (the
// wizard's steps, the card payment and the "offer ended" screen included) and every platform-admin
// screen, in Polish and English, 1280 px (desktop) and 390 px (mobile). Only with SHOTS_DIR set, where
// the PNGs go (`walk-<screen>-<locale>-<project>.png`); what sticks out sideways is printed, not failed
// (console-screens.spec and the journeys fail on it).
test.skip(!process.env.SHOTS_DIR, 'a screenshot walk: set SHOTS_DIR to run it');

const labels = {
  pl: { title: 'Stanowisko', next: 'Dalej', preview: 'Tak kandydaci zobaczą Twoje ogłoszenie.' },
  en: { title: 'Job title', next: 'Next', preview: 'This is how candidates will see your offer.' },
};

/** The screen settled (requests done, no spinner), photographed; what overflows is printed. */
async function look(page: Page, shot: (name: string) => Promise<void>, name: string): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await expect(page.locator('.MuiLinearProgress-root, .MuiCircularProgress-root'))
    .toHaveCount(0, { timeout: 10_000 })
    .catch(() => undefined);
  await shot(name);
  const overflow = await page.evaluate(() => {
    const root = document.documentElement;
    const found =
      root.scrollWidth > root.clientWidth + 1 ? [`page ${root.scrollWidth} > ${root.clientWidth}`] : [];
    for (const element of document.querySelectorAll('#main-content *, main *')) {
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.right > root.clientWidth + 1 && element.children.length === 0)
        found.push(
          `${element.tagName} "${(element.textContent ?? '').trim().slice(0, 30)}" ends at ${Math.round(box.right)}`,
        );
    }
    return found.slice(0, 5);
  });
  if (overflow.length > 0) console.log(`[walk] ${name}: ${overflow.join('; ')}`);
}

for (const { locale, tag } of consoleLocales) {
  test.describe(`in ${locale}`, () => {
    test.use(consoleOptions(tag));
    const label = labels[locale];

    test('every console screen, photographed', async ({ page, baseURL }, testInfo) => {
      test.setTimeout(600_000);
      const shot = (name: string) => consoleShot(page, testInfo, locale, `walk-${name}`);
      const at = async (hash: string, name: string, ready?: () => Promise<unknown>) => {
        await page.goto(`/employer/#${hash}`);
        await expect(page.locator('#main-content, main').first()).toBeVisible({ timeout: 20_000 });
        if (ready) await ready();
        await look(page, shot, name);
      };
      const run = `${testInfo.project.name}-${locale}-${Date.now().toString(36)}`;

      // Signed out: sign-in, sign-up, the password pages and the mail links (a bad token).
      await at('/login', 'sign-in');
      await at('/sign-up', 'sign-up');
      await at('/forgot-password', 'forgot-password');
      await at('/reset-password?token=not-a-token', 'reset-password');
      await at('/confirm?token=not-a-token', 'confirm-bad-link');
      await at('/accept-invitation?token=not-a-token', 'accept-invitation');

      // A company with a live offer and its application, an ended offer, a draft, codes, a recruiter.
      const email = await confirmedEmployer(page.request, `walk-${run}`, locale);
      await signInThroughApi(page.request, email);
      const title = `Walk Engineer ${run}`;
      const { id: offerId, slug } = await publishedOffer(
        page.request,
        offerForm({ title, apply_url: null, apply_email: 'jobs@acme.example.com' }),
      );
      await candidateApplies(page.request, offerId, `candidate.${run}@example.com`);
      const ended = await publishedOffer(page.request, offerForm({ title: `Ended ${title}` }));
      const finished = await page.request.post(`/api/v1/offers/${ended.slug}/finish-recruitment`);
      expect(finished.status(), await finished.text()).toBeLessThan(300);
      const draft = await page.request.post('/api/v2/employer-panel/offers/drafts', {
        multipart: {
          offer: JSON.stringify(offerForm({ title: `Draft ${title}` })),
          company_logo: { name: 'logo.png', mimeType: 'image/png', buffer: samplePng },
        },
      });
      expect(draft.status(), await draft.text()).toBe(201);
      const { id: draftId, slug: draftSlug } = (await draft.json()) as { id: string; slug: string };
      await invitedRecruiter(page.request, run, locale);
      const company = (await (await page.request.get('/api/v1/company')).json()) as { id: string };
      await issueCodes(baseURL!, `walk-${run}`, locale, 2, company.id);

      // The employer's screens, signed in again (the recruiter's invitation answered with its own
      // session cookie) and loaded afresh (the console took the visitor for signed out).
      await signInThroughApi(page.request, email);
      await page.goto('/employer/#/');
      await page.reload();
      await at('/', 'dashboard');
      await at('/offers', 'offers', () =>
        expect(page.getByText(title).first()).toBeVisible({ timeout: 20_000 }),
      );
      const drafts = encodeURIComponent(JSON.stringify({ status: 'draft' }));
      await at(`/offers?filter=${drafts}`, 'drafts');
      await at(`/offers/${offerId}/show`, 'offer', () =>
        expect(page.getByText(title).first()).toBeVisible({ timeout: 20_000 }),
      );
      await at(`/offers/${encodeURIComponent(ended.slug)}/ended`, 'offer-ended');
      await at(`/offers/${encodeURIComponent(draftSlug)}/wizard/draft`, 'wizard-form', () =>
        expect(page.getByRole('textbox', { name: label.title, exact: true })).toHaveValue(`Draft ${title}`, {
          timeout: 20_000,
        }),
      );
      await page.getByRole('button', { name: label.next }).click();
      await expect(page.getByText(label.preview)).toBeVisible({ timeout: 20_000 });
      await look(page, shot, 'wizard-summary');
      await page.getByRole('button', { name: label.next }).click();
      await page.waitForTimeout(500);
      await look(page, shot, 'wizard-plan');
      await page.getByRole('button', { name: label.next }).click();
      await page.waitForTimeout(500);
      await look(page, shot, 'wizard-code');
      await at(`/offers/${encodeURIComponent(slug)}/wizard/edit`, 'wizard-edit');
      await at(`/offers/${encodeURIComponent(slug)}/wizard/extend`, 'wizard-extend');
      await at(`/offers/${draftId}/pay`, 'card-payment');
      await at('/applications', 'applications', () =>
        expect(page.getByText('Ala Kowalska').first()).toBeVisible(),
      );
      await page.getByText('Ala Kowalska').first().click();
      await expect(page.getByRole('heading', { name: 'Ala Kowalska', level: 1 })).toBeVisible();
      await look(page, shot, 'application');
      await at('/codes', 'codes');
      await at('/orders', 'orders');
      await at('/invoices', 'invoices');
      await at('/company', 'company');
      await at('/brand-story', 'brand-story');
      await at('/users', 'users');
      await at('/users/create', 'user-invite');
      await at('/profile', 'profile');

      // The platform admin's screens (the same person made an admin).
      grantPlatformAdmin(email);
      await signInThroughApi(page.request, email);
      await page.reload();
      await at('/admin/offers', 'admin-offers');
      await at(`/admin/offers/${offerId}`, 'admin-offer-timeline', () =>
        expect(page.locator('article').first()).toBeVisible({ timeout: 20_000 }),
      );
      await page
        .locator('article')
        .first()
        .getByRole('button')
        .last()
        .click()
        .catch(() => undefined);
      await page.getByRole('tab').nth(1).click();
      await look(page, shot, 'admin-offer-state');
      await at('/admin/streams', 'admin-streams');
      await at(`/admin/streams/offer-${offerId}`, 'admin-stream');
      await at('/admin/projections', 'admin-projections');
      await at('/admin/import', 'admin-import');
      await at('/admin/codes', 'admin-codes');
      await at('/admin/tenants', 'admin-tenants');
      await at('/admin/activity', 'admin-activity');
    });
  });
}

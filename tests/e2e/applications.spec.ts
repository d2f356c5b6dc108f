import { expect, request as newRequest, test } from '@playwright/test';
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
  invitedRecruiter,
  publishedOffer,
  signInThroughApi,
} from './employer-account';

// The console's applications (issues 12 and 14): a candidate applies on the board's API, a recruiter of
// the company finds it, opens it (marked seen), changes its status with a note, downloads the CV and
// trashes it. In Polish and English on both projects (desktop and mobile).
const labels = {
  pl: {
    menu: 'Aplikacje',
    offer: 'Oferta',
    seen: 'Przejrzana',
    status: 'Status',
    interview: 'Rozmowa',
    note: /Notatka/,
    save: 'Zapisz status',
    saved: 'Zapisano status',
    shown: 'Co zobaczył kandydat',
    trash: 'Przenieś do kosza',
    confirm: 'Potwierdź',
  },
  en: {
    menu: 'Applications',
    offer: 'Offer',
    seen: 'Seen',
    status: 'Status',
    interview: 'Interview',
    note: /Note/,
    save: 'Save status',
    saved: 'Status saved',
    shown: 'What the candidate was shown',
    trash: 'Move to trash',
    confirm: 'Confirm',
  },
};

for (const { locale, tag } of consoleLocales) {
  test.describe(`in ${locale}`, () => {
    test.use(consoleOptions(tag));
    const label = labels[locale];

    test('a recruiter finds an application, reads what the candidate sent and was shown, moves it on and trashes it', async ({
      page,
    }, testInfo) => {
      const shot = (name: string) => consoleShot(page, testInfo, locale, `applications-${name}`);
      const watched = watchConsole(page);
      const run = `${testInfo.project.name}-${locale}`;
      const email = await confirmedEmployer(page.request, `owner-${run}`, locale);
      await signInThroughApi(page.request, email);
      const title = `Applied Playwright Engineer ${run} ${Date.now()}`;
      const { id: offerId, slug } = await publishedOffer(
        page.request,
        offerForm({
          apply_url: null,
          apply_email: 'jobs@acme.example.com',
          title,
          employment_types: [{ type: 'b2b', from: 21000, to: 27000, currency: 'PLN', unit: 'month' }],
        }),
      );

      // A candidate applies (the board's form posts this multipart; the journey of the form is offer-page.spec).
      const candidate = `candidate.${Date.now().toString(36)}@example.com`;
      await candidateApplies(page.request, offerId, candidate);

      // The owner invites a recruiter, who works with the applications from here on.
      const recruiter = await invitedRecruiter(page.request, run, locale);
      await page.context().clearCookies();
      await signInThroughApi(page.request, recruiter);

      // The offer's page counts it and leads to its applications.
      await page.goto(`/employer/#/offers/${offerId}/show`);
      const toApplications = page.getByRole('link', { name: new RegExp(`${label.menu} \\(1\\)`) });
      await expect(toApplications).toBeVisible({ timeout: 30_000 });
      await toApplications.click();
      const row = page.getByText('Ala Kowalska');
      await expect(row).toBeVisible({ timeout: 15_000 });
      await shot('list');
      await expectNoOverflow(page);
      await expectNoSeriousViolations(page, '#main-content');
      await row.click();

      // The application: opened, it is seen; what the candidate was shown is kept.
      await expect(page.getByRole('heading', { name: 'Ala Kowalska', level: 1 })).toBeVisible();
      await expect(page.getByText('I would love to build this board with you.')).toBeVisible();
      await expect(page.getByRole('heading', { name: label.shown })).toBeVisible();
      await expect(page.getByText(/21[\s\u00a0,.]?000 – 27[\s\u00a0,.]?000 PLN/)).toBeVisible();
      await expect(page.getByText(label.seen, { exact: true }).first()).toBeVisible({ timeout: 15_000 });

      // The CV comes down as its file.
      const downloading = page.waitForEvent('download');
      await page.getByRole('link', { name: /cv\.pdf/ }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe('cv.pdf');

      // A status with a note.
      await page.getByRole('combobox', { name: label.status }).click();
      await page.getByRole('option', { name: label.interview }).click();
      await page.getByRole('textbox', { name: label.note }).fill('Strong portfolio');
      await page.getByRole('button', { name: label.save }).click();
      await expect(page.getByText(label.saved)).toBeVisible();
      await expect(page.getByText(label.interview, { exact: true }).first()).toBeVisible();
      await shot('show');
      await expectNoOverflow(page);
      await expectNoSeriousViolations(page, '#main-content');

      const api = await page.request.get(
        `/api/v2/employer-panel/applications?filter=${encodeURIComponent(JSON.stringify({ offerId }))}`,
      );
      expect(((await api.json()) as { status: string }[])[0]?.status).toBe('interview');
      // The download is on the record, which only an owner reads.
      const applicationId = ((await api.json()) as { id: string }[])[0]!.id;
      const owner = await newRequest.newContext({ baseURL: testInfo.project.use.baseURL });
      await signInThroughApi(owner, email);
      const audited = (await (
        await owner.get(`/api/v2/employer-panel/applications/${applicationId}`)
      ).json()) as { downloads: unknown[] };
      expect(audited.downloads).toHaveLength(1);
      await owner.dispose();

      // Into the trash: gone from the list.
      await page.getByRole('button', { name: label.trash }).click();
      await page.getByRole('button', { name: label.confirm }).click();
      await page.waitForURL(/#\/applications(\?|$)/);
      await expect(page.getByText('Ala Kowalska')).toHaveCount(0, { timeout: 15_000 });
      await shot('empty');
      expect(slug).toBeTruthy();
      watched.expectClean();
    });
  });
}

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
// trashes it. A status change and the trash are undoable: the "Undo" notification stands a few seconds
// before the call is sent; once undone, nothing changes on the server. In Polish and English on both
// projects (desktop and mobile).
const labels = {
  pl: {
    menu: 'Aplikacje',
    offer: 'Oferta',
    seen: 'Przejrzana',
    status: 'Status',
    interview: 'Rozmowa',
    rejected: 'Odrzucona',
    note: /Notatka/,
    save: 'Zapisz status',
    saved: (status: string) => `Zmieniono status na „${status}”`,
    undo: 'Cofnij',
    shown: 'Co zobaczył kandydat',
    trash: 'Przenieś do kosza',
    trashed: 'Aplikacja przeniesiona do kosza',
  },
  en: {
    menu: 'Applications',
    offer: 'Offer',
    seen: 'Seen',
    status: 'Status',
    interview: 'Interview',
    rejected: 'Rejected',
    note: /Note/,
    save: 'Save status',
    saved: (status: string) => `Status changed to “${status}”`,
    undo: 'Undo',
    shown: 'What the candidate was shown',
    trash: 'Move to trash',
    trashed: 'Application moved to the trash',
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

      const filter = `filter=${encodeURIComponent(JSON.stringify({ offerId }))}`;
      const listed = async () =>
        (await (await page.request.get(`/api/v2/employer-panel/applications?${filter}`)).json()) as {
          id: string;
          status: string;
        }[];
      const statusChip = page.locator('#main-content .MuiChip-root').first();
      const notification = page.locator('.MuiSnackbar-root');
      const chooseStatus = async (status: string) => {
        await page.getByRole('combobox', { name: label.status }).click();
        await page.getByRole('option', { name: status }).click();
      };

      // A status undone: put back on Undo, never sent. Undo is clicked first thing (the window is a few
      // seconds; on a loaded machine checks in between outlasted it); "shown at once" is checked below.
      await chooseStatus(label.rejected);
      await page.getByRole('button', { name: label.save }).click();
      await notification.getByRole('button', { name: label.undo }).click();
      await expect(statusChip).toHaveText(label.seen);
      await expect(notification).toHaveCount(0);
      expect((await listed())[0]?.status).toBe('seen');

      // A status with a note: shown at once with "Undo" offered, sent when the notification goes.
      await chooseStatus(label.interview);
      await page.getByRole('textbox', { name: label.note }).fill('Strong portfolio');
      await page.getByRole('button', { name: label.save }).click();
      await expect(notification.getByText(label.saved(label.interview))).toBeVisible();
      await expect(notification.getByRole('button', { name: label.undo })).toBeVisible();
      await expect(statusChip).toHaveText(label.interview);
      await consoleShot(page, testInfo, locale, 'applications-undo', { fullPage: false });
      await expect(notification).toHaveCount(0, { timeout: 15_000 });
      await expect.poll(async () => (await listed())[0]?.status, { timeout: 10_000 }).toBe('interview');
      await page.reload();
      await expect(statusChip).toHaveText(label.interview, { timeout: 15_000 });
      await shot('show');
      await expectNoOverflow(page);
      await expectNoSeriousViolations(page, '#main-content');

      // The download is on the record, which only an owner reads.
      const applicationId = (await listed())[0]!.id;
      const owner = await newRequest.newContext({ baseURL: testInfo.project.use.baseURL });
      await signInThroughApi(owner, email);
      const audited = (await (
        await owner.get(`/api/v2/employer-panel/applications/${applicationId}`)
      ).json()) as { downloads: unknown[] };
      expect(audited.downloads).toHaveLength(1);
      await owner.dispose();

      // Into the trash, not asked (undoable): gone from the list at once, trashed when the notification goes.
      await page.getByRole('button', { name: label.trash }).click();
      await expect(notification.getByText(label.trashed)).toBeVisible();
      await page.waitForURL(/#\/applications(\?|$)/);
      await expect(page.getByText('Ala Kowalska')).toHaveCount(0, { timeout: 15_000 });
      await expect(notification).toHaveCount(0, { timeout: 15_000 });
      await expect.poll(async () => (await listed()).length, { timeout: 10_000 }).toBe(0);
      await shot('empty');
      expect(slug).toBeTruthy();
      watched.expectClean();
    });
  });
}

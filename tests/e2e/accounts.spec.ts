import { expect, test, type Page } from '@playwright/test';
import { consoleLocales, consoleOptions, consoleShot } from './console-screens';

// The console's own account journey, on the real server: a company signs up, confirms its e-mail from
// the development mailbox, invites a recruiter, and the recruiter joins and sees what a recruiter may do.
const password = 'Zielony parasol nad Wisłą 42';

const labels = {
  pl: {
    signUp: 'Załóż konto',
    companyName: 'Nazwa firmy',
    name: 'Imię i nazwisko',
    email: 'E-mail',
    password: 'Hasło',
    repeat: 'Powtórz hasło',
    regulations: /Akceptuję/,
    required: 'To pole jest wymagane',
    checkEmail: 'Sprawdź skrzynkę e-mail',
    confirmed: 'Adres e-mail potwierdzony',
    signIn: 'Zaloguj się',
    noOffers: 'Nie masz jeszcze opublikowanych ofert',
    usersTitle: 'Użytkownicy firmy',
    invite: 'Zaproś użytkownika',
    sendInvitation: 'Wyślij zaproszenie',
    invited: 'Zaproszenie wysłane',
    invitedStatus: 'Zaproszony',
    userMenu: 'Profil',
    logout: 'Wyloguj się',
    join: 'Ustaw hasło i dołącz',
    joined: 'Dołączono do zespołu',
    edit: 'Edytuj',
  },
  en: {
    signUp: 'Create account',
    companyName: 'Company name',
    name: 'First and last name',
    email: 'E-mail',
    password: 'Password',
    repeat: 'Repeat the password',
    regulations: /I accept the/,
    required: 'This field is required',
    checkEmail: 'Check your e-mail',
    confirmed: 'Your e-mail address is confirmed',
    signIn: 'Sign in',
    noOffers: 'No published offers yet',
    usersTitle: 'Company users',
    invite: 'Invite a user',
    sendInvitation: 'Send invitation',
    invited: 'Invitation sent',
    invitedStatus: 'Invited',
    userMenu: 'Profile',
    logout: 'Logout',
    join: 'Set password and join',
    joined: 'You have joined your team',
    edit: 'Edit',
  },
};

interface MailboxEntry {
  readonly id: string;
  readonly to: readonly string[];
  readonly headers: Readonly<Record<string, string>>;
}

/**
 * Opens the newest mail to `email` tagged `tag` in the board's /dev/mailbox and follows the link in
 * its text, as a person reading the mail would: the link opens the console in a new tab.
 */
async function followMailLink(page: Page, email: string, tag: string): Promise<Page> {
  let mail: MailboxEntry | undefined;
  await expect
    .poll(
      async () => {
        const answer = await page.request.get('/dev/mailbox/messages.json');
        const { messages } = (await answer.json()) as { messages: MailboxEntry[] };
        mail = messages.find(
          (message) => message.to.includes(email) && message.headers['x-tablica-tags'] === tag,
        );
        return mail !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  await page.goto(`/dev/mailbox/messages/${encodeURIComponent(mail!.id)}`);
  const link = page.locator('pre.text a').filter({ hasText: '/employer/#/' });
  const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await tab.waitForLoadState();
  return tab;
}

for (const { locale, tag } of consoleLocales) {
  test.describe(`in ${locale}`, () => {
    test.use(consoleOptions(tag));
    const label = labels[locale];

    test('a company signs up, confirms its e-mail and invites a recruiter, who joins without managing users', async ({
      page,
    }, testInfo) => {
      const run = `${testInfo.project.name}.${locale}.${Date.now().toString(36)}`;
      const ownerEmail = `owner.${run}@example.com`;
      const recruiterEmail = `recruiter.${run}@example.com`;
      const text = (target: Page, name: string) => target.getByRole('textbox', { name, exact: true });
      const secret = (target: Page, name: string) => target.getByLabel(name, { exact: true });

      // Sign-up: the schema's messages first, then the company.
      await page.goto('/employer/#/sign-up');
      await page.getByRole('button', { name: label.signUp }).click();
      await expect(page.getByText(label.required).first()).toBeVisible();
      await text(page, label.companyName).fill(`Acme Accounts ${run}`);
      await text(page, label.name).fill('Ewa Kowalska');
      await text(page, label.email).fill(ownerEmail);
      await secret(page, label.password).fill(password);
      await secret(page, label.repeat).fill(password);
      await page.getByRole('checkbox', { name: label.regulations }).check();
      await page.getByRole('button', { name: label.signUp }).click();
      await expect(page.getByRole('heading', { name: label.checkEmail })).toBeVisible();
      await expect(page.getByText(ownerEmail)).toBeVisible();
      await consoleShot(page, testInfo, locale, 'accounts-check-email');

      // The verification mail's link confirms the address; then sign in.
      const confirmTab = await followMailLink(page, ownerEmail, 'verification');
      await expect(confirmTab.getByText(label.confirmed)).toBeVisible();
      await confirmTab.getByRole('link', { name: label.signIn }).click();
      await text(confirmTab, label.email).fill(ownerEmail);
      await secret(confirmTab, label.password).fill(password);
      await secret(confirmTab, label.password).press('Enter');
      await expect(confirmTab.getByText(label.noOffers)).toBeVisible();

      // The owner invites a recruiter (the role the form starts with).
      await confirmTab.goto('/employer/#/users');
      await expect(confirmTab.getByText(ownerEmail)).toBeVisible();
      await confirmTab.getByRole('link', { name: label.invite }).click();
      await text(confirmTab, label.name).fill('Jan Nowak');
      await text(confirmTab, label.email).fill(recruiterEmail);
      await confirmTab.getByRole('button', { name: label.sendInvitation }).click();
      await expect(confirmTab.getByText(label.invited)).toBeVisible();
      await expect(confirmTab.getByText(recruiterEmail)).toBeVisible();
      await expect(confirmTab.getByText(label.invitedStatus, { exact: false }).first()).toBeVisible();
      await consoleShot(confirmTab, testInfo, locale, 'accounts-invited');

      // The owner signs out; the recruiter accepts the invitation in this browser.
      await confirmTab.getByRole('button', { name: label.userMenu }).click();
      await confirmTab.getByRole('menuitem', { name: label.logout }).click();
      await expect(confirmTab.getByRole('button', { name: label.signIn })).toBeVisible();

      const invitationTab = await followMailLink(confirmTab, recruiterEmail, 'invitation');
      await secret(invitationTab, label.password).fill(password);
      await secret(invitationTab, label.repeat).fill(password);
      await invitationTab.getByRole('button', { name: label.join }).click();
      await expect(invitationTab.getByText(label.joined)).toBeVisible();
      await invitationTab.getByRole('link', { name: label.signIn }).click();
      await text(invitationTab, label.email).fill(recruiterEmail);
      await secret(invitationTab, label.password).fill(password);
      await invitationTab.getByRole('button', { name: label.signIn }).click();
      await expect(invitationTab.getByText(label.noOffers)).toBeVisible();

      // A recruiter sees the company's users but may not invite, change or remove anyone.
      await invitationTab.goto('/employer/#/users');
      await expect(invitationTab.getByText(label.usersTitle).first()).toBeVisible();
      await expect(invitationTab.getByText(ownerEmail)).toBeVisible();
      await expect(invitationTab.getByText(recruiterEmail)).toBeVisible();
      await expect(invitationTab.getByRole('link', { name: label.invite })).toHaveCount(0);
      await expect(invitationTab.getByRole('link', { name: label.edit })).toHaveCount(0);
      await consoleShot(invitationTab, testInfo, locale, 'accounts-recruiter-users');
    });
  });
}

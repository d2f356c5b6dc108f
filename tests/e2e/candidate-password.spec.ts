import { expect, test } from '@playwright/test';
import { linkToken, mailFor } from './employer-account';

// A candidate who forgot the password, on the real board: "Forgot your password?" on the sign-in page,
// the reset mail from /dev/mailbox, its link opens the board's dialog, a weak password is refused with
// the spec's message, a strong one is saved, and the candidate signs in with it.
const oldPassword = 'Zielony parasol nad Wisłą 42';
const newPassword = 'Czerwony rower pod Wawelem 7';

const labels = {
  pl: {
    signIn: 'Zaloguj się',
    forgot: 'Nie pamiętasz hasła?',
    email: 'E-mail',
    password: 'Hasło',
    repeat: 'Powtórz hasło',
    newPassword: 'Nowe hasło',
    sendLink: 'Wyślij link',
    sent: 'Sprawdź skrzynkę e-mail',
    setNew: 'Ustaw nowe hasło',
    save: 'Zapisz nowe hasło',
    changed: 'Hasło zostało zmienione',
    invalid: 'Ten link nie działa',
    requestNew: 'Wyślij nowy link',
    profile: 'Mój profil',
  },
  en: {
    signIn: 'Sign in',
    forgot: 'Forgot your password?',
    email: 'E-mail',
    password: 'Password',
    repeat: 'Repeat password',
    newPassword: 'New password',
    sendLink: 'Send the link',
    sent: 'Check your e-mail',
    setNew: 'Set a new password',
    save: 'Save the new password',
    changed: 'Your password has been changed',
    invalid: 'This link does not work',
    requestNew: 'Send a new link',
    profile: 'My profile',
  },
};

test('a candidate resets a forgotten password from the board and signs in with the new one', async ({
  page,
  request,
}, testInfo) => {
  const locale = testInfo.project.name === 'mobile' ? 'en' : 'pl';
  const l = labels[locale];
  const shot = (name: string) =>
    page.screenshot({ path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`) });

  // A confirmed candidate, made through the API (sign-up has its own tests).
  const email = `reset.${Date.now().toString(36)}@example.com`;
  const signUp = await request.post('/api/v1/candidates/sign_up', {
    data: {
      firstName: 'Ola',
      lastName: 'Playwright',
      email,
      password: oldPassword,
      password_confirmation: oldPassword,
      privacyPolicy: true,
      locale,
    },
  });
  expect(signUp.status()).toBe(201);
  const confirmation = linkToken(await mailFor(request, email, 'verification'));
  expect(
    (await request.patch('/api/v1/users/confirm', { data: { confirmation_token: confirmation } })).status(),
  ).toBe(200);

  // Sign-in page → "Forgot your password?" with the address already typed.
  await page.goto(`/profile?lang=${locale}`);
  await page.getByLabel(l.email).fill(email);
  await page.getByRole('button', { name: l.forgot }).click();
  const ask = page.getByRole('dialog');
  await expect(ask.getByLabel(l.email)).toHaveValue(email);
  await shot('forgot-password');
  await ask.getByRole('button', { name: l.sendLink }).click();
  await expect(ask.getByRole('heading', { name: l.sent })).toBeVisible();
  await expect(ask.getByRole('status')).toContainText(email);
  await shot('forgot-password-sent');
  await ask.getByRole('button', { name: 'OK' }).click();

  // The mail's link opens the board's dialog; the token leaves the address bar at once.
  const mail = await mailFor(request, email, 'password-reset');
  const link = /https?:\/\/\S+modal=reset-password&token=\S+/.exec(mail.text)![0];
  const opened = await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  // The page carries the one-time token: no cache may keep it.
  expect(opened?.headers()['cache-control']).toBe('private, no-store');
  const reset = page.getByRole('dialog');
  await expect(reset.getByRole('heading', { name: l.setNew })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // A common password is refused with the spec's message, on the field.
  await reset.getByRole('textbox', { name: l.newPassword }).fill('password1234');
  await reset.getByRole('textbox', { name: l.repeat }).fill('password1234');
  await reset.getByRole('button', { name: l.save }).click();
  await expect(reset.getByRole('textbox', { name: l.newPassword })).toHaveAttribute('aria-invalid', 'true');
  await shot('reset-password-weak');

  await reset.getByRole('textbox', { name: l.newPassword }).fill(newPassword);
  await reset.getByRole('textbox', { name: l.repeat }).fill(newPassword);
  await reset.getByRole('button', { name: l.save }).click();
  await expect(reset.getByRole('heading', { name: l.changed })).toBeVisible();
  await shot('reset-password-changed');

  // The same link a second time: it says so and offers a new one.
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  const reused = page.getByRole('dialog');
  await reused.getByRole('textbox', { name: l.newPassword }).fill(newPassword);
  await reused.getByRole('textbox', { name: l.repeat }).fill(newPassword);
  await reused.getByRole('button', { name: l.save }).click();
  await expect(reused.getByRole('heading', { name: l.invalid })).toBeVisible();
  await expect(reused.getByRole('button', { name: l.requestNew })).toBeFocused();
  await shot('reset-password-invalid');

  // The old password no longer signs in; the new one does.
  await page.goto(`/profile?lang=${locale}`);
  await page.getByLabel(l.email).fill(email);
  await page.getByRole('textbox', { name: l.password, exact: true }).fill(oldPassword);
  await page.getByRole('button', { name: l.signIn, exact: true }).last().click();
  await expect(page.getByRole('alert')).toBeVisible();
  await page.getByRole('textbox', { name: l.password, exact: true }).fill(newPassword);
  await page.getByRole('button', { name: l.signIn, exact: true }).last().click();
  await expect(page.getByRole('heading', { name: l.profile, level: 1 })).toBeVisible();
});

import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, request as newRequest, test, type APIRequestContext } from '@playwright/test';
import { samplePdf, samplePng } from '@tablica/platform/files/sample-files';

export const employerPassword = 'Zielony parasol nad Wisłą 42';

interface MailboxMessage {
  readonly to: readonly string[];
  readonly subject: string;
  readonly text: string;
  readonly headers: Readonly<Record<string, string>>;
}

/** The newest mail to `email` tagged `tag`, read from the board's /dev/mailbox (the capture server). */
export async function mailFor(
  request: APIRequestContext,
  email: string,
  tag: string,
): Promise<MailboxMessage> {
  let found: MailboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const { messages } = (await (await request.get('/dev/mailbox/messages.json')).json()) as {
          messages: MailboxMessage[];
        };
        found = messages.find((mail) => mail.to.includes(email) && mail.headers['x-tablica-tags'] === tag);
        return found !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

export function linkToken(mail: MailboxMessage): string {
  return decodeURIComponent(/[?&]token=([^&\s]+)/.exec(mail.text)![1]!);
}

/**
 * A confirmed company owner made through the API (the console's own sign-up journey is
 * accounts.spec.ts); `request` then holds the session cookie when it is the page's context.
 */
export async function confirmedEmployer(request: APIRequestContext, label: string, locale: 'pl' | 'en') {
  const email = `${label}.${Date.now().toString(36)}@example.com`;
  const signUp = await request.post('/api/v1/users/sign_up', {
    data: {
      company: { name: `Acme ${label}`, accepted_regulations: true, subscribe_to_newsletter: false },
      user: {
        name: 'Ewa Playwright',
        email,
        password: employerPassword,
        password_confirmation: employerPassword,
      },
      locale,
    },
  });
  expect(signUp.status()).toBe(201);
  await confirmEmail(request, email);
  return email;
}

/** Opens the verification mail's link the way the board does: `PATCH /users/confirm` with its token. */
export async function confirmEmail(request: APIRequestContext, email: string) {
  const token = linkToken(await mailFor(request, email, 'verification'));
  expect(
    (await request.patch('/api/v1/users/confirm', { data: { confirmation_token: token } })).status(),
  ).toBe(200);
}

export async function signInThroughApi(request: APIRequestContext, email: string) {
  const answer = await request.post('/api/v1/oauth/token', {
    data: { grant_type: 'password', username: email, password: employerPassword },
  });
  expect(answer.status()).toBe(200);
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Makes the account a platform admin of the IT brand the way an operator does: `npm run admins`. */
export function grantPlatformAdmin(email: string) {
  execFileSync(
    process.execPath,
    ['--import', 'tsx', 'command-api/src/accounts/admins-cli.ts', 'grant', email, '--tenant', 'it'],
    { cwd: root, env: { ...process.env, DATA_DIR: process.env.TABLICA_E2E_DATA }, stdio: 'pipe' },
  );
}

/** Codes as an operator issues them: a new platform admin's `POST /api/admin/codes` (anyone's, or a company's). */
export async function issueCodes(
  baseURL: string,
  label: string,
  locale: 'pl' | 'en',
  count = 4,
  companyId: string | null = null,
): Promise<string[]> {
  const admin = await newRequest.newContext({ baseURL });
  const email = await confirmedEmployer(admin, `codes-${label}`, locale);
  grantPlatformAdmin(email);
  await signInThroughApi(admin, email);
  const answer = await admin.post('/api/admin/codes', { data: { companyId, purpose: 'any', count } });
  expect(answer.status()).toBe(201);
  const { codes } = (await answer.json()) as { codes: { code: string }[] };
  await admin.dispose();
  return codes.map((item) => item.code);
}

/**
 * An offer published the way a paying employer publishes it (spec §2): the company's draft (the form
 * in spec §3's wire names), the summary, then publish-with-code with a code an operator issued.
 * `request` holds the employer's session; answers the offer's id and slug.
 */
export async function publishedOffer(
  request: APIRequestContext,
  form: Record<string, unknown>,
): Promise<{ id: string; slug: string }> {
  const { baseURL } = test.info().project.use;
  const [code] = await issueCodes(baseURL!, `paid-${test.info().project.name}`, 'en', 1);
  const draft = await request.post('/api/v2/employer-panel/offers/drafts', {
    multipart: {
      offer: JSON.stringify(form),
      company_logo: { name: 'logo.png', mimeType: 'image/png', buffer: samplePng },
    },
  });
  expect(draft.status(), await draft.text()).toBe(201);
  const { id, slug } = (await draft.json()) as { id: string; slug: string };
  const summary = await request.post(`/api/v1/offers/${slug}/summary`);
  expect(summary.status(), await summary.text()).toBe(200);
  const paid = await request.post(
    `/api/v1/offers/${slug}/publish-with-code?code=${encodeURIComponent(code!)}`,
  );
  expect(paid.status(), await paid.text()).toBe(200);
  return { id, slug };
}

/**
 * A recruiter of the company whose owner `owner` holds the session of: invited (`POST /api/v1/users`),
 * joined from the invitation mail's token with a password (the console's accept-invitation call).
 */
export async function invitedRecruiter(owner: APIRequestContext, label: string, locale: 'pl' | 'en') {
  const email = `recruiter-${label}.${Date.now().toString(36)}@example.com`;
  const invited = await owner.post('/api/v1/users', {
    data: { name: 'Jan Rekruter', email, role: 'recruiter', locale },
  });
  expect(invited.status(), await invited.text()).toBeLessThan(300);
  const token = linkToken(await mailFor(owner, email, 'invitation'));
  const joined = await owner.patch('/api/v1/users/confirm', {
    headers: { Cookie: '' },
    data: { confirmation_token: token, password: employerPassword, password_confirmation: employerPassword },
  });
  expect(joined.status(), await joined.text()).toBe(200);
  return email;
}

/** Ala Kowalska applies to the offer with a message and a CV, as the board's form posts it (signed out). */
export async function candidateApplies(request: APIRequestContext, offerId: string, email: string) {
  const applied = await request.post(`/api/v1/offers/${offerId}/applications`, {
    headers: { Cookie: '' },
    multipart: {
      name: 'Ala Kowalska',
      email,
      message: 'I would love to build this board with you.',
      attachment: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: samplePdf },
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
}

/**
 * A confirmed candidate account (Ola Playwright), signed in through the API on `request` (a page's
 * request shares its cookies with the page). Returns the account's e-mail.
 */
export async function signedInCandidate(request: APIRequestContext, locale: 'pl' | 'en', label: string) {
  const email = `${label}.${Date.now().toString(36)}@example.com`;
  const signUp = await request.post('/api/v1/candidates/sign_up', {
    data: {
      firstName: 'Ola',
      lastName: 'Playwright',
      email,
      password: employerPassword,
      password_confirmation: employerPassword,
      privacyPolicy: true,
      locale,
    },
  });
  expect(signUp.status()).toBe(201);
  await confirmEmail(request, email);
  await signInThroughApi(request, email);
  return email;
}

import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext } from '@playwright/test';

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
  const token = linkToken(await mailFor(request, email, 'verification'));
  expect(
    (await request.patch('/api/v1/users/confirm', { data: { confirmation_token: token } })).status(),
  ).toBe(200);
  return email;
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

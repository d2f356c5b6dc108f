import { expect, test, type APIRequestContext } from '@playwright/test';

/**
 * A candidate who applied without an account erases the application from the link in the
 * confirmation mail: the board's page, the language switch keeping the link's code, the confirmation
 * and the focused outcome; a link cut in two is not valid.
 */

interface MailboxEntry {
  readonly to: readonly string[];
  readonly headers: Readonly<Record<string, string>>;
  readonly text: string;
}

const texts = {
  pl: {
    title: 'Usuń swoją aplikację',
    confirm: 'Usuń moją aplikację',
    erased: 'Twoja aplikacja została usunięta',
    language: 'Język',
    other: 'en',
  },
  en: {
    title: 'Erase your application',
    confirm: 'Erase my application',
    erased: 'Your application has been erased',
    language: 'Language',
    other: 'pl',
  },
} as const;

const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** The confirmation mail's erasure link, read from the board's development mailbox. */
async function erasureLinkMailedTo(request: APIRequestContext, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const answer = await request.get('/dev/mailbox/messages.json');
        const { messages } = (await answer.json()) as { messages: MailboxEntry[] };
        const mail = messages.find(
          (message) =>
            message.to.includes(email) && message.headers['x-tablica-tags'] === 'application-confirmation',
        );
        link = mail && /(https?:\/\/\S+\/application-erasure#code=[\w.-]+)/.exec(mail.text)?.[1];
        return link !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return link!;
}

test('a candidate without an account erases their application from the mail’s link', async ({
  page,
  request,
}, testInfo) => {
  const locale = testInfo.project.use.locale?.startsWith('pl') ? 'pl' : 'en';
  const listed = (await (await request.get('/api/v2/user-panel/offers/by-cursor')).json()) as {
    data: { guid: string; applyUrl: string | null }[];
  };
  const offer = listed.data.find((candidate) => candidate.applyUrl === null);
  if (!offer) throw new Error('the demo board has no offer with the board’s own form');
  const email = `erasure.${testInfo.project.name}.${Date.now().toString(36)}@example.com`;
  const applied = await request.post(`/api/v1/offers/${offer.guid}/applications`, {
    headers: { 'Accept-Language': locale },
    multipart: {
      name: 'Ola Nowak',
      email,
      message: 'Dzień dobry!',
      attachment: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdf },
    },
  });
  expect(applied.status()).toBe(201);

  const link = await erasureLinkMailedTo(request, email);
  const code = new URL(link).hash;
  // The server renders the page without the code (it never sees a fragment), for nobody's index.
  const shell = await request.get('/application-erasure');
  expect(shell.status()).toBe(200);
  expect(await shell.text()).toContain('<meta name="robots" content="noindex" />');

  await page.goto(link);
  const first = texts[locale];
  await expect(page).toHaveTitle(new RegExp(first.title));
  await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
  // Enabled once hydrated and the code read from the fragment.
  await expect(page.getByRole('button', { name: first.confirm })).toBeEnabled();
  await page.screenshot({ path: testInfo.outputPath(`erasure-confirm-${locale}.png`), fullPage: true });

  // The other language, the same link: the fragment (the code) comes along.
  await page
    .getByRole('navigation', { name: first.language })
    .getByRole('link', { name: first.other.toUpperCase() })
    .click();
  const second = texts[first.other];
  await expect(page).toHaveURL(new RegExp(`\\?lang=${first.other}${code.replace(/[.]/g, '\\.')}$`));
  await expect(page.getByRole('heading', { level: 1, name: second.title })).toBeVisible();
  const confirm = page.getByRole('button', { name: second.confirm });
  await expect(confirm).toBeEnabled();
  await page.screenshot({ path: testInfo.outputPath(`erasure-confirm-${first.other}.png`), fullPage: true });

  await confirm.click();
  const erased = page.getByRole('heading', { level: 2, name: second.erased });
  await expect(erased).toBeVisible();
  await expect(erased).toBeFocused();
  await page.screenshot({ path: testInfo.outputPath(`erasure-done-${first.other}.png`), fullPage: true });

  // A link cut in two when copied.
  await page.goto('about:blank');
  await page.goto('/application-erasure#code=cut-in-two');
  await page.getByRole('button', { name: second.confirm }).click();
  const invalid = page.getByRole('heading', { level: 2, name: /nieprawidłowy|not valid/ });
  await expect(invalid).toBeVisible();
  await expect(invalid).toBeFocused();
  await page.screenshot({ path: testInfo.outputPath(`erasure-invalid-${first.other}.png`), fullPage: true });
});

import { expect, test } from '@playwright/test';

// The real server (npm start's), on a fresh embedded PostgreSQL with the demo offers.
const demoTitle = 'Senior TypeScript Developer';

test('the board is server-rendered with the demo offers and hydrates', async ({
  page,
  request,
}, testInfo) => {
  // The demo offer's own list (a keyword search): on the first page of `/` it can be pushed down by the
  // generated offers the timers bump meanwhile.
  const english = `/jobs/all-cities?keyword=${encodeURIComponent(demoTitle)}`;
  const polish = `/praca/wszystkie-miasta?slowo-kluczowe=${encodeURIComponent(demoTitle)}`;
  const html = await (await request.get(english)).text();
  expect(html).toContain(demoTitle); // in the HTML before any script runs
  expect(html).toContain('id="__TABLICA_STATE__"');

  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto(english);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^\d+ job offers?$/);
  await expect(page.getByRole('link', { name: new RegExp(demoTitle) })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath(`board-en-${testInfo.project.name}.png`) });

  await page.goto(polish);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/ofert/);
  await page.screenshot({ path: testInfo.outputPath(`board-pl-${testInfo.project.name}.png`) });
  expect(errors).toEqual([]);
});

// An employer's offer, from the console's wizard to the board: offer-wizard.spec.ts.

// Each page's code is a file of its own, loaded before hydration (issues 11, 13: initial JS): the
// server's HTML preloads it, and hydrating with it says nothing in the console (no mismatch). The
// page's texts come in its HTML; the rest of its language's catalogue loads after hydration.
test('the homepage, the list and an offer hydrate from the page files their HTML preloads', async ({
  page,
  request,
}) => {
  const list = (await (await request.get('/api/v2/user-panel/offers/by-cursor')).json()) as {
    data: { slug: string; title: string }[];
  };
  const offer = list.data[0]!;
  const pages = [
    { path: '/', route: /\/assets\/home-[\w-]+\.js/, ready: page.getByRole('heading', { level: 1 }) },
    { path: '/praca', route: /\/assets\/listing-[\w-]+\.js/, ready: page.getByRole('heading', { level: 1 }) },
    {
      path: `/job-offer/${offer.slug}`,
      route: /\/assets\/offer-[\w-]+\.js/,
      ready: page.getByRole('heading', { level: 1, name: offer.title }),
    },
  ];
  const messages: string[] = [];
  page.on('pageerror', (error) => messages.push(String(error)));
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    // The map's tiles and the companies' logos come from the internet, which this machine may not
    // reach (the offer's map may start while the page is checked): not the board's own files.
    const from = message.location().url;
    if (
      /^Failed to load resource/.test(message.text()) &&
      from &&
      new URL(from).origin !== new URL(page.url()).origin
    )
      return;
    messages.push(message.text());
  });
  for (const { path, route, ready } of pages) {
    const fetched: string[] = [];
    const record = (request: { url(): string }) => fetched.push(new URL(request.url()).pathname);
    page.on('request', record);
    const html = await (await page.goto(path))!.text();
    // The page's scripts, which the entry preloads once the page is painted.
    const preloaded = JSON.parse(
      /<script id="tablica-page-files" type="application\/json">([^<]*)<\/script>/.exec(html)![1]!,
    ) as string[];
    expect(html).not.toContain('rel="modulepreload"');
    const language = /<html lang="(pl|en)"/.exec(html)![1]!;
    const other = language === 'pl' ? 'en' : 'pl';
    expect(
      preloaded.some((file) => route.test(file)),
      `${path} preloads its page's file`,
    ).toBe(true);
    // Its texts come in the page; its language's catalogue loads once it has hydrated, not before.
    expect(html, `${path}: its texts`).toMatch(/<script id="tablica-texts" type="application\/json">\{"/);
    expect(
      preloaded.some((file) => /^\/assets\/(pl|en)-/.test(file)),
      `${path}: no catalogue before hydrating`,
    ).toBe(false);
    await expect(ready).toBeVisible();
    // Hydrated from the page's own file, and what the HTML preloads is what the browser fetched.
    await expect.poll(() => fetched.some((file) => route.test(file))).toBe(true);
    for (const file of preloaded) expect(fetched, `${path} fetched ${file}`).toContain(file);
    await expect.poll(() => fetched.some((file) => file.startsWith(`/assets/${language}-`))).toBe(true);
    page.off('request', record);
    expect(
      fetched.some((file) => file.startsWith(`/assets/${other}-`)),
      `${path}: not the other's`,
    ).toBe(false);
  }
  expect(messages).toEqual([]);
});

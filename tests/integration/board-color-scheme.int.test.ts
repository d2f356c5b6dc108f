import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCandidateBoard, type CandidateBoard } from '../support/candidate-board';

// Dark mode where the brand has it (spec §1 `enableDarkMode`): the server renders the page in the
// reader's scheme (cookie, else the browser's client hint, else light), so the first paint is right
// without a script; the brand without dark mode is always light.

let board: CandidateBoard;

beforeAll(async () => {
  board = await startCandidateBoard({ web: 'dev' });
}, 120_000);
afterAll(async () => {
  await board?.stop();
});

async function page(host: string, headers: Record<string, string> = {}) {
  let call = board.api().get('/').set('Host', host);
  for (const [name, value] of Object.entries(headers)) call = call.set(name, value);
  const response = await call.expect(200);
  const state = /<script id="__TABLICA_STATE__" type="application\/json">(.*?)<\/script>/s.exec(
    response.text,
  )?.[1];
  return {
    html: response.text,
    headers: response.headers,
    scheme: /<html [^>]*data-color-scheme="([a-z]+)"/.exec(response.text)?.[1],
    themeColor: /<meta name="theme-color" content="([^"]+)"/.exec(response.text)?.[1],
    state: JSON.parse(state ?? 'null') as { colorScheme?: string },
  };
}

describe('the colour scheme of a server-rendered page', () => {
  it('is light by default, and asks the browser for its preference', async () => {
    const { scheme, themeColor, state, headers } = await page('it.localhost');
    expect(scheme).toBe('light');
    expect(themeColor).toBe('#ffffff');
    expect(state.colorScheme).toBe('light');
    expect(headers['accept-ch']).toBe('Sec-CH-Prefers-Color-Scheme');
    expect(headers.vary).toContain('Sec-CH-Prefers-Color-Scheme');
  });

  it("is the reader's choice from the cookie, with both schemes' variables in the page", async () => {
    const { scheme, themeColor, state, html } = await page('it.localhost', { Cookie: 'color-scheme=dark' });
    expect(scheme).toBe('dark');
    expect(themeColor).toBe('#181b26');
    expect(state.colorScheme).toBe('dark');
    expect(html).toContain('[data-color-scheme="dark"]');
    expect(html).toMatch(/--mui-palette-background-paper:\s*#181b26/i);
  });

  it("follows the browser's preference until the reader chooses", async () => {
    expect((await page('it.localhost', { 'Sec-CH-Prefers-Color-Scheme': '"dark"' })).scheme).toBe('dark');
    expect(
      (await page('it.localhost', { 'Sec-CH-Prefers-Color-Scheme': '"dark"', Cookie: 'color-scheme=light' }))
        .scheme,
    ).toBe('light');
  });

  it('ignores a cookie or hint it does not know', async () => {
    const junk = await page('it.localhost', {
      Cookie: 'color-scheme=<script>',
      'Sec-CH-Prefers-Color-Scheme': 'purple',
    });
    expect(junk.scheme).toBe('light');
    expect(junk.html).not.toContain('<script>"');
  });

  it('is always light on the brand without dark mode, which offers no switch', async () => {
    const { scheme, state } = await page('work.localhost', { Cookie: 'color-scheme=dark' });
    expect(scheme).toBe('light');
    expect(state.colorScheme).toBeUndefined();
  });
});

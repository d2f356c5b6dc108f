import { describe, expect, it } from 'vitest';
import { boardForSuite } from '../support/candidate-board';

// The brand's flags that change the board's header and cards (spec §1, §2 "Header"), as the server
// renders them: the IT board has the currency dropdown, the theme switch and favourites; the general
// board has favourites only.

const board = boardForSuite({ web: 'dev' });

async function page(host: string, url: string, cookie?: string) {
  let call = board().api().get(url).set('Host', host);
  if (cookie) call = call.set('Cookie', cookie);
  const response = await call.expect(200);
  const state = /<script id="__TABLICA_STATE__" type="application\/json">(.*?)<\/script>/s.exec(
    response.text,
  )?.[1];
  return {
    html: response.text.replace(/\u00a0|&nbsp;/g, ' '),
    state: JSON.parse(state ?? 'null') as { themeVariant?: string },
  };
}

describe('the header’s currency dropdown (enableCurrencyChange)', () => {
  it('is rendered by the server naming the list’s currency, and the cards’ pay is in it', async () => {
    const { html } = await page('it.localhost', '/jobs/all-cities?currency=EUR');
    expect(html).toMatch(/<button[^>]*aria-haspopup="menu"[^>]*aria-label="Currency: EUR"/);
    // The React offer's 20,000–28,000 PLN at 4.25 PLN per euro.
    expect(html).toContain('≈ 4 706 – 6 588 EUR');
    expect((await page('it.localhost', '/praca')).html).toContain('aria-label="Waluta: waluta oferty"');
  });

  it('is not on the general board', async () => {
    const { html } = await page('work.localhost', '/praca?currency=EUR');
    expect(html).not.toContain('aria-label="Waluta:');
  });
});

describe('the theme switch (enableThemeChange, cookie horizontalTheme)', () => {
  it('renders the page in the look the cookie chose, with the switch pressed', async () => {
    const chosen = await page('it.localhost', '/praca', 'horizontalTheme=old');
    expect(chosen.state.themeVariant).toBe('old');
    expect(chosen.html.toLowerCase()).toContain('--mui-palette-primary-main:#1d5fbf');
    expect(chosen.html).toMatch(/aria-pressed="true" aria-label="Klasyczny wygląd"/);

    const plain = await page('it.localhost', '/praca', 'horizontalTheme=<junk>');
    expect(plain.state.themeVariant).toBe('new');
    expect(plain.html.toLowerCase()).not.toContain('#1d5fbf');
    expect(plain.html).toMatch(/aria-pressed="false" aria-label="Klasyczny wygląd"/);
  });

  it('is not on the general board, whatever the cookie says', async () => {
    const { html, state } = await page('work.localhost', '/praca', 'horizontalTheme=old');
    expect(state.themeVariant).toBeUndefined();
    expect(html.toLowerCase()).not.toContain('#1d5fbf');
    expect(html).not.toContain('Klasyczny wygląd');
  });
});

describe('the cards (enableFavouriteOffers, displayPayUnit)', () => {
  it('carry an unpressed favourite button and the pay unit on both boards', async () => {
    for (const host of ['it.localhost', 'work.localhost']) {
      const { html } = await page(host, '/praca');
      expect(html).toMatch(/aria-pressed="false" aria-label="Ulubiona: [^"]+"/);
      expect(html).toContain('/mies.');
    }
  });
});

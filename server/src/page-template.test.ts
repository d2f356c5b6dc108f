import { describe, expect, it } from 'vitest';
import { fillTemplate, type PageSlots } from './page-template';

const template =
  '<html lang="%LANG%" data-color-scheme="%COLOR_SCHEME%"><head><meta name="theme-color" content="%THEME_COLOR%">' +
  '<!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>';

const slots = (html: string): PageSlots => ({
  '%LANG%': 'pl',
  '%COLOR_SCHEME%': 'dark',
  '%THEME_COLOR%': '#171923',
  '<!--app-head-->': '<title>Praca</title>',
  '<!--app-html-->': html,
  '<!--app-state-->': '<script type="application/json">{}</script>',
});

describe('the page from the template', () => {
  it('fills every place once', () => {
    expect(fillTemplate(template, slots('<p>offers</p>'))).toBe(
      '<html lang="pl" data-color-scheme="dark"><head><meta name="theme-color" content="#171923">' +
        '<title>Praca</title></head><body><div id="root"><p>offers</p></div>' +
        '<script type="application/json">{}</script></body></html>',
    );
  });

  it('puts in what a page holds as it is, replacement patterns included', () => {
    const text = "<p>Pay in $ and $': $&, $1, $$, $`</p>";
    const page = fillTemplate(template, slots(text));
    expect(page).toContain(`<div id="root">${text}</div>`);
    expect(page.match(/<html/g)).toHaveLength(1);
  });
});

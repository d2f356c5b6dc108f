import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { pl } from './pl';

/** Every dotted key of a nested catalogue, sorted. */
function keysOf(messages: object, prefix = ''): string[] {
  return Object.entries(messages)
    .flatMap(([key, value]) =>
      typeof value === 'object' && value !== null ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
    )
    .sort();
}

describe('translation catalogues', () => {
  it('translate every react-admin text into Polish', () => {
    const polishReactAdminKeys = keysOf(pl).filter((key) => key.startsWith('ra.'));
    expect(polishReactAdminKeys).toEqual(keysOf(englishMessages));
  });

  it('have the same keys in English and Polish', () => {
    expect(keysOf(pl)).toEqual(keysOf(en));
  });

  it('give every counted Polish text its three plural forms', () => {
    const polishTexts = keysOf(pl).map((key) =>
      key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], pl),
    );
    for (const text of polishTexts) {
      if (typeof text === 'string' && text.includes('%{smart_count}')) {
        expect(text.split('||||')).toHaveLength(3);
      }
    }
  });
});

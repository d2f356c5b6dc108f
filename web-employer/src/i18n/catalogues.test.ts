import englishMessages from 'ra-language-english';
import { brandStoryStatuses, brandStoryTypes } from '@tablica/domain/accounts/brand-story';
import { companyRoles } from '@tablica/domain/accounts/roles';
import { companySizes } from '@tablica/domain/catalogue';
import { errorTexts } from '@tablica/domain/validation';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { pl } from './pl';
import { problemCodes } from './problems';

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

  it.each([
    ['every spec error key', Object.keys(errorTexts)],
    [
      'every problem the account and company calls answer with',
      problemCodes.map((code) => `problems.${code}`),
    ],
    ['every company role', companyRoles.map((role) => `resources.users.roles.${role}`)],
    ['every company size', companySizes.map((size) => `company.sizes.${size}`)],
    ['every brand-story type', brandStoryTypes.map((type) => `brandStory.types.${type}`)],
    ['every brand-story status', brandStoryStatuses.map((status) => `brandStory.statuses.${status}`)],
  ])('have a text for %s in both languages', (_what, keys) => {
    for (const catalogue of [en, pl]) {
      const texts = new Set(keysOf(catalogue));
      expect(keys.filter((key) => !texts.has(key))).toEqual([]);
    }
  });
});

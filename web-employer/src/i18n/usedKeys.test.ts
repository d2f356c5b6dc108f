import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { pl } from './pl';

const sources = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The console's source files, tests left out. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** What the catalogue holds at a dotted key: a text, a group of keys, or nothing. */
function at(catalogue: object, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined,
      catalogue,
    );
}

/**
 * Quoted strings that look like keys and are not: the API's field names and problem codes (their texts
 * are `problems.<code>`, checked by catalogues.test.ts), permission names, and a code only compared.
 */
const notKeys = new Set([
  'company.name',
  'company.accepted_regulations',
  'company.subscribe_to_newsletter',
  'company.read',
  'company.edit',
  'brandStory.edit',
  'company.last_owner',
  'company.already_member',
  'company.already_invited',
  'company.invitation_limit',
  'company.invitation_refused',
  'errors.subcategoryRequired',
]);

/**
 * Every quoted string in the sources that starts with one of the catalogue's namespaces (`offerWizard.`,
 * `resources.`, `ra.` …) and is a whole key: what `translate`, `notify`, `label` and the like are given.
 * Keys built at run time (template literals) are left to the Playwright journeys, which fail on
 * ra-i18n-polyglot's "Missing translation" warning.
 */
function usedKeys(): Map<string, string> {
  const namespaces = Object.keys(en).join('|');
  const literal = new RegExp(`(['"])((?:${namespaces})\\.[A-Za-z0-9_]+(?:\\.[A-Za-z0-9_]+)*)\\1`, 'g');
  const keys = new Map<string, string>();
  for (const file of sourceFiles(sources)) {
    for (const match of readFileSync(file, 'utf8').matchAll(literal))
      if (!notKeys.has(match[2]!)) keys.set(match[2]!, path.relative(sources, file));
  }
  return keys;
}

describe('keys the console uses', () => {
  const keys = usedKeys();

  it('are found in the sources', () => {
    expect(keys.size).toBeGreaterThan(300);
  });

  it.each([
    ['English', en],
    ['Polish', pl],
  ])('are all in the %s catalogue', (_language, catalogue) => {
    // A text, or a group whose keys a component completes (`${group}.${choice}`).
    const missing = [...keys]
      .filter(([key]) => at(catalogue, key) === undefined)
      .map(([key, file]) => `${key} (${file})`);
    expect(missing).toEqual([]);
  });
});

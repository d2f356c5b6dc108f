import { scriptSafe } from '../../app/script-json';
import { catalogues } from './catalogues';
import { compileMessage } from './compile-texts';
import type { Locale } from './locale';

/** `"id":message` as JSON safe inside a <script> element, per language and id, made once. */
const fragments: Record<Locale, Map<string, string>> = { pl: new Map(), en: new Map() };

/**
 * The texts `ids` of `locale` as the JSON of `CompactTexts`, safe inside a <script> element: what
 * the server gives a page of the texts its markup used (`pageTextsElementId`). Each message is
 * parsed and written once per process; a page only joins them.
 */
export function pageTextsJson(locale: Locale, ids: Iterable<string>): string {
  const catalogue: Readonly<Record<string, string>> = catalogues[locale];
  const known = fragments[locale];
  const parts: string[] = [];
  for (const id of ids) {
    let fragment = known.get(id);
    if (fragment === undefined) {
      const message = catalogue[id];
      if (message === undefined) continue;
      fragment = scriptSafe(`${JSON.stringify(id)}:${JSON.stringify(compileMessage(message))}`);
      known.set(id, fragment);
    }
    parts.push(fragment);
  }
  return `{${parts.join(',')}}`;
}

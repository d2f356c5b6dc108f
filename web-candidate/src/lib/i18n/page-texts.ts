import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Catalogue } from './catalogues';

/**
 * Texts as the browser takes them: react-intl's parsed messages (ASTs), so it needs no ICU parser. A
 * message of text alone is kept as its string (most of them, and half the bytes) and becomes its
 * one-literal AST here. The build writes the catalogues this way (vite.config.ts), and the server a
 * page's own texts (`server-texts.ts`), both with `compile-texts.ts`.
 */
export type CompactTexts = Readonly<Record<string, string | readonly MessageFormatElement[]>>;

/**
 * The element (JSON) in which the server gives a page the texts its markup used: the browser hydrates
 * with them and loads the rest of its language's catalogue once the page has hydrated (issues 11 and
 * 13: the catalogue was ~10 KB gzipped of every page's initial JavaScript).
 */
export const pageTextsElementId = 'tablica-texts';

/** Literal type 0 of `@formatjs/icu-messageformat-parser` (TYPE.literal), without importing it. */
const literal = 0;

export function expandTexts(texts: CompactTexts): Catalogue {
  const messages: Record<string, unknown> = {};
  for (const [id, message] of Object.entries(texts))
    messages[id] = typeof message === 'string' ? [{ type: literal, value: message }] : message;
  // The browser's catalogues hold ASTs where the type says strings; react-intl takes either.
  return messages as Catalogue;
}

/**
 * How offer texts and typed texts become comparable words, the same way for every adapter (and the
 * same way PostgreSQL's `tablica_search` configuration reads them): diacritics and case ignored,
 * anything but letters and digits separates words. `Łódź` and `lodz` are the same word; `Node.js`
 * is the words `node` and `js`.
 */

/** Letters NFKD does not decompose into a base letter and a mark (PostgreSQL's unaccent.rules does). */
const foldedLetters: Readonly<Record<string, string>> = {
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ð: 'd',
  Ð: 'D',
  ß: 'ss',
  æ: 'ae',
  Æ: 'AE',
  ø: 'o',
  Ø: 'O',
  œ: 'oe',
  Œ: 'OE',
  ı: 'i',
  þ: 'th',
  Þ: 'TH',
  ħ: 'h',
  Ħ: 'H',
};
const foldedLetter = new RegExp(`[${Object.keys(foldedLetters).join('')}]`, 'g');

/** Lower case without diacritics: `Łódź` → `lodz`. */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(foldedLetter, (letter) => foldedLetters[letter] ?? letter)
    .toLowerCase();
}

/** The words of a text, folded, in order (repeats kept). */
export function searchWords(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

/** The distinct words of several texts. */
export function distinctWords(texts: readonly string[]): string[] {
  return [...new Set(texts.flatMap(searchWords))];
}

/** A skill's identity: its folded name with whitespace collapsed (`React.js` ≠ `React`). */
export function skillKey(name: string): string {
  return foldText(name).replace(/\s+/g, ' ').trim();
}

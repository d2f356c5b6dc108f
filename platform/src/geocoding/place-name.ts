/** Letters NFKD does not take apart into a base letter and a mark. */
const unfolded: Readonly<Record<string, string>> = {
  ł: 'l',
  ß: 'ss',
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/**
 * A place name as typed, made comparable: case, accents and punctuation do not count
 * (`  KRAKÓW ` = `krakow`, `Bielsko Biała` = `bielsko-biala`, `Zürich` = `zurich`).
 */
export function placeKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/[łßøæœđðþı]/g, (letter) => unfolded[letter] ?? letter)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

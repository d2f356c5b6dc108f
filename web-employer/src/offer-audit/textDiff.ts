/** One run of a word-level diff: words both texts share, or only the old or only the new one has. */
export interface DiffPart {
  readonly kind: 'same' | 'removed' | 'added';
  readonly text: string;
}

const entities: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};

/** The visible text of an offer description (sanitised HTML): blocks become lines, markup goes. */
export function plainText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|li|h[1-6]|div)>/gi, '\n')
    .replace(/<li[^>]*>/gi, '• ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => entities[entity] ?? entity)
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Words and the white space after them, so the parts put together give back the text. */
const words = (text: string) => text.match(/\S+\s*|\s+/g) ?? [];

/** Beyond this many words on either side the table of common runs would be too big: whole texts differ. */
const maxWords = 2000;

/**
 * A word-level diff of two texts (longest common subsequence), adjacent words of one kind joined.
 * Texts too long for it come back as one removal and one addition.
 */
export function diffWords(before: string, after: string): DiffPart[] {
  const a = words(before);
  const b = words(after);
  if (a.length > maxWords || b.length > maxWords)
    return [
      ...(before ? [{ kind: 'removed', text: before } as const] : []),
      ...(after ? [{ kind: 'added', text: after } as const] : []),
    ];
  // common[i][j]: the longest common run of a[i..] and b[j..].
  const common = Array.from({ length: a.length + 1 }, () => new Uint16Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      common[i]![j] =
        a[i]!.trim() === b[j]!.trim()
          ? common[i + 1]![j + 1]! + 1
          : Math.max(common[i + 1]![j]!, common[i]![j + 1]!);
  const parts: DiffPart[] = [];
  const push = (kind: DiffPart['kind'], text: string) => {
    const last = parts[parts.length - 1];
    if (last?.kind === kind) parts[parts.length - 1] = { kind, text: last.text + text };
    else parts.push({ kind, text });
  };
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i]!.trim() === b[j]!.trim()) {
      push('same', b[j]!);
      i++;
      j++;
    } else if (common[i + 1]![j]! >= common[i]![j + 1]!) push('removed', a[i++]!);
    else push('added', b[j++]!);
  }
  while (i < a.length) push('removed', a[i++]!);
  while (j < b.length) push('added', b[j++]!);
  return parts;
}

import { describe, expect, it } from 'vitest';
import { diffWords, plainText } from './textDiff';

describe('the description diff', () => {
  it('reads the visible text of the sanitised HTML', () => {
    expect(
      plainText('<p>Build <strong>things</strong> &amp; more</p><ul><li>one</li><li>two</li></ul>'),
    ).toBe('Build things & more\n• one\n• two');
  });

  it('marks the words removed and added, keeping the rest', () => {
    expect(diffWords('We build a job board in Poland', 'We build the best job board in Poland')).toEqual([
      { kind: 'same', text: 'We build ' },
      { kind: 'removed', text: 'a ' },
      { kind: 'added', text: 'the best ' },
      { kind: 'same', text: 'job board in Poland' },
    ]);
  });

  it('gives back both texts from the parts', () => {
    const before = 'alpha beta gamma delta';
    const after = 'beta gamma epsilon delta zeta';
    const parts = diffWords(before, after);
    const join = (kinds: string[]) =>
      parts
        .filter((part) => kinds.includes(part.kind))
        .map((part) => part.text)
        .join('');
    expect(join(['same', 'removed']).replace(/\s+/g, ' ').trim()).toBe(before);
    expect(join(['same', 'added']).replace(/\s+/g, ' ').trim()).toBe(after);
  });

  it('treats an empty side as a whole addition or removal', () => {
    expect(diffWords('', 'new text')).toEqual([{ kind: 'added', text: 'new text' }]);
    expect(diffWords('old', '')).toEqual([{ kind: 'removed', text: 'old' }]);
  });
});

import { describe, expect, it } from 'vitest';
import { codeAlphabet, codePattern, generateCode } from './generator';
import { normaliseCode, purposesFor } from './redeem';

describe('generateCode', () => {
  it('writes four groups of four symbols of the unambiguous alphabet', () => {
    const code = generateCode();
    expect(code).toHaveLength(19);
    expect(code).toMatch(codePattern);
    expect(code).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
  });

  it('never uses symbols people confuse', () => {
    expect(codeAlphabet).toHaveLength(30);
    expect(new Set(codeAlphabet).size).toBe(codeAlphabet.length);
    for (const ambiguous of ['0', 'O', '1', 'I', 'L', 'U']) expect(codeAlphabet).not.toContain(ambiguous);
    const seen = new Set(Array.from({ length: 2_000 }, () => generateCode().replaceAll('-', '')).join(''));
    expect([...seen].every((symbol) => codeAlphabet.includes(symbol))).toBe(true);
    // Every symbol turns up: nothing of the alphabet is left out.
    expect(seen.size).toBe(codeAlphabet.length);
  });

  it('gives 10,000 different codes in 10,000 draws', () => {
    const codes = new Set(Array.from({ length: 10_000 }, () => generateCode()));
    expect(codes.size).toBe(10_000);
  });

  it('draws each symbol from the random source, from the whole alphabet', () => {
    let draw = 0;
    const code = generateCode((max) => {
      expect(max).toBe(codeAlphabet.length);
      return draw++ % max;
    });
    expect(code).toBe('ABCD-EFGH-JKMN-PQRS');
    expect(generateCode(() => codeAlphabet.length - 1)).toBe('9999-9999-9999-9999');
  });
});

describe('code lookups', () => {
  it('ignore case and surrounding spaces', () => {
    expect(normaliseCode('  abcd-efgh-jkmn-pqrs \n')).toBe('ABCD-EFGH-JKMN-PQRS');
  });

  it('pay for a refresh with publish codes, for an extension with extend codes; any pays for both', () => {
    expect(purposesFor('publish')).toEqual(['publish', 'any']);
    expect(purposesFor('refresh')).toEqual(['publish', 'any']);
    expect(purposesFor('extend')).toEqual(['extend', 'any']);
  });
});

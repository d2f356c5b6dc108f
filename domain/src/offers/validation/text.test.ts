import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasTooManyUppercase, isEmail, isPhone, urlProblem } from './text';

describe('position name: too many uppercase letters', () => {
  it.each([
    ['Senior Java Developer', false],
    ['AWS/GCP DevOps Engineer', false],
    ['SAP FICO Consultant', false],
    ['PHP Developer (REST API)', false],
    ['SENIOR JAVA DEVELOPER', true],
    ['Senior DEVELOPER', true],
    ['JAVASCRIPT', true],
    ['ŻÓŁTY PROGRAMISTA', true],
  ])('%s → %s', (title, shouting) => {
    expect(hasTooManyUppercase(title)).toBe(shouting);
  });

  it('never rejects a title written in lower case, nor one made of short acronyms (property)', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(hasTooManyUppercase(text.toLowerCase())).toBe(false);
      }),
    );
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[A-Z]{1,4}$/), { maxLength: 8 }), (words) => {
        expect(hasTooManyUppercase(words.join(' '))).toBe(false);
      }),
    );
  });
});

describe('addresses', () => {
  it.each([
    ['https://acme.example.com/jobs?id=1', null],
    ['http://acme.pl', null],
    ['acme.pl', 'errors.protocolMissing'],
    ['ftp://acme.pl', 'errors.protocolMissing'],
    ['https://acme pl', 'errors.noSpaces'],
    ['https://localhost:3000', 'errors.invalidUrl'],
    ['https://zażółć.pl', 'errors.invalidUrl'],
    ['https://', 'errors.invalidUrl'],
  ])('url %s → %s', (url, problem) => {
    expect(urlProblem(url)).toBe(problem);
  });

  it('tells e-mail addresses and phone numbers apart from the rest', () => {
    expect(['anna.nowak@acme.pl', 'hr+jobs@acme.example.com'].every(isEmail)).toBe(true);
    expect(['anna', 'anna@acme', 'anna nowak@acme.pl', 'jó@acme.pl'].some(isEmail)).toBe(false);
    expect(['+48 600 700 800', '600-700-800', '+1.555.1234', '221234567'].every(isPhone)).toBe(true);
    expect(['+48  600', '600 700 80a', '++48 600', '600-'].some(isPhone)).toBe(false);
  });
});

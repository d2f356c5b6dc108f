import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { candidateProfileUpdateSchema, candidateSignUpSchema, isPersonName } from './candidates';
import { issuesOf } from './test-support';

const password = 'correct horse battery';
const candidate = {
  firstName: 'Zażółć',
  lastName: 'Gęślą-Jaźń',
  email: 'Zazolc@Example.com',
  password,
  password_confirmation: password,
  privacyPolicy: true,
};

describe('candidate names', () => {
  it.each([
    ['Anna', true],
    ['Anna Maria', true],
    ['Kowalska-Nowak', true],
    ["O'Neill", true],
    ['D’Artagnan', true],
    ['Łucja', true],
    ['Ørsted', true],
    ['Anna2', false],
    ['Anna_Maria', false],
    ['Anna.', false],
    ["-' -", false],
  ])('%s → %s', (name, valid) => {
    expect(isPersonName(name)).toBe(valid);
  });

  it('accepts any word of Polish letters (property)', () => {
    const letter = fc.constantFrom(...'aąbcćdeęfghijklłmnńoóprsśtuwyzźżAĄBCĆDEĘFGHIJKLŁMNŃOÓPRSŚTUWYZŹŻ');
    fc.assert(
      fc.property(fc.array(letter, { minLength: 1, maxLength: 50 }), (letters) => {
        expect(isPersonName(letters.join(''))).toBe(true);
      }),
    );
  });
});

describe('candidate sign-up', () => {
  it('accepts a complete sign-up', () => {
    expect(candidateSignUpSchema.parse(candidate)).toEqual({
      ...candidate,
      email: 'zazolc@example.com',
      locale: undefined,
    });
    expect(candidateSignUpSchema.parse({ ...candidate, locale: 'en' }).locale).toBe('en');
  });

  it.each<[string, object, string[]]>([
    ['first name required', { firstName: '' }, ['firstName: errors.required']],
    ['first name at most 50', { firstName: 'A'.repeat(51) }, ['firstName: errors.tooLong']],
    ['first name of letters', { firstName: 'Anna1' }, ['firstName: errors.invalidName']],
    ['last name required', { lastName: undefined }, ['lastName: errors.required']],
    ['last name of letters', { lastName: 'Nowak!' }, ['lastName: errors.invalidName']],
    ['e-mail valid', { email: 'zazolc' }, ['email: errors.email']],
    [
      'password at least 10',
      { password: 'short', password_confirmation: 'short' },
      ['password: errors.passwordTooShort'],
    ],
    [
      'passwords the same',
      { password_confirmation: 'another one!' },
      ['password_confirmation: errors.passwordMismatch'],
    ],
    ['privacy policy accepted', { privacyPolicy: false }, ['privacyPolicy: errors.privacyPolicyRequired']],
    [
      'privacy policy answered',
      { privacyPolicy: undefined },
      ['privacyPolicy: errors.privacyPolicyRequired'],
    ],
    ['locale pl or en', { locale: 'de' }, ['locale: errors.invalidOption']],
  ])('%s', (_rule, change, expected) => {
    expect(issuesOf(candidateSignUpSchema, { ...candidate, ...change })).toEqual(expected);
  });
});

describe('candidate profile', () => {
  it('changes the first name, the last name or both', () => {
    expect(candidateProfileUpdateSchema.parse({ firstName: ' Anna ' })).toEqual({ firstName: 'Anna' });
    expect(candidateProfileUpdateSchema.parse({ firstName: 'Anna', lastName: 'Nowak' })).toEqual({
      firstName: 'Anna',
      lastName: 'Nowak',
    });
  });

  it.each<[string, object, string[]]>([
    ['something to change', {}, [': errors.required']],
    ['first name of letters', { firstName: '4nna' }, ['firstName: errors.invalidName']],
    ['last name not blank', { lastName: '' }, ['lastName: errors.required']],
  ])('%s', (_rule, input, expected) => {
    expect(issuesOf(candidateProfileUpdateSchema, input)).toEqual(expected);
  });
});

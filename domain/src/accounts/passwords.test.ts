import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newPasswordSchema, passwordBounds } from './passwords';
import { issuesOf } from './test-support';

const twice = (password: string) => ({ password, password_confirmation: password });

describe('a new password', () => {
  it('accepts a password within the bounds, typed twice, as it is (no trimming)', () => {
    expect(newPasswordSchema.parse(twice(' correct horse '))).toEqual(twice(' correct horse '));
  });

  it.each<[string, unknown, string[]]>([
    [
      'password required',
      { password: '', password_confirmation: '' },
      ['password: errors.required', 'password_confirmation: errors.required'],
    ],
    ['password missing', { password_confirmation: 'abcdefghij' }, ['password: errors.required']],
    [
      'confirmation required',
      { password: 'abcdefghij', password_confirmation: '' },
      ['password_confirmation: errors.required'],
    ],
    ['confirmation missing', { password: 'abcdefghij' }, ['password_confirmation: errors.required']],
    ['at least 10 characters', twice('abcdefghi'), ['password: errors.passwordTooShort']],
    ['at most 128 characters', twice('a'.repeat(129)), ['password: errors.tooLong']],
    [
      'typed the same twice',
      { password: 'abcdefghij', password_confirmation: 'abcdefghik' },
      ['password_confirmation: errors.passwordMismatch'],
    ],
    [
      'compared exactly',
      { password: 'Abcdefghij', password_confirmation: 'abcdefghij' },
      ['password_confirmation: errors.passwordMismatch'],
    ],
  ])('%s', (_rule, input, expected) => {
    expect(issuesOf(newPasswordSchema, input)).toEqual(expected);
  });

  it('accepts the bounds themselves', () => {
    expect(issuesOf(newPasswordSchema, twice('a'.repeat(passwordBounds.min)))).toEqual([]);
    expect(issuesOf(newPasswordSchema, twice('a'.repeat(passwordBounds.max)))).toEqual([]);
  });

  it('accepts every password of 10 to 128 characters typed twice, and rejects any other confirmation (property)', () => {
    const password = fc.string({ minLength: passwordBounds.min, maxLength: passwordBounds.max });
    fc.assert(
      fc.property(password, (value) => {
        expect(newPasswordSchema.safeParse(twice(value)).success).toBe(true);
      }),
    );
    fc.assert(
      fc.property(password, fc.string({ minLength: 1 }), (value, other) => {
        fc.pre(value !== other);
        const result = newPasswordSchema.safeParse({ password: value, password_confirmation: other });
        expect(result.error?.issues.map(({ path, message }) => [path.join('.'), message])).toEqual([
          ['password_confirmation', 'errors.passwordMismatch'],
        ]);
      }),
    );
  });

  it('rejects every shorter password as too short (property)', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: passwordBounds.min - 1 }), (value) => {
        expect(newPasswordSchema.safeParse(twice(value)).error?.issues.map(({ message }) => message)).toEqual(
          ['errors.passwordTooShort'],
        );
      }),
    );
  });
});

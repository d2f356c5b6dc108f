import { describe, expect, it } from 'vitest';
import {
  confirmSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  regenerateConfirmationSchema,
  signInSchema,
  signUpSchema,
} from './sign-up';
import { issuesOf } from './test-support';

const password = 'correct horse battery';

const signUp = (company: object = {}, user: object = {}, rest: object = {}) => ({
  company: { name: 'Acme', accepted_regulations: true, subscribe_to_newsletter: true, ...company },
  user: {
    name: 'Anna Nowak',
    phone: '+48 600 100 200',
    email: 'anna@acme.example.com',
    password,
    password_confirmation: password,
    ...user,
  },
  ...rest,
});

describe('employer sign-up', () => {
  it('accepts a complete sign-up and normalises it', () => {
    expect(
      signUpSchema.parse(
        signUp({ name: ' Acme ' }, { email: ' Anna@ACME.example.com ', name: ' Anna Nowak' }),
      ),
    ).toEqual({
      company: { name: 'Acme', accepted_regulations: true, subscribe_to_newsletter: true },
      user: {
        name: 'Anna Nowak',
        phone: '+48 600 100 200',
        email: 'anna@acme.example.com',
        password,
        password_confirmation: password,
      },
      locale: 'pl',
    });
  });

  it('fills in what may be left out: newsletter no, phone none, locale pl', () => {
    const parsed = signUpSchema.parse(
      signUp({ subscribe_to_newsletter: undefined }, { phone: undefined }, { locale: undefined }),
    );
    expect(parsed.company.subscribe_to_newsletter).toBe(false);
    expect(parsed.user.phone).toBeNull();
    expect(parsed.locale).toBe('pl');
    expect(signUpSchema.parse(signUp({}, { phone: '' }, { locale: 'en' }))).toMatchObject({
      user: { phone: null },
      locale: 'en',
    });
  });

  it.each<[string, object, object, object, string[]]>([
    ['company name required', { name: '' }, {}, {}, ['company.name: errors.required']],
    ['company name missing', { name: undefined }, {}, {}, ['company.name: errors.required']],
    ['company name at least 2', { name: 'A' }, {}, {}, ['company.name: errors.companyNameTooShort']],
    [
      'company name at most 50',
      { name: 'A'.repeat(51) },
      {},
      {},
      ['company.name: errors.companyNameTooLong'],
    ],
    [
      'terms accepted',
      { accepted_regulations: false },
      {},
      {},
      ['company.accepted_regulations: errors.regulationsRequired'],
    ],
    [
      'terms answered',
      { accepted_regulations: undefined },
      {},
      {},
      ['company.accepted_regulations: errors.regulationsRequired'],
    ],
    [
      'newsletter a yes or no',
      { subscribe_to_newsletter: 'yes' },
      {},
      {},
      ['company.subscribe_to_newsletter: errors.invalidValue'],
    ],
    ['name required', {}, { name: ' ' }, {}, ['user.name: errors.required']],
    ['name of two words', {}, { name: 'Anna' }, {}, ['user.name: errors.contactNameSpace']],
    ['name at most 100', {}, { name: `Anna ${'N'.repeat(96)}` }, {}, ['user.name: errors.tooLong']],
    ['phone pattern', {}, { phone: '600-100-2OO' }, {}, ['user.phone: errors.invalidPhone']],
    ['phone at least 7', {}, { phone: '60010' }, {}, ['user.phone: errors.tooShort']],
    ['e-mail required', {}, { email: '' }, {}, ['user.email: errors.required']],
    ['e-mail valid', {}, { email: 'anna@acme' }, {}, ['user.email: errors.email']],
    [
      'password at least 10',
      {},
      { password: 'short', password_confirmation: 'short' },
      {},
      ['user.password: errors.passwordTooShort'],
    ],
    [
      'password at most 128',
      {},
      { password: 'a'.repeat(129), password_confirmation: 'a'.repeat(129) },
      {},
      ['user.password: errors.tooLong'],
    ],
    [
      'passwords the same',
      {},
      { password_confirmation: `${password}!` },
      {},
      ['user.password_confirmation: errors.passwordMismatch'],
    ],
    [
      'confirmation required',
      {},
      { password_confirmation: '' },
      {},
      ['user.password_confirmation: errors.required'],
    ],
    ['locale pl or en', {}, {}, { locale: 'de' }, ['locale: errors.invalidOption']],
  ])('%s', (_rule, company, user, rest, expected) => {
    expect(issuesOf(signUpSchema, signUp(company, user, rest))).toEqual(expected);
  });

  it('reports a mismatched confirmation together with the other broken fields', () => {
    expect(
      issuesOf(
        signUpSchema,
        signUp({}, { email: 'not-an-email', name: 'Anna', password_confirmation: 'something else' }),
      ),
    ).toEqual([
      'user.name: errors.contactNameSpace',
      'user.email: errors.email',
      'user.password_confirmation: errors.passwordMismatch',
    ]);
  });

  it('reports a missing group as required', () => {
    expect(issuesOf(signUpSchema, { user: signUp().user })).toEqual(['company: errors.required']);
    expect(issuesOf(signUpSchema, { company: signUp().company })).toEqual(['user: errors.required']);
  });
});

describe('e-mail confirmation', () => {
  it('confirms with the token alone', () => {
    expect(confirmSchema.parse({ confirmation_token: ' abc ' })).toEqual({
      confirmation_token: 'abc',
      password: undefined,
      password_confirmation: undefined,
    });
    expect(confirmSchema.parse({ confirmation_token: 'abc', password: null })).toMatchObject({
      password: undefined,
    });
  });

  it('takes an invited user’s new password, typed twice', () => {
    expect(
      confirmSchema.parse({ confirmation_token: 'abc', password, password_confirmation: password }),
    ).toEqual({ confirmation_token: 'abc', password, password_confirmation: password });
  });

  it.each<[string, object, string[]]>([
    ['token required', { confirmation_token: '' }, ['confirmation_token: errors.required']],
    ['token missing', {}, ['confirmation_token: errors.required']],
    [
      'password bounds apply',
      { confirmation_token: 'abc', password: 'short', password_confirmation: 'short' },
      ['password: errors.passwordTooShort'],
    ],
    [
      'confirmation required with a password',
      { confirmation_token: 'abc', password },
      ['password_confirmation: errors.required'],
    ],
    [
      'passwords the same',
      { confirmation_token: 'abc', password, password_confirmation: 'other password' },
      ['password_confirmation: errors.passwordMismatch'],
    ],
  ])('%s', (_rule, input, expected) => {
    expect(issuesOf(confirmSchema, input)).toEqual(expected);
  });
});

describe('a new confirmation e-mail', () => {
  it('takes the address, and optionally the old token and whether to set a password', () => {
    expect(regenerateConfirmationSchema.parse({ email: 'Anna@Acme.example.com' })).toEqual({
      email: 'anna@acme.example.com',
      confirmation_token: undefined,
      set_password: undefined,
    });
    expect(
      regenerateConfirmationSchema.parse({
        email: 'anna@acme.example.com',
        confirmation_token: 't',
        set_password: true,
      }),
    ).toEqual({ email: 'anna@acme.example.com', confirmation_token: 't', set_password: true });
  });

  it.each<[string, object, string[]]>([
    ['e-mail required', {}, ['email: errors.required']],
    ['e-mail valid', { email: 'anna' }, ['email: errors.email']],
    [
      'set_password a yes or no',
      { email: 'anna@acme.example.com', set_password: 'yes' },
      ['set_password: errors.invalidValue'],
    ],
  ])('%s', (_rule, input, expected) => {
    expect(issuesOf(regenerateConfirmationSchema, input)).toEqual(expected);
  });
});

describe('password reset', () => {
  it('asks for a link with a valid address', () => {
    expect(passwordResetRequestSchema.parse({ email: ' ANNA@acme.example.com' })).toEqual({
      email: 'anna@acme.example.com',
    });
    expect(issuesOf(passwordResetRequestSchema, { email: '' })).toEqual(['email: errors.required']);
    expect(issuesOf(passwordResetRequestSchema, { email: 'anna@' })).toEqual(['email: errors.email']);
  });

  it('sets a new password with the token', () => {
    const input = { reset_password_token: 'tok', password, password_confirmation: password };
    expect(passwordResetSchema.parse(input)).toEqual(input);
  });

  it.each<[string, object, string[]]>([
    [
      'token required',
      { reset_password_token: '', password, password_confirmation: password },
      ['reset_password_token: errors.required'],
    ],
    [
      'password at least 10',
      { reset_password_token: 'tok', password: 'short', password_confirmation: 'short' },
      ['password: errors.passwordTooShort'],
    ],
    [
      'passwords the same',
      { reset_password_token: 'tok', password, password_confirmation: 'different!!' },
      ['password_confirmation: errors.passwordMismatch'],
    ],
  ])('%s', (_rule, input, expected) => {
    expect(issuesOf(passwordResetSchema, input)).toEqual(expected);
  });
});

describe('sign-in (password grant)', () => {
  it('takes the address as username, lower-cased, with the grant type filled in', () => {
    expect(signInSchema.parse({ username: 'Anna@Acme.example.com', password: 'x' })).toEqual({
      grant_type: 'password',
      username: 'anna@acme.example.com',
      password: 'x',
    });
  });

  it('takes `email` as another name for `username`', () => {
    expect(signInSchema.parse({ email: 'anna@acme.example.com', password: 'x' })).toEqual({
      grant_type: 'password',
      username: 'anna@acme.example.com',
      password: 'x',
    });
    expect(
      signInSchema.parse({
        username: 'anna@acme.example.com',
        email: 'other@acme.example.com',
        password: 'x',
      }).username,
    ).toBe('anna@acme.example.com');
  });

  it('does not judge an existing password’s strength, only its size', () => {
    expect(issuesOf(signInSchema, { username: 'anna@acme.example.com', password: 'a'.repeat(128) })).toEqual(
      [],
    );
  });

  it.each<[string, unknown, string[]]>([
    ['address required', { password: 'x' }, ['username: errors.required']],
    ['address valid', { email: 'anna', password: 'x' }, ['username: errors.email']],
    ['password required', { username: 'anna@acme.example.com', password: '' }, ['password: errors.required']],
    [
      'password at most 128',
      { username: 'anna@acme.example.com', password: 'a'.repeat(129) },
      ['password: errors.tooLong'],
    ],
    [
      'only the password grant',
      { grant_type: 'client_credentials', username: 'anna@acme.example.com', password: 'x' },
      ['grant_type: errors.invalidOption'],
    ],
    ['a body at all', null, [': errors.required']],
  ])('%s', (_rule, input, expected) => {
    expect(issuesOf(signInSchema, input)).toEqual(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { issuesOf } from './test-support';
import { companyUserInviteSchema, companyUserUpdateSchema, profileUpdateSchema } from './users';

describe('inviting a company user', () => {
  const invite = { name: 'Jan Kowalski', email: 'Jan@Acme.example.com' };

  it('invites a recruiter unless another role is chosen, in the inviter’s language unless one is given', () => {
    expect(companyUserInviteSchema.parse(invite)).toEqual({
      name: 'Jan Kowalski',
      email: 'jan@acme.example.com',
      role: 'recruiter',
      locale: undefined,
    });
    expect(companyUserInviteSchema.parse({ ...invite, role: 'admin', locale: 'en' })).toMatchObject({
      role: 'admin',
      locale: 'en',
    });
  });

  it.each<[string, object, string[]]>([
    ['name required', { name: '' }, ['name: errors.required']],
    ['name of two words', { name: 'Jan' }, ['name: errors.contactNameSpace']],
    ['name at most 100', { name: `Jan ${'K'.repeat(97)}` }, ['name: errors.tooLong']],
    ['e-mail required', { email: undefined }, ['email: errors.required']],
    ['e-mail valid', { email: 'jan@acme' }, ['email: errors.email']],
    ['role from the list', { role: 'ceo' }, ['role: errors.invalidOption']],
    ['locale pl or en', { locale: 'de' }, ['locale: errors.invalidOption']],
  ])('%s', (_rule, change, expected) => {
    expect(issuesOf(companyUserInviteSchema, { ...invite, ...change })).toEqual(expected);
  });
});

describe('changing a company user', () => {
  it('changes the name, the role or both', () => {
    expect(companyUserUpdateSchema.parse({ name: ' Jan Nowak ' })).toEqual({ name: 'Jan Nowak' });
    expect(companyUserUpdateSchema.parse({ role: 'admin' })).toEqual({ role: 'admin' });
    expect(companyUserUpdateSchema.parse({ name: 'Jan Nowak', role: 'owner' })).toEqual({
      name: 'Jan Nowak',
      role: 'owner',
    });
  });

  it.each<[string, unknown, string[]]>([
    ['something to change', {}, [': errors.required']],
    ['something known to change', { email: 'jan@acme.example.com' }, [': errors.required']],
    ['name of two words', { name: 'Jan' }, ['name: errors.contactNameSpace']],
    ['name not blank', { name: ' ' }, ['name: errors.required']],
    ['role from the list', { role: 'boss' }, ['role: errors.invalidOption']],
  ])('%s', (_rule, input, expected) => {
    expect(issuesOf(companyUserUpdateSchema, input)).toEqual(expected);
  });
});

describe('changing one’s own profile', () => {
  it('changes only what is sent; an empty or null phone removes it', () => {
    expect(profileUpdateSchema.parse({})).toEqual({});
    expect(profileUpdateSchema.parse({ name: 'Anna Nowak', phone: '600 100 200', locale: 'en' })).toEqual({
      name: 'Anna Nowak',
      phone: '600 100 200',
      locale: 'en',
    });
    expect(profileUpdateSchema.parse({ phone: '' })).toEqual({ phone: null });
    expect(profileUpdateSchema.parse({ phone: null })).toEqual({ phone: null });
    expect(profileUpdateSchema.parse({ locale: 'pl' }).phone).toBeUndefined();
  });

  it.each<[string, object, string[]]>([
    ['name of two words', { name: 'Anna' }, ['name: errors.contactNameSpace']],
    ['phone pattern', { phone: '+48 600 ąęź 200' }, ['phone: errors.invalidPhone']],
    ['phone at least 7', { phone: '12 34' }, ['phone: errors.tooShort']],
    ['phone at most 20', { phone: '1'.repeat(21) }, ['phone: errors.tooLong']],
    ['locale pl or en', { locale: 'uk' }, ['locale: errors.invalidOption']],
  ])('%s', (_rule, input, expected) => {
    expect(issuesOf(profileUpdateSchema, input)).toEqual(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { parseOrThrow } from '../validation';
import { guestJobAlertSchema, jobAlertNameMax, savedSearchOf } from './form';

const valid = {
  email: 'Anna@Example.com',
  name: 'Żółć, C++ & C# (Kraków) / Java-Kotlin',
  searchUrl: '/praca/krakow/java',
  privacyPolicy: true,
};

describe('the alert form (spec §5)', () => {
  it('takes Polish letters, digits and , & # ( ) / + - in the name; frequency defaults to twiceAWeek', () => {
    const parsed = parseOrThrow(guestJobAlertSchema, valid);
    expect(parsed).toMatchObject({ email: 'anna@example.com', frequency: 'twiceAWeek' });
  });
  it.each([
    ['name', '', 'errors.required'],
    ['name', 'Java; DROP', 'errors.invalidAlertName'],
    ['name', 'Java!', 'errors.invalidAlertName'],
    ['name', 'a'.repeat(jobAlertNameMax + 1), 'errors.tooLong'],
    ['email', 'not-an-email', 'errors.email'],
    ['privacyPolicy', false, 'errors.privacyPolicyRequired'],
    ['frequency', 'hourly', 'errors.invalidOption'],
  ])('refuses %s = %j with %s', (field, value, code) => {
    const result = guestJobAlertSchema.safeParse({ ...valid, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(code);
  });
  it('keeps a name of exactly 999 characters', () => {
    expect(guestJobAlertSchema.safeParse({ ...valid, name: 'a'.repeat(jobAlertNameMax) }).success).toBe(true);
  });
});

describe('savedSearchOf', () => {
  it('reads a list URL with the codec and writes it back canonically, without the window or the map', () => {
    const one = savedSearchOf('it', 'https://it.tablica.pl/praca/krakow/java?from=200&itemsCount=50');
    const two = savedSearchOf('it', '/praca/krakow/java');
    expect(one).toEqual(two);
    expect(one).toMatchObject({ searchUrl: '/praca/krakow/java', locale: 'pl' });
    expect(one?.filters).toMatchObject({ city: 'krakow', category: 'java', from: 0 });
    expect(savedSearchOf('it', '/jobs/all-cities')?.locale).toBe('en');
  });
  it('is null for anything that is not a list URL', () => {
    expect(savedSearchOf('it', '/job-offer/some-offer')).toBeNull();
    expect(savedSearchOf('it', 'javascript:alert(1)')).toBeNull();
  });
});

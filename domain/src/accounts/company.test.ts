import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { billingDataSchema, clausesSchema, companyDataSchema, isNip } from './company';
import { issuesOf } from './test-support';

describe('company data', () => {
  const company = { name: 'Acme', size: '11-25', url: 'https://acme.example.com' };

  it('accepts the company’s name, size and website', () => {
    expect(companyDataSchema.parse({ ...company, name: ' Acme ' })).toEqual(company);
  });

  it.each<[string, object, string[]]>([
    ['name required', { name: '' }, ['name: errors.required']],
    ['name at least 2', { name: 'A' }, ['name: errors.companyNameTooShort']],
    ['name at most 50', { name: 'A'.repeat(51) }, ['name: errors.companyNameTooLong']],
    ['size required', { size: undefined }, ['size: errors.required']],
    ['size from the list', { size: '2-5' }, ['size: errors.invalidOption']],
    ['website required', { url: '' }, ['url: errors.required']],
    ['website without spaces', { url: 'https://acme .example.com' }, ['url: errors.noSpaces']],
    ['website with http(s)', { url: 'acme.example.com' }, ['url: errors.protocolMissing']],
    ['website valid', { url: 'https://acme' }, ['url: errors.invalidUrl']],
    ['website at most 255', { url: `https://acme.example.com/${'a'.repeat(240)}` }, ['url: errors.tooLong']],
  ])('%s', (_rule, change, expected) => {
    expect(issuesOf(companyDataSchema, { ...company, ...change })).toEqual(expected);
  });
});

/** A NIP from its first nine digits, or null when no check digit exists for them. */
function nipFrom(nine: readonly number[]): string | null {
  const weights = [6, 5, 7, 2, 3, 4, 5, 6, 7];
  const check = nine.reduce((sum, digit, index) => sum + digit * weights[index]!, 0) % 11;
  return check === 10 ? null : [...nine, check].join('');
}

describe('Polish tax id (NIP)', () => {
  it.each([
    ['1234563218', true],
    ['123-456-32-18', true],
    ['123 456 32 18', true],
    ['5260250274', true],
    ['1234563219', false],
    ['123456321', false],
    ['12345632180', false],
    ['PL1234563218', false],
    ['-1234563218', false],
    ['abcdefghij', false],
    ['1234567890', false], // the checksum is 10: never issued
  ])('%s → %s', (nip, valid) => {
    expect(isNip(nip)).toBe(valid);
  });

  const nine = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 });

  it('accepts every NIP with its check digit, and none with one digit changed (property)', () => {
    fc.assert(
      fc.property(nine, fc.nat({ max: 9 }), fc.integer({ min: 1, max: 9 }), (digits, position, shift) => {
        const nip = nipFrom(digits);
        fc.pre(nip !== null);
        expect(isNip(nip!)).toBe(true);
        const changed = [...nip!].map((digit, index) =>
          index === position ? String((Number(digit) + shift) % 10) : digit,
        );
        expect(isNip(changed.join(''))).toBe(false);
      }),
    );
  });
});

describe('billing data', () => {
  const billing = {
    company_name: 'Acme sp. z o.o.',
    tax_id: '123-456-32-18',
    street: 'Rynek Główny',
    street_number: '1/2',
    postal_code: '31-042',
    city: 'Kraków',
    country: 'PL',
    invoice_email: 'Invoices@Acme.example.com',
  };

  it('accepts Polish billing data and keeps the NIP as its digits', () => {
    expect(billingDataSchema.parse(billing)).toEqual({
      ...billing,
      tax_id: '1234563218',
      invoice_email: 'invoices@acme.example.com',
    });
  });

  it('takes Poland when no country is given, and no invoice address when none is given', () => {
    const { country: _country, invoice_email: _email, ...rest } = billing;
    expect(billingDataSchema.parse(rest)).toMatchObject({ country: 'PL', invoice_email: null });
    expect(billingDataSchema.parse({ ...billing, invoice_email: '' }).invoice_email).toBeNull();
    expect(billingDataSchema.parse({ ...billing, invoice_email: null }).invoice_email).toBeNull();
  });

  it('accepts a foreign company with its own tax id and postal code, in upper case', () => {
    expect(
      billingDataSchema.parse({ ...billing, country: 'gb', tax_id: 'gb123456789', postal_code: 'sw1a 1aa' }),
    ).toMatchObject({ country: 'GB', tax_id: 'GB123456789', postal_code: 'SW1A 1AA' });
    expect(
      billingDataSchema.parse({ ...billing, country: 'DE', tax_id: 'DE-1234', postal_code: '10115' }),
    ).toMatchObject({ tax_id: 'DE-1234' });
  });

  it.each<[string, object, string[]]>([
    ['company name required', { company_name: '' }, ['company_name: errors.required']],
    ['company name at most 255', { company_name: 'A'.repeat(256) }, ['company_name: errors.tooLong']],
    ['tax id required', { tax_id: '' }, ['tax_id: errors.required']],
    ['NIP checksum', { tax_id: '1234563219' }, ['tax_id: errors.invalidTaxId']],
    ['NIP of 10 digits', { tax_id: '123456321' }, ['tax_id: errors.invalidTaxId']],
    [
      'foreign tax id of 4 or more',
      { country: 'DE', tax_id: 'DE1', postal_code: '10115' },
      ['tax_id: errors.invalidTaxId'],
    ],
    [
      'foreign tax id of at most 20',
      { country: 'DE', tax_id: 'D'.repeat(21), postal_code: '10115' },
      ['tax_id: errors.invalidTaxId'],
    ],
    [
      'foreign tax id of letters, digits and dashes',
      { country: 'DE', tax_id: 'DE 12345', postal_code: '10115' },
      ['tax_id: errors.invalidTaxId'],
    ],
    ['street required', { street: '' }, ['street: errors.required']],
    ['street at most 255', { street: 'A'.repeat(256) }, ['street: errors.tooLong']],
    ['street number required', { street_number: '' }, ['street_number: errors.required']],
    ['street number at most 20', { street_number: '1'.repeat(21) }, ['street_number: errors.tooLong']],
    ['postal code required', { postal_code: '' }, ['postal_code: errors.required']],
    ['Polish postal code NN-NNN', { postal_code: '31042' }, ['postal_code: errors.invalidPostalCode']],
    [
      'foreign postal code of 3 or more',
      { country: 'DE', tax_id: 'DE123456789', postal_code: '10' },
      ['postal_code: errors.invalidPostalCode'],
    ],
    [
      'foreign postal code of at most 10',
      { country: 'DE', tax_id: 'DE123456789', postal_code: '1'.repeat(11) },
      ['postal_code: errors.invalidPostalCode'],
    ],
    [
      'foreign postal code characters',
      { country: 'DE', tax_id: 'DE123456789', postal_code: '10_115' },
      ['postal_code: errors.invalidPostalCode'],
    ],
    ['city required', { city: '' }, ['city: errors.required']],
    ['city at most 100', { city: 'A'.repeat(101) }, ['city: errors.tooLong']],
    ['country of two letters', { country: 'POL' }, ['country: errors.invalidOption']],
    [
      'country checked before the codes that depend on it',
      { country: 'P1', tax_id: 'x' },
      ['country: errors.invalidOption'],
    ],
    ['invoice e-mail valid', { invoice_email: 'invoices@' }, ['invoice_email: errors.email']],
    [
      'several fields at once',
      { city: '', tax_id: '0000000001', postal_code: '1' },
      ['city: errors.required', 'tax_id: errors.invalidTaxId', 'postal_code: errors.invalidPostalCode'],
    ],
  ])('%s', (_rule, change, expected) => {
    expect(issuesOf(billingDataSchema, { ...billing, ...change })).toEqual(expected);
  });
});

describe('clauses', () => {
  const clause = 'The controller of your personal data is Acme sp. z o.o., Rynek Główny 1, Kraków.';
  const clauses = {
    information_clause: clause,
    future_consent: { enabled: true, value: 'I agree to future recruitment processes.' },
    custom_consent: { enabled: false, value: '' },
  };

  it('accepts the information clause and the consents', () => {
    expect(clausesSchema.parse(clauses)).toEqual(clauses);
    expect(clausesSchema.parse({ ...clauses, custom_consent: { enabled: false } }).custom_consent).toEqual({
      enabled: false,
      value: '',
    });
  });

  it.each<[string, object, string[]]>([
    ['clause required', { information_clause: '' }, ['information_clause: errors.required']],
    ['clause not too short', { information_clause: 'Acme.' }, ['information_clause: errors.tooShort']],
    ['clause at most 5000', { information_clause: 'A'.repeat(5001) }, ['information_clause: errors.tooLong']],
    [
      'placeholder replaced',
      { information_clause: `${clause} Contact: {{companyEmail}}` },
      ['information_clause: errors.clausePlaceholder'],
    ],
    [
      'consent text required when enabled',
      { future_consent: { enabled: true, value: ' ' } },
      ['future_consent.value: errors.consentRequired'],
    ],
    [
      'consent text not too short',
      { custom_consent: { enabled: true, value: 'I agree' } },
      ['custom_consent.value: errors.tooShort'],
    ],
    [
      'consent text at most 5000',
      { custom_consent: { enabled: false, value: 'A'.repeat(5001) } },
      ['custom_consent.value: errors.tooLong'],
    ],
    ['consents required', { future_consent: undefined }, ['future_consent: errors.required']],
  ])('%s', (_rule, change, expected) => {
    expect(issuesOf(clausesSchema, { ...clauses, ...change })).toEqual(expected);
  });
});

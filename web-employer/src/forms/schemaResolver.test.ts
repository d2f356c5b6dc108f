import { billingDataSchema } from '@tablica/domain/accounts/company';
import { signUpSchema } from '@tablica/domain/accounts/sign-up';
import { describe, expect, it } from 'vitest';
import { schemaResolver } from './schemaResolver';

const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('schemaResolver', () => {
  it('reports spec keys on nested inputs, a blank field as required', async () => {
    const result = await schemaResolver(signUpSchema)(
      {
        company: { name: 'A', accepted_regulations: false, subscribe_to_newsletter: false },
        user: { name: '', phone: '', email: 'nope', password: 'short', password_confirmation: 'other' },
      },
      undefined,
      options,
    );

    expect(result.errors).toMatchObject({
      company: {
        name: { message: 'errors.companyNameTooShort' },
        accepted_regulations: { message: 'errors.regulationsRequired' },
      },
      user: {
        name: { message: 'errors.required' },
        email: { message: 'errors.email' },
        password: { message: 'errors.passwordTooShort' },
        password_confirmation: { message: 'errors.passwordMismatch' },
      },
    });
  });

  it('validates one part of the form and answers the schema’s output in its place', async () => {
    const resolve = schemaResolver(billingDataSchema, 'billing');
    const billing = {
      company_name: 'Acme',
      tax_id: '526-000-12-46',
      street: 'Prosta',
      street_number: '1',
      postal_code: '00-001',
      city: 'Warszawa',
      country: 'pl',
      invoice_email: '',
    };

    const valid = await resolve({ id: 'me', billing }, undefined, options);
    const invalid = await resolve(
      { id: 'me', billing: { ...billing, tax_id: '1234567890' } },
      undefined,
      options,
    );

    expect(valid.errors).toEqual({});
    expect(valid.values).toMatchObject({
      id: 'me',
      billing: { tax_id: '5260001246', country: 'PL', invoice_email: null },
    });
    expect(invalid.errors).toMatchObject({ billing: { tax_id: { message: 'errors.invalidTaxId' } } });
  });
});

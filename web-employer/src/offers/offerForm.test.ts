import { offerContentSchema } from '@tablica/domain/offers/schemas';
import { describe, expect, it } from 'vitest';
import {
  offerFormDefaults,
  offerFormErrorsFromProblem,
  offerFormField,
  offerFormResolver,
  toOfferContent,
  type OfferFormValues,
} from './offerForm';

const filledIn: OfferFormValues = {
  ...offerFormDefaults,
  title: 'Senior React Developer',
  companyName: 'Acme',
  categoryId: 'javascript',
  experienceLevel: 'senior',
  workplaceType: 'hybrid',
  city: 'Kraków',
  street: 'Rynek 1',
  salaryFrom: 20000,
  salaryTo: 28000,
  amountType: 'net',
  requiredSkills: [{ name: 'React' }, { name: 'TypeScript' }],
  body: 'We build things.',
};

const resolverOptions = { fields: {}, shouldUseNativeValidation: false } as const;

describe('toOfferContent', () => {
  it('builds the publish payload the domain schema accepts', () => {
    const payload = toOfferContent(filledIn);

    expect(offerContentSchema.safeParse(payload).success).toBe(true);
    expect(payload.locations).toEqual([
      { city: 'Kraków', street: 'Rynek 1', countryCode: 'PL', latitude: 50.0647, longitude: 19.945 },
    ]);
    expect(payload.employmentTypes).toEqual([
      { type: 'b2b', from: 20000, to: 28000, currency: 'PLN', unit: 'month', gross: false },
    ]);
    expect(payload.requiredSkills).toEqual([
      { name: 'React', level: 1 },
      { name: 'TypeScript', level: 1 },
    ]);
  });
});

describe('offerFormField', () => {
  it.each([
    ['title', 'title'],
    ['locations', 'city'],
    ['locations.0.city', 'city'],
    ['locations.0.latitude', 'city'],
    ['locations.0.street', 'street'],
    ['employmentTypes.0.to', 'salaryTo'],
    ['employmentTypes.0.gross', 'amountType'],
    ['employmentTypes', 'employmentType'],
    ['requiredSkills', 'requiredSkills'],
    ['requiredSkills.1.name', 'requiredSkills.1.name'],
    ['companyLogoUrl', 'root.serverError'],
  ])('shows an error at %s on %s', (path, field) => {
    expect(offerFormField(path)).toBe(field);
  });
});

describe('offerFormResolver', () => {
  it('accepts a filled-in form as it is', async () => {
    const result = await offerFormResolver(filledIn, undefined, resolverOptions);

    expect(result).toEqual({ values: filledIn, errors: {} });
  });

  it('reports spec error keys on the inputs of an empty form', async () => {
    const result = await offerFormResolver(offerFormDefaults, undefined, resolverOptions);

    expect(result.errors).toMatchObject({
      title: { message: 'errors.tooShort' },
      experienceLevel: { message: 'errors.required' },
      workplaceType: { message: 'errors.required' },
      city: { message: 'errors.required' },
      requiredSkills: [{ name: { message: 'errors.required' } }],
      body: { message: 'errors.required' },
    });
  });

  it('reports a value outside the catalogue as a bad option', async () => {
    const result = await offerFormResolver(
      { ...filledIn, workplaceType: 'moon' },
      undefined,
      resolverOptions,
    );

    expect(result.errors).toEqual({
      workplaceType: expect.objectContaining({ message: 'errors.invalidOption' }),
    });
  });

  it('puts salary range errors on "salary to"', async () => {
    const result = await offerFormResolver({ ...filledIn, salaryTo: 10000 }, undefined, resolverOptions);

    expect(result.errors).toEqual({
      salaryTo: expect.objectContaining({ message: 'errors.salaryToBelowFrom' }),
    });
  });
});

describe('offerFormErrorsFromProblem', () => {
  it('maps the problem’s errors onto form inputs', () => {
    const problem = {
      code: 'validation_failed',
      errors: { 'employmentTypes.0.to': 'errors.salaryToTooHigh', 'locations.0.city': 'errors.required' },
    };

    expect(offerFormErrorsFromProblem(problem)).toEqual({
      salaryTo: 'errors.salaryToTooHigh',
      city: 'errors.required',
    });
  });

  it('falls back to issues, and to a generic text for unknown keys', () => {
    const problem = { issues: [{ path: 'title', code: 'errors.madeUp', message: 'Made up' }] };

    expect(offerFormErrorsFromProblem(problem)).toEqual({ title: 'errors.sthWentWrong' });
  });
});

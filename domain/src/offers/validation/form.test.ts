import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../errors';
import { categories, content, form, iso, later, now, proPlan } from '../test-fixtures';
import { offerFormSchema, validateOfferForm, type OfferFormInput, type OfferFormRules } from './form';

const rules: OfferFormRules = { limits: proPlan.limits, categories, now };

function issues(input: unknown, withRules: OfferFormRules = rules) {
  try {
    validateOfferForm(input, withRules);
    return [];
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return error.issues.map(({ path, code }) => `${path}: ${code}`);
  }
}

const location = { city: 'Kraków', street: 'Rynek 1', countryCode: 'PL', latitude: 50.06, longitude: 19.94 };
const salary = (from: number | null, to: number | null, extra: object = {}): Partial<OfferFormInput> => ({
  employmentTypes: [
    {
      type: 'permanent' as const,
      from,
      to,
      currency: 'PLN' as const,
      unit: 'month' as const,
      gross: true,
      ...extra,
    },
  ],
});

describe('the employer offer form (spec §5)', () => {
  it('accepts a complete form and normalises it', () => {
    expect(validateOfferForm(form(), rules)).toEqual(content());
    expect(
      validateOfferForm(
        form({
          title: '  Senior TypeScript Developer ',
          workingTime: undefined,
          languages: [{ code: 'EN', level: 'b2' }],
        }),
        rules,
      ),
    ).toEqual(content({ workingTime: 'undetermined' }));
  });

  it.each<[string, Partial<OfferFormInput> | Record<string, unknown>, string[]]>([
    // Company
    ['company name required', { companyName: '' }, ['companyName: errors.required']],
    ['company name too short', { companyName: 'A' }, ['companyName: errors.tooShort']],
    ['company name at most 50', { companyName: 'A'.repeat(51) }, ['companyName: errors.tooLong']],
    ['company size from the list', { companySize: '2-5' as never }, ['companySize: errors.invalidOption']],
    ['company size required', { companySize: undefined }, ['companySize: errors.required']],
    ['website required', { companyWebsite: '' }, ['companyWebsite: errors.required']],
    ['website without spaces', { companyWebsite: 'https://acme .com' }, ['companyWebsite: errors.noSpaces']],
    [
      'website with http(s)',
      { companyWebsite: 'acme.example.com' },
      ['companyWebsite: errors.protocolMissing'],
    ],
    ['website a valid URL', { companyWebsite: 'https://acme' }, ['companyWebsite: errors.invalidUrl']],
    [
      'website without Polish letters',
      { companyWebsite: 'https://żółw.pl' },
      ['companyWebsite: errors.invalidUrl'],
    ],
    ['logo required', { companyLogoUrl: '' }, ['companyLogoUrl: errors.required']],
    // Application
    [
      'application type required',
      { apply: { uri: 'https://a.example.com' } } as never,
      ['apply.type: errors.required'],
    ],
    ['application uri required', { apply: { type: 'url', uri: '' } }, ['apply.uri: errors.required']],
    [
      'application url with protocol',
      { apply: { type: 'url', uri: 'a.example.com/x' } },
      ['apply.uri: errors.protocolMissing'],
    ],
    [
      'application uri without spaces',
      { apply: { type: 'email', uri: 'hr @acme.pl' } },
      ['apply.uri: errors.noSpaces'],
    ],
    [
      'application e-mail valid',
      { apply: { type: 'email', uri: 'hr-acme.pl' } },
      ['apply.uri: errors.email'],
    ],
    [
      'application group missing',
      { apply: null } as never,
      ['apply.type: errors.required', 'apply.uri: errors.required'],
    ],
    // Clauses and consents
    ['information clause required', { informationClause: '' }, ['informationClause: errors.required']],
    ['information clause min length', { informationClause: 'Short' }, ['informationClause: errors.tooShort']],
    [
      'information clause without the placeholder',
      { informationClause: 'The administrator of your data is {{companyName}}.' },
      ['informationClause: errors.clausePlaceholder'],
    ],
    [
      'future consent text when enabled',
      { futureConsent: { enabled: true, value: '' } },
      ['futureConsent.value: errors.consentRequired'],
    ],
    [
      'custom consent min length',
      { customConsent: { enabled: true, value: 'I agree' } },
      ['customConsent.value: errors.tooShort'],
    ],
    // Contact
    [
      'contact name required',
      { contact: { name: '', email: 'a@acme.pl' } },
      ['contact.name: errors.required'],
    ],
    [
      'contact name two words',
      { contact: { name: 'Anna', email: 'a@acme.pl' } },
      ['contact.name: errors.contactNameSpace'],
    ],
    [
      'contact e-mail valid',
      { contact: { name: 'Anna Nowak', email: 'anna@' } },
      ['contact.email: errors.email'],
    ],
    [
      'contact e-mail without Polish letters',
      { contact: { name: 'Anna Nowak', email: 'anna@łódź.pl' } },
      ['contact.email: errors.email'],
    ],
    [
      'phone min length',
      { contact: { name: 'Anna Nowak', email: 'a@acme.pl', phone: '12 34' } },
      ['contact.phone: errors.tooShort'],
    ],
    [
      'phone pattern',
      { contact: { name: 'Anna Nowak', email: 'a@acme.pl', phone: '+48 600-700-80x' } },
      ['contact.phone: errors.invalidPhone'],
    ],
    // Category
    ['category required', { categoryId: '' }, ['categoryId: errors.required']],
    ['category known', { categoryId: 'cobol' }, ['categoryId: errors.invalidOption']],
    [
      'subcategory when the category has children',
      { categoryId: 'data' },
      ['subcategoryId: errors.required'],
    ],
    [
      'subcategory of that category',
      { categoryId: 'data', subcategoryId: 'java' },
      ['subcategoryId: errors.invalidOption'],
    ],
    [
      'no subcategory for a leaf category',
      { subcategoryId: 'data-science' },
      ['subcategoryId: errors.invalidOption'],
    ],
    // Description
    ['description required', { body: '' }, ['body: errors.required']],
    ['description not only markup', { body: '<p>&nbsp;</p><p><br></p>' }, ['body: errors.required']],
    [
      'description with at most one JPEG',
      { body: '<p>Hi</p><img src="data:image/jpeg;base64,AAAA"><img src="data:image/jpeg;base64,BBBB">' },
      ['body: errors.multipleImages'],
    ],
    [
      'description image is a JPEG',
      { body: '<p>Hi</p><img src="data:image/png;base64,AAAA">' },
      ['body: errors.invalidFileType'],
    ],
    // Locations
    ['a location required', { locations: [] }, ['locations: errors.required']],
    [
      'city and street required',
      { locations: [{ ...location, city: '', street: '' }] },
      ['locations.0.city: errors.required', 'locations.0.street: errors.required'],
    ],
    [
      'coordinates required',
      { locations: [{ city: 'Nowhere', street: 'Main 1', countryCode: 'PL' }] } as never,
      [
        'locations.0.latitude: errors.coordinatesRequired',
        'locations.0.longitude: errors.coordinatesRequired',
      ],
    ],
    [
      'country code required',
      { locations: [{ ...location, countryCode: '' }] },
      ['locations.0.countryCode: errors.required'],
    ],
    [
      "at most the plan's locations",
      { locations: [location, location, location] },
      ['locations: errors.maxLocations'],
    ],
    // Position
    ['position name required', { title: '   ' }, ['title: errors.required']],
    ['position name min length', { title: 'QA' }, ['title: errors.tooShort']],
    ['position name max length', { title: 'Developer '.repeat(8) }, ['title: errors.tooLong']],
    ['position name not shouting', { title: 'SENIOR JAVA DEVELOPER' }, ['title: errors.tooManyUppercase']],
    ['experience required', { experienceLevel: undefined }, ['experienceLevel: errors.required']],
    [
      'working place from the dictionary',
      { workplaceType: 'moon' as never },
      ['workplaceType: errors.invalidOption'],
    ],
    [
      'working time from the dictionary',
      { workingTime: 'always' as never },
      ['workingTime: errors.invalidOption'],
    ],
    // Salary
    ['an employment type required', { employmentTypes: [] }, ['employmentTypes: errors.required']],
    [
      'type, currency, unit required',
      { employmentTypes: [{ from: null, to: null }] } as never,
      [
        'employmentTypes.0.type: errors.required',
        'employmentTypes.0.currency: errors.required',
        'employmentTypes.0.unit: errors.required',
      ],
    ],
    [
      'gross or net for "any"',
      salary(1000, 2000, { type: 'any', gross: null }),
      ['employmentTypes.0.gross: errors.required'],
    ],
    ['salary not negative', salary(-1, 2000), ['employmentTypes.0.from: errors.salaryNotPositive']],
    ['salary two decimals', salary(1000.005, 2000), ['employmentTypes.0.from: errors.invalidValue']],
    ['salary from <= to', salary(2000, 1999), ['employmentTypes.0.to: errors.salaryToBelowFrom']],
    ['salary to at most 3 x from', salary(1000, 3000.01), ['employmentTypes.0.to: errors.salaryToTooHigh']],
    ['salary both ends', salary(1000, null), ['employmentTypes.0.to: errors.required']],
    [
      'a second employment type with its type and consistent ranges',
      {
        employmentTypes: [
          { type: 'b2b', from: 1000, to: 2000, currency: 'PLN', unit: 'month', gross: false },
          { from: 3000, to: 1000, currency: 'PLN', unit: 'month' },
        ],
      } as never,
      ['employmentTypes.1.type: errors.required'],
    ],
    // Skills
    ['a required skill', { requiredSkills: [] }, ['requiredSkills: errors.required']],
    [
      'at most 10 required skills',
      { requiredSkills: Array.from({ length: 11 }, (_, n) => ({ name: `Skill ${n}`, level: 1 })) },
      ['requiredSkills: errors.maxSkills'],
    ],
    [
      'at most 10 optional skills',
      { optionalSkills: Array.from({ length: 11 }, (_, n) => ({ name: `Extra ${n}`, level: 1 })) },
      ['optionalSkills: errors.maxSkills'],
    ],
    [
      'skill name at most 50',
      { optionalSkills: [{ name: 'x'.repeat(51), level: 1 }] },
      ['optionalSkills.0.name: errors.skillTooLong'],
    ],
    [
      'no skill both required and optional (case-insensitive)',
      { optionalSkills: [{ name: 'typescript', level: 1 }] },
      ['optionalSkills.0.name: errors.duplicateSkill'],
    ],
    [
      'no skill twice in one list',
      {
        requiredSkills: [
          { name: 'Go', level: 1 },
          { name: 'GO ', level: 2 },
        ],
      },
      ['requiredSkills.1.name: errors.duplicateSkill'],
    ],
    // Languages
    [
      'at most 5 languages',
      { languages: ['en', 'de', 'fr', 'es', 'it', 'uk'].map((code) => ({ code, level: 'b1' as const })) },
      ['languages: errors.maxLanguages'],
    ],
    [
      'language levels a1-c2',
      { languages: [{ code: 'en', level: 'c3' as never }] },
      ['languages.0.level: errors.invalidOption'],
    ],
    [
      'no language twice',
      {
        languages: [
          { code: 'en', level: 'b1' },
          { code: 'en', level: 'c1' },
        ],
      },
      ['languages.1.code: errors.duplicateLanguage'],
    ],
    // Dates
    ['expiry a valid date', { expiredAt: '2026-02-30' }, ['expiredAt: errors.invalidDate']],
    ['expiry a date, not text', { expiredAt: 'next month' }, ['expiredAt: errors.invalidDate']],
    ['expiry not before the minimum', { expiredAt: iso(later(0.5)) }, ['expiredAt: errors.invalidDatePast']],
    ['expiry not after the plan allows', { expiredAt: iso(later(31)) }, ['expiredAt: errors.maxDate']],
    ['publication date in the future', { publishAt: iso(later(-1)) }, ['publishAt: errors.invalidDatePast']],
    ['publication date at most 30 days ahead', { publishAt: iso(later(31)) }, ['publishAt: errors.maxDate']],
  ])('%s', (_rule, overrides, expected) => {
    expect(issues(form(overrides as Partial<OfferFormInput>))).toEqual(expected);
  });

  it('measures the expiry from a scheduled publication', () => {
    expect(issues(form({ publishAt: iso(later(10)), expiredAt: iso(later(40)) }))).toEqual([]);
    expect(issues(form({ publishAt: iso(later(10)), expiredAt: iso(later(41)) }))).toEqual([
      'expiredAt: errors.maxDate',
    ]);
    expect(issues(form({ expiredAt: '2026-12-20' }))).toEqual([]);
  });

  it("checks the plan's seniority and categories", () => {
    const limits = {
      ...proPlan.limits,
      seniority: ['junior' as const, 'mid' as const],
      categories: ['java'],
    };
    expect(issues(form(), { ...rules, limits })).toEqual([
      'experienceLevel: errors.seniorityNotInPlan',
      'categoryId: errors.categoryNotInPlan',
    ]);
    expect(issues(form({ experienceLevel: 'mid', categoryId: 'java' }), { ...rules, limits })).toEqual([]);
  });

  it('accepts a subcategory of the chosen category', () => {
    expect(issues(form({ categoryId: 'data', subcategoryId: 'data-science' }))).toEqual([]);
  });

  it('accepts every phone written as the spec describes', () => {
    for (const phone of [
      '+48 600 700 800',
      '+1-555-123-4567',
      '600700800',
      '22.555.66.77',
      '+380 44 123 45 67',
    ])
      expect(issues(form({ contact: { name: 'Anna Nowak', email: 'a@acme.pl', phone } })), phone).toEqual([]);
  });

  it("holds any salary to 'from <= to <= 3 × from' (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 4_000_000 }),
        (from, to) => {
          const result = offerFormSchema(rules).safeParse(form(salary(from, to)));
          expect(result.success).toBe(from <= to && to <= 3 * from);
        },
      ),
      { numRuns: 200 },
    );
  });
});

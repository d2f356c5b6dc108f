// @vitest-environment jsdom
import { Editor } from '@tiptap/core';
import { formInputsData } from '@tablica/command-api/plans/form-inputs';
import { chooseOfferPlan } from '@tablica/domain/plans/catalogue';
import { sanitizeDescription } from '@tablica/platform/text/sanitize';
import { describe, expect, it } from 'vitest';
import { descriptionEditorOptions } from './DescriptionEditor';
import type { FormInputsData } from './wizardApi';
import { wizardResolver } from './wizardResolver';
import {
  inputOfWirePath,
  newOfferValues,
  valuesFromWire,
  wireFromValues,
  type WizardValues,
} from './wizardValues';

const inputs = formInputsData('it') as unknown as FormInputsData;
const limits = chooseOfferPlan('it', 'pro').limits;
const resolver = wizardResolver({ limits, categories: inputs.categories });

function complete(overrides: Partial<WizardValues> = {}): WizardValues {
  return {
    ...newOfferValues('PLN'),
    companyName: 'Acme Software',
    companySize: '51-100',
    companyWebsite: 'https://acme.example.com',
    companyLogo: { src: '/api/v1/company-logos/logos/acme.png' },
    title: 'Senior TypeScript Developer',
    experienceLevel: 'senior',
    categoryId: 'javascript',
    subcategoryId: 'typescript',
    requiredSkills: [{ name: 'TypeScript', level: 4 }],
    employmentTypes: [{ type: 'b2b', from: 20000, to: 28000, currency: 'PLN', unit: 'month', gross: true }],
    body: '<p>Build the best <strong>job board</strong>.</p>',
    locations: [{ city: 'Gdańsk', street: 'Długa 7', countryCode: 'PL' }],
    workplaceType: 'hybrid',
    contact: { name: 'Anna Nowak', email: 'anna@acme.example.com', phone: '' },
    apply: { type: 'url', uri: 'https://acme.example.com/apply' },
    informationClause: 'Acme processes your data to run this recruitment.',
    ...overrides,
  };
}

async function errorsOf(values: WizardValues): Promise<Record<string, unknown>> {
  const result = await resolver(values as never, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return result.errors as Record<string, unknown>;
}

const messageAt = (errors: Record<string, unknown>, path: string) =>
  path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], errors) as
    { message?: string } | undefined;

describe('the wizard form', () => {
  it('passes a complete offer with the shared schema, places left to the server', async () => {
    expect(await errorsOf(complete())).toEqual({});
  });

  it('tells each spec §5 rule by its §8 key on the input that shows it', async () => {
    const errors = await errorsOf(
      complete({
        title: 'SENIOR ENGINEER WANTED NOW',
        companyLogo: null,
        subcategoryId: '',
        employmentTypes: [
          { type: 'b2b', from: 10000, to: 40000, currency: 'PLN', unit: 'month', gross: true },
        ],
        contact: { name: 'Anna', email: 'anna@acme.example.com', phone: '' },
        body: '<p> </p>',
        experienceLevel: '',
      }),
    );
    expect(messageAt(errors, 'title')?.message).toBe('errors.tooManyUppercase');
    expect(messageAt(errors, 'companyLogo')?.message).toBe('errors.required');
    expect(messageAt(errors, 'employmentTypes.0.to')?.message).toBe('errors.salaryToTooHigh');
    expect(messageAt(errors, 'contact.name')?.message).toBe('errors.contactNameSpace');
    expect(messageAt(errors, 'body')?.message).toBe('errors.required');
    expect(messageAt(errors, 'experienceLevel')?.message).toBe('errors.required');
  });

  it('refuses a skill listed twice, whatever its case', async () => {
    const errors = await errorsOf(
      complete({
        requiredSkills: [{ name: 'TypeScript', level: 1 }],
        optionalSkills: [{ name: 'typescript', level: 1 }],
      }),
    );
    expect(messageAt(errors, 'optionalSkills.0.name')?.message).toBe('errors.duplicateSkill');
  });

  it('asks for a subcategory where the category has them', async () => {
    const errors = await errorsOf(complete({ subcategoryId: '' }));
    expect(messageAt(errors, 'subcategoryId')?.message).toBe('errors.required');
  });

  it('holds to the plan: no more locations than it allows', async () => {
    const many = Array.from({ length: limits.maxLocationsCount + 1 }, (_, index) => ({
      city: `Miasto ${index}`,
      street: 'Długa 1',
      countryCode: 'PL',
    }));
    const errors = await errorsOf(complete({ locations: many }));
    const locations = errors.locations as { message?: string; root?: { message?: string } };
    expect(locations.root?.message ?? locations.message).toBe('errors.maxLocations');
  });

  it('sends the spec §3 wire form and reads it back unchanged', () => {
    const values = complete({
      apply: { type: 'email', uri: 'jobs@acme.example.com' },
      languages: [{ code: 'en', level: 'b2' }],
      futureConsent: { enabled: true, value: 'You may contact me about future recruitments.' },
    });
    const wire = wireFromValues(values);
    expect(wire).toMatchObject({
      category_id: 'typescript',
      apply_email: 'jobs@acme.example.com',
      apply_url: null,
      company_logo_url: '/api/v1/company-logos/logos/acme.png',
      future_consent_enabled: true,
      locations: [{ city: 'Gdańsk', street: 'Długa 7', country_code: 'PL', latitude: null, longitude: null }],
    });
    const parentOf = (id: string) => (id === 'typescript' ? 'javascript' : null);
    expect(valuesFromWire(wire, parentOf, 'PLN')).toEqual(values);
    // Where the server geocoded a location is kept for the map (and never sent back).
    const place = {
      city: 'Gdańsk',
      street: 'Długa 7',
      country_code: 'PL',
      latitude: 54.35,
      longitude: 18.64,
    };
    const read = valuesFromWire({ ...wire, locations: [place] }, parentOf, 'PLN');
    expect(read.locations[0]!.placedAt).toEqual({ city: 'Gdańsk', latitude: 54.35, longitude: 18.64 });
    expect(wireFromValues(read)).toMatchObject({ locations: [{ latitude: null, longitude: null }] });
  });

  it('puts the server’s field issues on the inputs', () => {
    expect(inputOfWirePath('employment_types.0.to')).toBe('employmentTypes.0.to');
    expect(inputOfWirePath('locations.1.latitude')).toBe('locations.1.city');
    expect(inputOfWirePath('city')).toBe('locations.0.city');
    expect(inputOfWirePath('contact_name')).toBe('contact.name');
    expect(inputOfWirePath('apply_email')).toBe('apply.uri');
    expect(inputOfWirePath('company_logo')).toBe('companyLogo');
    expect(inputOfWirePath('required_skills.1.name')).toBe('requiredSkills.1.name');
  });
});

describe('the description editor', () => {
  it('writes only HTML that the server’s sanitiser keeps unchanged', () => {
    const pasted =
      '<h1>Hello</h1><p style="color:red" class="x">Some <b>bold</b>, <i>italic</i>, <u>under</u>, <s>gone</s> and <code>code</code> ' +
      '<a href="https://acme.example.com" target="_blank">a link</a> <a href="javascript:alert(1)">bad</a></p>' +
      '<ul><li><p>one</p></li></ul><ol><li><p>two</p></li></ol><blockquote><p>quoted</p></blockquote><hr><pre>block</pre>' +
      '<h3>Sub</h3><img src="data:image/svg+xml;base64,PHN2Zz4=">';
    const editor = new Editor({ extensions: descriptionEditorOptions.extensions ?? [], content: pasted });
    const html = editor.getHTML();
    editor.destroy();
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<a href="https://acme.example.com">a link</a>');
    expect(html).not.toContain('javascript:');
    expect(sanitizeDescription(html)).toBe(html);
  });
});

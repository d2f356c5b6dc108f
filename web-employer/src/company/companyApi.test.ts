import { describe, expect, it } from 'vitest';
import { companyDataForm, companyInputOf, companyRecord, type CompanyView } from './companyApi';
import { logoProblem } from './logo';

const fresh: CompanyView = {
  id: 'company-1',
  name: 'Acme',
  slug: 'acme',
  size: null,
  url: null,
  logoUrl: null,
  billingData: null,
  clauses: null,
};

describe('companyRecord', () => {
  it('gives a fresh company blank forms, billed in Poland by default', () => {
    expect(companyRecord(fresh)).toMatchObject({
      id: 'me',
      size: '',
      url: '',
      logo: null,
      billing: { company_name: '', country: 'PL', invoice_email: '' },
      clauses: {
        information_clause: '',
        future_consent: { enabled: false, value: '' },
        custom_consent: { enabled: false, value: '' },
      },
    });
  });

  it('shows the stored logo as the image input’s preview', () => {
    expect(companyRecord({ ...fresh, logoUrl: '/api/v1/company-logos/logos/x.png' }).logo).toEqual({
      src: '/api/v1/company-logos/logos/x.png',
      title: 'Acme',
    });
  });
});

describe('companyDataForm', () => {
  const values = { name: 'Acme', size: '11-25', url: 'https://acme.example', logo: null };

  it('sends the logo only when a file was chosen (spec §7)', () => {
    const file = new File([new Uint8Array([1, 2, 3])], 'logo.png', { type: 'image/png' });

    expect([...companyDataForm(values).keys()]).toEqual(['name', 'size', 'url']);
    expect([...companyDataForm({ ...values, logo: { src: '/stored.png' } }).keys()]).toEqual([
      'name',
      'size',
      'url',
    ]);
    expect(companyDataForm({ ...values, logo: { src: 'blob:x', rawFile: file } }).get('logo')).toBeInstanceOf(
      File,
    );
  });
});

describe('logoProblem', () => {
  const file = (bytes: number, name = 'logo.png', type = 'image/png') => ({
    src: 'blob:x',
    rawFile: new File([new Uint8Array(bytes)], name, { type }),
  });

  it('checks a new file by the spec’s upload rules', () => {
    expect(logoProblem(file(10))).toBeNull();
    expect(logoProblem(file(0))).toBe('errors.corruptedFile');
    expect(logoProblem(file(5 * 1024 * 1024 + 1))).toBe('errors.fileTooLarge');
    expect(logoProblem(file(10, 'logo.gif', 'image/gif'))).toBe('errors.invalidFileType');
    expect(logoProblem({ src: '/stored.png' })).toBeNull();
  });
});

describe('companyInputOf', () => {
  it('puts a section’s errors on its inputs', () => {
    expect(companyInputOf('data')('url')).toBe('url');
    expect(companyInputOf('billing')('tax_id')).toBe('billing.tax_id');
    expect(companyInputOf('clauses')('future_consent.value')).toBe('clauses.future_consent.value');
  });
});

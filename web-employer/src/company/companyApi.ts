import type { BillingData, Clauses } from '@tablica/domain/accounts/company';
import type { CallApi } from '../api';

/** `GET /api/v1/company` (and the answer of every company write). */
export interface CompanyView {
  readonly id: string;
  readonly name: string;
  readonly slug: string;
  readonly size: string | null;
  readonly url: string | null;
  readonly logoUrl: string | null;
  readonly billingData: BillingData | null;
  readonly clauses: Clauses | null;
}

/** A logo as react-admin's ImageInput holds it: the stored one (`src`) or a newly chosen file. */
export interface LogoValue {
  readonly src: string;
  readonly title?: string;
  readonly rawFile?: File;
}

export interface BillingValues {
  company_name: string;
  tax_id: string;
  street: string;
  street_number: string;
  postal_code: string;
  city: string;
  country: string;
  invoice_email: string;
}

export interface ClausesValues {
  information_clause: string;
  future_consent: { enabled: boolean; value: string };
  custom_consent: { enabled: boolean; value: string };
}

/** The company page's record: one form per section (`data`, `billing`, `clauses`). */
export interface CompanyRecord {
  readonly id: string;
  readonly slug: string;
  name: string;
  size: string;
  url: string;
  logo: LogoValue | null;
  billing: BillingValues;
  clauses: ClausesValues;
}

export const companySections = ['data', 'billing', 'clauses'] as const;
export type CompanySection = (typeof companySections)[number];

/** Blank forms for a company that has not given its billing data or clauses yet. */
const noBilling: BillingValues = {
  company_name: '',
  tax_id: '',
  street: '',
  street_number: '',
  postal_code: '',
  city: '',
  country: 'PL',
  invoice_email: '',
};
const noClauses: ClausesValues = {
  information_clause: '',
  future_consent: { enabled: false, value: '' },
  custom_consent: { enabled: false, value: '' },
};

/** The one company of the signed-in user has no id in the API's paths: the record's id is fixed. */
export const companyRecordId = 'me';

export function companyRecord(view: CompanyView): CompanyRecord {
  return {
    id: companyRecordId,
    slug: view.slug,
    name: view.name,
    size: view.size ?? '',
    url: view.url ?? '',
    logo: view.logoUrl ? { src: view.logoUrl, title: view.name } : null,
    billing: view.billingData
      ? { ...noBilling, ...view.billingData, invoice_email: view.billingData.invoice_email ?? '' }
      : noBilling,
    clauses: view.clauses
      ? {
          information_clause: view.clauses.information_clause,
          future_consent: { ...noClauses.future_consent, ...view.clauses.future_consent },
          custom_consent: { ...noClauses.custom_consent, ...view.clauses.custom_consent },
        }
      : noClauses,
  };
}

/** The multipart body of `POST /api/v1/company/company_data`; the logo only when a file was chosen (spec §7). */
export function companyDataForm(values: Pick<CompanyRecord, 'name' | 'size' | 'url' | 'logo'>): FormData {
  const form = new FormData();
  form.set('name', values.name);
  form.set('size', values.size);
  form.set('url', values.url);
  const file = values.logo?.rawFile;
  if (file instanceof File) form.set('logo', file, file.name);
  return form;
}

export async function fetchCompany(call: CallApi): Promise<CompanyRecord> {
  return companyRecord(await call<CompanyView>('/v1/company'));
}

export async function saveCompanySection(
  call: CallApi,
  section: CompanySection,
  values: CompanyRecord,
): Promise<CompanyRecord> {
  switch (section) {
    case 'data':
      return companyRecord(
        await call<CompanyView>('/v1/company/company_data', {
          method: 'POST',
          form: companyDataForm(values),
        }),
      );
    case 'billing':
      return companyRecord(
        await call<CompanyView>('/v2/employer-panel/company/billing-data', {
          method: 'PATCH',
          json: values.billing,
        }),
      );
    case 'clauses':
      return companyRecord(
        await call<CompanyView>('/v2/employer-panel/company/clauses', {
          method: 'PATCH',
          json: values.clauses,
        }),
      );
    default: {
      const unknownSection: never = section;
      throw new Error(`Unknown company section: ${String(unknownSection)}`);
    }
  }
}

/** The input showing an error the API reports at `path` for a section's call. */
export function companyInputOf(section: CompanySection): (path: string) => string {
  return section === 'data' ? (path) => path : (path) => `${section}.${path}`;
}

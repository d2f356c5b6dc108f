import { z } from 'zod';
import { companySizes } from '../catalogue';
import { offerBounds } from '../offers/validation/bounds';
import { choice, httpUrl, requiredText } from '../offers/validation/fields';
import { consentClause, informationClause } from '../offers/validation/form';
import { companyName, optionalAccountEmail } from './fields';

/**
 * The text fields of `POST /api/v1/company/company_data` (multipart; the logo is a file part and the
 * upload kit checks it). The same rules as the offer form's company fields.
 */
export const companyDataSchema = z.object({
  name: companyName,
  size: choice(companySizes),
  url: httpUrl(offerBounds.lineMax),
});
export type CompanyData = z.output<typeof companyDataSchema>;

const nipWeights = [6, 5, 7, 2, 3, 4, 5, 6, 7] as const;

/**
 * A Polish tax id (NIP): 10 digits, the last a checksum (weighted sum of the first nine, mod 11; a
 * sum giving 10 is never issued). Dashes and spaces between digits are how people write it.
 */
export function isNip(value: string): boolean {
  if (!/^\d[\d -]*\d$/.test(value)) return false;
  const digits = value.replace(/[ -]/g, '');
  if (!/^\d{10}$/.test(digits)) return false;
  const sum = nipWeights.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  const check = sum % 11;
  return check !== 10 && check === Number(digits[9]);
}

/** The tax id as stored: a NIP as its 10 digits, another country's id as written (upper case). */
export function normalisedTaxId(taxId: string, country: string): string {
  return country === 'PL' ? taxId.replace(/[ -]/g, '') : taxId;
}

const isForeignTaxId = (value: string) => /^[A-Z0-9-]{4,20}$/.test(value);

const isPostalCode = (value: string, country: string) =>
  country === 'PL' ? /^\d{2}-\d{3}$/.test(value) : /^[A-Z0-9 -]{3,10}$/.test(value);

const upperCaseText = (max: number) => requiredText(1, max).toUpperCase();

/** `PATCH /api/v2/employer-panel/company/billing-data`: what invoices are issued to. */
export const billingDataSchema = z
  .object({
    company_name: requiredText(1, offerBounds.lineMax),
    tax_id: upperCaseText(30),
    street: requiredText(1, offerBounds.lineMax),
    street_number: requiredText(1, 20),
    postal_code: upperCaseText(20),
    city: requiredText(1, 100),
    country: z
      .string('errors.required')
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, 'errors.invalidOption')
      .default('PL'),
    invoice_email: optionalAccountEmail.optional(),
  })
  .superRefine((billing, ctx) => {
    // Tax id and postal code are read by the country's rules; with no valid country there are none.
    const checked = (field: string) => !ctx.issues.some((issue) => issue.path?.[0] === field);
    if (!checked('country')) return;
    const { country } = billing;
    if (checked('tax_id') && !(country === 'PL' ? isNip(billing.tax_id) : isForeignTaxId(billing.tax_id)))
      ctx.addIssue({ code: 'custom', path: ['tax_id'], message: 'errors.invalidTaxId' });
    if (checked('postal_code') && !isPostalCode(billing.postal_code, country))
      ctx.addIssue({ code: 'custom', path: ['postal_code'], message: 'errors.invalidPostalCode' });
  })
  .transform((billing) => ({
    ...billing,
    tax_id: normalisedTaxId(billing.tax_id, billing.country),
    invoice_email: billing.invoice_email ?? null,
  }));
export type BillingData = z.output<typeof billingDataSchema>;

/**
 * `PATCH /api/v2/employer-panel/company/clauses`: the company's information clause and consent texts,
 * which new offers start from; the offer form's rules.
 */
export const clausesSchema = z.object({
  information_clause: informationClause,
  future_consent: consentClause,
  custom_consent: consentClause,
});
export type Clauses = z.output<typeof clausesSchema>;

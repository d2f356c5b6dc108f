import { billingDataSchema, clausesSchema, companyDataSchema } from '@tablica/domain/accounts/company';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { schemaResolver } from '../forms/schemaResolver';
import type { LogoValue } from './companyApi';
import { logoProblem } from './logo';

const companyDataFields = schemaResolver(companyDataSchema);

/** Name, size and website by the domain's schema; a newly chosen logo by the spec's upload rules. */
export const companyDataResolver: Resolver<FieldValues> = async (values, context, options) => {
  const result = await companyDataFields(values, context, options);
  const logo = logoProblem(values.logo as LogoValue | null | undefined);
  if (!logo) return result;
  const errors: FieldErrors = { ...result.errors };
  errors.logo = { type: 'validation', message: logo };
  return { values: {}, errors };
};

export const billingResolver = schemaResolver(billingDataSchema, 'billing');
export const clausesResolver = schemaResolver(clausesSchema, 'clauses');

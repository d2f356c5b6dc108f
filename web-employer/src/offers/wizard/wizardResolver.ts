import { toNestErrors } from '@hookform/resolvers';
import { offerFormSchema } from '@tablica/domain/offers/validation/form';
import type { OfferCategory } from '@tablica/domain/offers/validation/categories';
import type { PlanLimits } from '@tablica/domain/plans/plan';
import { toFieldIssues } from '@tablica/domain/validation';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { logoProblem } from '../../company/logo';
import type { FormCategory } from './wizardApi';
import { instantOf, type WizardValues } from './wizardValues';

/** The brand's tree flattened as the domain's category rule reads it. */
export function flatCategories(tree: readonly FormCategory[]): OfferCategory[] {
  return tree.flatMap((category) => [
    { id: category.id, parentId: category.parentId ?? null },
    ...flatCategories(category.children),
  ]);
}

/** An unanswered field (empty, cleared to null, or a new list row's undefined) reads as missing. */
const orNull = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);

/**
 * The domain's form input for the values. Locations get placeholder coordinates: the server finds the
 * place and reports a place it cannot find on the city (spec §8), which the browser cannot know.
 */
export function domainInput(values: WizardValues) {
  return {
    ...values,
    companyLogo: undefined,
    companyLogoUrl: values.companyLogo?.src ?? null,
    companySize: orNull(values.companySize),
    experienceLevel: orNull(values.experienceLevel),
    subcategoryId: orNull(values.subcategoryId),
    workplaceType: orNull(values.workplaceType),
    workingTime: orNull(values.workingTime),
    languages: values.languages.map((language) => ({ ...language, level: orNull(language.level) })),
    employmentTypes: values.employmentTypes.map((salary) => ({
      ...salary,
      type: orNull(salary.type),
      currency: orNull(salary.currency),
      unit: orNull(salary.unit),
    })),
    locations: values.locations.map((location) => ({ ...location, latitude: 0, longitude: 0 })),
    contact: { ...values.contact, phone: orNull(values.contact.phone) },
    publishAt: orNull(values.publishAt) === null ? null : (instantOf(values.publishAt) ?? 'not a date'),
    expiredAt: null,
  };
}

/** The input showing a domain issue path (they are the same but for the logo). */
function inputOf(path: string): string | null {
  if (path === 'companyLogoUrl') return 'companyLogo';
  if (/^locations\.\d+\.(latitude|longitude)$/.test(path)) return null;
  return path === '' ? 'root.serverError' : path;
}

export interface WizardRules {
  readonly limits: PlanLimits;
  readonly categories: readonly FormCategory[];
}

/**
 * Validates the whole offer with the domain's `offerFormSchema` for the offer's plan and the brand's
 * categories (spec §5), errors as spec keys on the inputs; a chosen logo file by its type and size.
 */
export function wizardResolver(rules: WizardRules): Resolver<FieldValues> {
  const categories = flatCategories(rules.categories);
  return (values, _context, options) => {
    const form = values as WizardValues;
    const input = domainInput(form);
    const schema = offerFormSchema({ limits: rules.limits, categories, now: new Date() });
    const result = schema.safeParse(input);
    const fieldErrors: FieldErrors = {};
    const logo = logoProblem(form.companyLogo);
    if (logo) fieldErrors.companyLogo = { type: 'validation', message: logo };
    if (!result.success) {
      for (const issue of toFieldIssues(result.error, input)) {
        const field = inputOf(issue.path);
        if (field) fieldErrors[field] ??= { type: 'validation', message: issue.code };
      }
    }
    if (Object.keys(fieldErrors).length === 0) return { values, errors: {} };
    return { values: {}, errors: toNestErrors(fieldErrors, options) };
  };
}

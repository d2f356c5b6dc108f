import type { LogoValue } from '../../company/companyApi';
import type { PlacedAt } from './locationsMap';
import type { WireForm } from './wizardApi';

/**
 * The wizard's form, in the domain's names (`offerFormFields`), so the shared zod schema validates it
 * as it stands and its issue paths are the inputs' names. The logo is react-admin's image value (the
 * stored URL, or a newly chosen file); the publication date is the datetime-local input's text.
 */
export interface WizardValues {
  companyName: string;
  companySize: string;
  companyWebsite: string;
  companyLogo: LogoValue | null;
  title: string;
  experienceLevel: string;
  categoryId: string;
  subcategoryId: string;
  languages: { code: string; level: string }[];
  requiredSkills: { name: string; level: number }[];
  optionalSkills: { name: string; level: number }[];
  employmentTypes: {
    type: string;
    from: number | null;
    to: number | null;
    currency: string;
    unit: string;
    gross: boolean;
  }[];
  body: string;
  /** `placedAt`: where the server last geocoded the location (for the map; never sent back). */
  locations: { city: string; street: string; countryCode: string; placedAt?: PlacedAt | null }[];
  workplaceType: string;
  workingTime: string;
  contact: { name: string; email: string; phone: string };
  apply: { type: 'url' | 'email'; uri: string };
  informationClause: string;
  futureConsent: { enabled: boolean; value: string };
  customConsent: { enabled: boolean; value: string };
  remoteInterview: boolean;
  openToHireUkrainians: boolean;
  /** `yyyy-MM-ddTHH:mm` in local time, or '' to publish at once. */
  publishAt: string;
}

/** A blank location row (spec §3 draft defaults: one blank location, country PL). */
export const blankLocation = { city: '', street: '', countryCode: 'PL' };

/** What the company's own settings fill in for a new offer. */
export interface CompanyDefaults {
  readonly name?: string;
  readonly size?: string | null;
  readonly url?: string | null;
  readonly logoUrl?: string | null;
  readonly informationClause?: string;
  readonly futureConsent?: { enabled: boolean; value: string };
  readonly customConsent?: { enabled: boolean; value: string };
}

/** Spec §3 draft defaults: pay per month in the brand's currency, one blank location, no skills. */
export function newOfferValues(currency: string, company: CompanyDefaults = {}): WizardValues {
  return {
    companyName: company.name ?? '',
    companySize: company.size ?? '',
    companyWebsite: company.url ?? '',
    companyLogo: company.logoUrl ? { src: company.logoUrl } : null,
    title: '',
    experienceLevel: '',
    categoryId: '',
    subcategoryId: '',
    languages: [],
    requiredSkills: [],
    optionalSkills: [],
    employmentTypes: [{ type: 'b2b', from: null, to: null, currency, unit: 'month', gross: true }],
    body: '',
    locations: [{ ...blankLocation }],
    workplaceType: '',
    workingTime: 'full_time',
    contact: { name: '', email: '', phone: '' },
    apply: { type: 'url', uri: '' },
    informationClause: company.informationClause ?? '',
    futureConsent: company.futureConsent ?? { enabled: false, value: '' },
    customConsent: company.customConsent ?? { enabled: false, value: '' },
    remoteInterview: false,
    openToHireUkrainians: false,
    publishAt: '',
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const amount = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const list = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? value.filter((item) => typeof item === 'object' && item !== null) : [];
const blank = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** `yyyy-MM-ddTHH:mm` of an instant in the browser's time zone (what datetime-local shows). */
export function localDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The instant a datetime-local text means, or null when empty or not a date. */
export function instantOf(local: string | null | undefined): string | null {
  if (typeof local !== 'string' || local.trim() === '') return null;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/**
 * The wizard's values from the editor's wire form. `category_id` holds the subcategory when there is
 * one: its parent comes from the brand's tree.
 */
export function valuesFromWire(
  form: WireForm,
  parentOf: (categoryId: string) => string | null,
  currency: string,
): WizardValues {
  const blankForm = newOfferValues(currency);
  const category = text(form.category_id);
  const parent = category ? parentOf(category) : null;
  const applyEmail = text(form.apply_email);
  const locations = list(form.locations).map((location) => ({
    city: text(location.city),
    street: text(location.street),
    countryCode: text(location.country_code) || 'PL',
    ...(typeof location.latitude === 'number' && typeof location.longitude === 'number'
      ? {
          placedAt: { city: text(location.city), latitude: location.latitude, longitude: location.longitude },
        }
      : {}),
  }));
  const salaries = list(form.employment_types).map((salary) => ({
    type: text(salary.type),
    from: amount(salary.from),
    to: amount(salary.to),
    currency: text(salary.currency) || currency,
    unit: text(salary.unit) || 'month',
    gross: salary.gross !== false,
  }));
  const skills = (value: unknown) =>
    list(value).map((skill) => ({ name: text(skill.name), level: amount(skill.level) ?? 1 }));
  const logo = text(form.company_logo_url);
  return {
    companyName: text(form.company_name),
    companySize: text(form.company_size),
    companyWebsite: text(form.company_url),
    companyLogo: logo ? { src: logo } : null,
    title: text(form.title),
    experienceLevel: text(form.experience_level),
    categoryId: parent ?? category,
    subcategoryId: parent ? category : '',
    languages: list(form.languages).map((language) => ({
      code: text(language.code),
      level: text(language.level),
    })),
    requiredSkills: skills(form.required_skills),
    optionalSkills: skills(form.optional_skills),
    employmentTypes: salaries.length > 0 ? salaries : blankForm.employmentTypes,
    body: text(form.body),
    locations: locations.length > 0 ? locations : blankForm.locations,
    workplaceType: text(form.workplace_type),
    workingTime: text(form.working_time) || 'full_time',
    contact: {
      name: text(form.contact_name),
      email: text(form.contact_email),
      phone: text(form.contact_phone),
    },
    apply:
      applyEmail && !text(form.apply_url)
        ? { type: 'email', uri: applyEmail }
        : { type: 'url', uri: text(form.apply_url) },
    informationClause: text(form.information_clause),
    futureConsent: {
      enabled: form.future_consent_enabled === true,
      value: text(form.future_consent),
    },
    customConsent: {
      enabled: form.custom_consent_enabled === true,
      value: text(form.custom_consent),
    },
    remoteInterview: form.remote_interview === true,
    openToHireUkrainians: form.open_to_hire_ukrainians === true,
    publishAt: form.publish_at ? localDateTime(text(form.publish_at)) : '',
  };
}

/**
 * The wire form of the values (what `PATCH /v1/offers/{slug}` takes). Locations go without
 * coordinates: the server geocodes them (spec §8 place not found). A stored logo is kept by its URL,
 * a new one goes as a file beside the form.
 */
export function wireFromValues(values: WizardValues): WireForm {
  const logo = values.companyLogo;
  return {
    company_name: blank(values.companyName),
    company_size: blank(values.companySize),
    company_url: blank(values.companyWebsite),
    company_logo_url: logo && !logo.rawFile ? logo.src : null,
    title: blank(values.title),
    category_id: blank(values.subcategoryId) ?? blank(values.categoryId),
    experience_level: blank(values.experienceLevel),
    workplace_type: blank(values.workplaceType),
    working_time: blank(values.workingTime),
    body: blank(values.body),
    locations: values.locations.map((location) => ({
      city: blank(location.city),
      street: blank(location.street),
      country_code: blank(location.countryCode) ?? 'PL',
      latitude: null,
      longitude: null,
    })),
    employment_types: values.employmentTypes.map((salary) => ({
      type: blank(salary.type),
      from: amount(salary.from),
      to: amount(salary.to),
      currency: blank(salary.currency),
      unit: blank(salary.unit),
      gross: salary.gross,
    })),
    required_skills: values.requiredSkills.map((skill) => ({ name: skill.name, level: skill.level })),
    optional_skills: values.optionalSkills.map((skill) => ({ name: skill.name, level: skill.level })),
    languages: values.languages.map((language) => ({ code: language.code, level: blank(language.level) })),
    apply_url: values.apply.type === 'url' ? blank(values.apply.uri) : null,
    apply_email: values.apply.type === 'email' ? blank(values.apply.uri) : null,
    contact_name: blank(values.contact.name),
    contact_email: blank(values.contact.email),
    contact_phone: blank(values.contact.phone),
    information_clause: blank(values.informationClause),
    future_consent: values.futureConsent.value,
    future_consent_enabled: values.futureConsent.enabled,
    custom_consent: values.customConsent.value,
    custom_consent_enabled: values.customConsent.enabled,
    remote_interview: values.remoteInterview,
    open_to_hire_ukrainians: values.openToHireUkrainians,
    publish_at: instantOf(values.publishAt),
  };
}

const wireFields: Readonly<Record<string, string>> = {
  company_name: 'companyName',
  company_size: 'companySize',
  company_url: 'companyWebsite',
  company_logo: 'companyLogo',
  company_logo_url: 'companyLogo',
  title: 'title',
  experience_level: 'experienceLevel',
  workplace_type: 'workplaceType',
  working_time: 'workingTime',
  body: 'body',
  information_clause: 'informationClause',
  contact_name: 'contact.name',
  contact_email: 'contact.email',
  contact_phone: 'contact.phone',
  apply_url: 'apply.uri',
  apply_email: 'apply.uri',
  future_consent: 'futureConsent.value',
  future_consent_enabled: 'futureConsent.enabled',
  custom_consent: 'customConsent.value',
  custom_consent_enabled: 'customConsent.enabled',
  remote_interview: 'remoteInterview',
  open_to_hire_ukrainians: 'openToHireUkrainians',
  publish_at: 'publishAt',
  city: 'locations.0.city',
  street: 'locations.0.street',
  latitude: 'locations.0.city',
  longitude: 'locations.0.city',
  country_code: 'locations.0.countryCode',
};

const wireLists: Readonly<Record<string, string>> = {
  locations: 'locations',
  employment_types: 'employmentTypes',
  required_skills: 'requiredSkills',
  optional_skills: 'optionalSkills',
  languages: 'languages',
};

const wireLeaves: Readonly<Record<string, string>> = {
  country_code: 'countryCode',
  // A place not found is told on the city the employer typed.
  latitude: 'city',
  longitude: 'city',
};

/** The input showing an issue at a wire path (`employment_types.0.to` → `employmentTypes.0.to`). */
export function inputOfWirePath(path: string, code?: string): string {
  const [head = '', index, leaf] = path.split('.');
  if (head === 'category_id') return code === 'errors.subcategoryRequired' ? 'subcategoryId' : 'categoryId';
  const field = wireFields[head];
  if (field) return field;
  const listName = wireLists[head];
  if (listName) {
    if (index === undefined) return listName;
    return leaf === undefined ? `${listName}.${index}` : `${listName}.${index}.${wireLeaves[leaf] ?? leaf}`;
  }
  return head === '' ? 'root.serverError' : head;
}

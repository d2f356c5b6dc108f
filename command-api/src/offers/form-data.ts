import { z } from 'zod';
import { ValidationError, type FieldIssue } from '@tablica/domain/errors';
import type { OfferContent } from '@tablica/domain/offers/content';
import type { OfferCategory } from '@tablica/domain/offers/validation/categories';
import type { OfferDraft, OfferDraftInput } from '@tablica/domain/offers/validation/draft';
import { isFileKey } from '@tablica/platform/files/port';
import { toFieldIssues } from '@tablica/domain/validation';

/**
 * The employer offer form on the wire: spec §3 "Offer form data (v1 update)" names (`company_name`,
 * `category_id`, `apply_url`, `future_consent_enabled`, …) as `PATCH /v1/offers/{slug}` takes them
 * and `GET /v1/offers/{slug}` gives them, mapped to and from the domain's draft. Additions where v1
 * has no field: `locations` (the plan may allow several; the flat `city`/`street`/`latitude`/
 * `longitude` are the first), `country_code`, `languages`, `publish_at` (scheduled publication),
 * `expired_at`, `unit` on employment types. Multipart parts arrive as text, so numbers and flags
 * are also read from text (`"1"`/`"0"`, `"true"`/`"false"`).
 */

const text = z.string('errors.invalidValue').nullish();

const number = z.preprocess(
  (value) =>
    typeof value === 'string' ? (value.trim() === '' ? null : Number(value.replace(',', '.'))) : value,
  z.number('errors.invalidValue').nullish(),
);

const flags: Record<string, boolean | null> = {
  '1': true,
  true: true,
  on: true,
  '0': false,
  false: false,
  off: false,
  '': null,
};
const flag = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? (flags[value.trim().toLowerCase()] ?? value)
      : value === 1
        ? true
        : value === 0
          ? false
          : value,
  z.boolean('errors.invalidValue').nullish(),
);

/** Form data sends `skills[0][name]`; a sparse index arrives as an object keyed by index. */
const list = <Item extends z.ZodType>(item: Item) =>
  z.preprocess(
    (value) =>
      value !== null && typeof value === 'object' && !Array.isArray(value) ? Object.values(value) : value,
    z.array(item, 'errors.invalidValue').nullish(),
  );

const locationSchema = z.object({
  city: text,
  street: text,
  country_code: text,
  latitude: number,
  longitude: number,
});
const skill = z.object({ name: text, level: number });

export const offerFormDataSchema = z.object({
  company_name: text,
  company_size: text,
  company_url: text,
  /** Read back as the stored logo; send null to remove it, or a new file as `company_logo`. */
  company_logo_url: text,
  title: text,
  /** The subcategory when one is chosen, else the main category (spec §3). */
  category_id: text,
  body: text,
  city: text,
  street: text,
  country_code: text,
  latitude: number,
  longitude: number,
  locations: list(locationSchema),
  information_clause: text,
  contact_name: text,
  contact_email: text,
  contact_phone: text,
  experience_level: text,
  workplace_type: text,
  working_time: text,
  apply_url: text,
  apply_email: text,
  future_consent: text,
  future_consent_enabled: flag,
  custom_consent: text,
  custom_consent_enabled: flag,
  required_skills: list(skill),
  optional_skills: list(skill),
  employment_types: list(
    z.object({ type: text, from: number, to: number, currency: text, unit: text, gross: flag }),
  ),
  languages: list(z.object({ code: text, level: text })),
  remote_interview: flag,
  open_to_hire_ukrainians: flag,
  publish_at: text,
  expired_at: text,
});

export type OfferFormData = z.output<typeof offerFormDataSchema>;

/** Body fields beside the form: `state: "workInProgress"` (spec §4) asks for full validation. */
export const workInProgressOf = (body: unknown) =>
  (body as { state?: unknown } | null)?.state === 'workInProgress';

const flatLocationFields = ['city', 'street', 'country_code', 'latitude', 'longitude'] as const;
const applyFields = ['apply_url', 'apply_email'] as const;

/**
 * The request's form: a JSON body, or multipart text fields (a multipart `offer` field may carry the
 * whole form as JSON, for forms with more fields than a multipart request may have).
 */
export function sentFormData(body: unknown): Record<string, unknown> {
  if (body === null || typeof body !== 'object') return {};
  const { offer, ...fields } = body as Record<string, unknown>;
  if (typeof offer !== 'string') return fields;
  try {
    const parsed = JSON.parse(offer) as unknown;
    if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed))
      return { ...(parsed as Record<string, unknown>), ...fields };
  } catch {
    // Reported below as a field issue.
  }
  throw new ValidationError([{ path: 'offer', code: 'errors.invalidValue', message: 'Not a JSON object.' }]);
}

/**
 * PATCH semantics: the fields sent replace the current ones, the others stay. The first location
 * sent flat replaces the `locations` list, and one apply address replaces the other.
 */
export function patchFormData(
  current: OfferFormData,
  sent: Record<string, unknown>,
): Record<string, unknown> {
  const base: Record<string, unknown> = { ...current };
  if (!('locations' in sent) && flatLocationFields.some((field) => field in sent)) delete base.locations;
  if (applyFields.some((field) => field in sent)) for (const field of applyFields) delete base[field];
  return { ...base, ...sent };
}

export function parseFormData(input: Record<string, unknown>): OfferFormData {
  const result = offerFormDataSchema.safeParse(input);
  if (!result.success) throw new ValidationError(toFieldIssues(result.error, input));
  return result.data;
}

const logoPath = /^\/api\/v1\/(?:offer|company)-logos\/(.+)$/;

/** A logo URL a form may keep: one this board serves (an offer's or the company's logo). */
export function isServedLogoUrl(url: string): boolean {
  const key = logoPath.exec(url)?.[1];
  return key !== undefined && isFileKey(key) && key.startsWith('logos/');
}

const present = (value: string | null | undefined) => value !== null && value !== undefined && value !== '';

/** The domain's draft from the wire form; `category_id` is split into category and subcategory. */
export function draftFromFormData(
  form: OfferFormData,
  categories: readonly OfferCategory[],
  companyLogoUrl: string | null,
): OfferDraftInput {
  const chosen = form.category_id ? categories.find((category) => category.id === form.category_id) : null;
  const [categoryId, subcategoryId] = chosen?.parentId
    ? [chosen.parentId, chosen.id]
    : [form.category_id ?? null, null];
  const flat = flatLocationFields.some((field) => form[field] !== null && form[field] !== undefined);
  const locations = form.locations ? form.locations.map(locationOf) : flat ? [locationOf(form)] : undefined;
  const apply = present(form.apply_url)
    ? { type: 'url' as const, uri: form.apply_url }
    : present(form.apply_email)
      ? { type: 'email' as const, uri: form.apply_email }
      : null;
  const contact =
    present(form.contact_name) || present(form.contact_email) || present(form.contact_phone)
      ? { name: form.contact_name, email: form.contact_email, phone: form.contact_phone || null }
      : null;
  const consent = (value: string | null | undefined, enabled: boolean | null | undefined) =>
    present(value) || enabled !== null ? { enabled: enabled ?? false, value: value ?? '' } : null;
  return {
    companyName: form.company_name,
    companySize: form.company_size || null,
    companyWebsite: form.company_url,
    companyLogoUrl,
    title: form.title,
    experienceLevel: form.experience_level || null,
    categoryId,
    subcategoryId,
    workplaceType: form.workplace_type || null,
    workingTime: form.working_time || null,
    body: form.body,
    locations,
    employmentTypes: form.employment_types?.map((salary) => ({
      type: salary.type || null,
      from: salary.from,
      to: salary.to,
      currency: salary.currency || null,
      unit: salary.unit || null,
      gross: salary.gross,
    })) as OfferDraftInput['employmentTypes'],
    requiredSkills: form.required_skills ?? undefined,
    optionalSkills: form.optional_skills ?? undefined,
    languages: form.languages?.map((language) => ({
      code: language.code,
      level: language.level || null,
    })) as OfferDraftInput['languages'],
    apply,
    informationClause: form.information_clause,
    futureConsent: consent(form.future_consent, form.future_consent_enabled),
    customConsent: consent(form.custom_consent, form.custom_consent_enabled),
    contact,
    remoteInterview: form.remote_interview,
    openToHireUkrainians: form.open_to_hire_ukrainians,
    publishAt: form.publish_at || null,
    expiredAt: form.expired_at || null,
  } as OfferDraftInput;
}

function locationOf(location: z.output<typeof locationSchema>) {
  return {
    city: location.city,
    street: location.street,
    // Spec §9: the country defaults to PL.
    countryCode: location.country_code || 'PL',
    latitude: location.latitude,
    longitude: location.longitude,
  };
}

/** The wire form of a draft or of complete content (what GET gives and PATCH takes back unchanged). */
export function formDataOf(draft: OfferDraft | OfferContent): OfferFormData {
  const locations = (draft.locations ?? []).map((location) => ({
    city: location.city ?? null,
    street: location.street ?? null,
    country_code: location.countryCode ?? null,
    latitude: location.latitude ?? null,
    longitude: location.longitude ?? null,
  }));
  const first = locations[0];
  const apply = draft.apply ?? null;
  return {
    company_name: draft.companyName ?? null,
    company_size: draft.companySize ?? null,
    company_url: draft.companyWebsite ?? null,
    company_logo_url: draft.companyLogoUrl ?? null,
    title: draft.title ?? null,
    category_id: draft.subcategoryId ?? draft.categoryId ?? null,
    body: draft.body ?? null,
    city: first?.city ?? null,
    street: first?.street ?? null,
    country_code: first?.country_code ?? null,
    latitude: first?.latitude ?? null,
    longitude: first?.longitude ?? null,
    locations,
    information_clause: draft.informationClause ?? null,
    contact_name: draft.contact?.name ?? null,
    contact_email: draft.contact?.email ?? null,
    contact_phone: draft.contact?.phone ?? null,
    experience_level: draft.experienceLevel ?? null,
    workplace_type: draft.workplaceType ?? null,
    working_time: draft.workingTime ?? null,
    apply_url: apply?.type === 'url' ? (apply.uri ?? null) : null,
    apply_email: apply?.type === 'email' ? (apply.uri ?? null) : null,
    future_consent: draft.futureConsent?.value ?? null,
    future_consent_enabled: draft.futureConsent?.enabled ?? null,
    custom_consent: draft.customConsent?.value ?? null,
    custom_consent_enabled: draft.customConsent?.enabled ?? null,
    required_skills: (draft.requiredSkills ?? []).map(skillOf),
    optional_skills: (draft.optionalSkills ?? []).map(skillOf),
    employment_types: (draft.employmentTypes ?? []).map((salary) => ({
      type: salary.type ?? null,
      from: salary.from ?? null,
      to: salary.to ?? null,
      currency: salary.currency ?? null,
      unit: salary.unit ?? null,
      gross: salary.gross ?? null,
    })),
    languages: (draft.languages ?? []).map((language) => ({
      code: language.code ?? null,
      level: language.level ?? null,
    })),
    remote_interview: draft.remoteInterview ?? null,
    open_to_hire_ukrainians: draft.openToHireUkrainians ?? null,
    publish_at: draft.publishAt ?? null,
    expired_at: draft.expiredAt ?? null,
  };
}

const skillOf = (skill: { readonly name?: string | null; readonly level?: number | null }) => ({
  name: skill.name ?? null,
  level: skill.level ?? null,
});

// ── Field issues in wire names ─────────────────────────────────────────────────────────────────────

const fieldNames: Record<string, string> = {
  companyName: 'company_name',
  companySize: 'company_size',
  companyWebsite: 'company_url',
  companyLogoUrl: 'company_logo',
  title: 'title',
  experienceLevel: 'experience_level',
  categoryId: 'category_id',
  subcategoryId: 'category_id',
  workplaceType: 'workplace_type',
  workingTime: 'working_time',
  body: 'body',
  locations: 'locations',
  employmentTypes: 'employment_types',
  requiredSkills: 'required_skills',
  optionalSkills: 'optional_skills',
  languages: 'languages',
  informationClause: 'information_clause',
  remoteInterview: 'remote_interview',
  openToHireUkrainians: 'open_to_hire_ukrainians',
  publishAt: 'publish_at',
  expiredAt: 'expired_at',
  countryCode: 'country_code',
  planKey: 'pricing_plan',
};

/** How the client wrote the form, so issues name the fields it sent. */
export interface SentShape {
  /** The first location came as `city`/`street`/`latitude`/`longitude`. */
  readonly flatLocation: boolean;
  /** The apply address came as `apply_email`. */
  readonly applyByEmail: boolean;
}

export function shapeOf(sent: Record<string, unknown>, form?: OfferFormData): SentShape {
  return {
    flatLocation: !('locations' in sent) && flatLocationFields.some((field) => field in sent),
    applyByEmail: present(form?.apply_email) && !present(form?.apply_url),
  };
}

/** A domain issue path (`employmentTypes.0.to`, `contact.name`) in wire names (`employment_types.0.to`). */
export function formDataPath(path: string, shape: SentShape): string {
  const [head = '', ...rest] = path.split('.');
  switch (head) {
    case 'contact':
      return rest[0] ? `contact_${rest[0]}` : 'contact_name';
    case 'apply':
      return shape.applyByEmail ? 'apply_email' : 'apply_url';
    case 'futureConsent':
    case 'customConsent': {
      const prefix = head === 'futureConsent' ? 'future_consent' : 'custom_consent';
      return rest[0] === 'enabled' ? `${prefix}_enabled` : prefix;
    }
    case 'locations':
      if (shape.flatLocation && rest[0] === '0' && rest[1]) return fieldNames[rest[1]] ?? rest[1];
      return ['locations', ...rest.map((part) => fieldNames[part] ?? part)].join('.');
    default:
      return [fieldNames[head] ?? head, ...rest].join('.');
  }
}

/** Rethrows a domain ValidationError with the wire's field names; anything else unchanged. */
export function inFormDataNames(error: unknown, shape: SentShape): unknown {
  if (!(error instanceof ValidationError)) return error;
  const issues: FieldIssue[] = error.issues.map((issue) => ({
    ...issue,
    path: formDataPath(issue.path, shape),
  }));
  return new ValidationError(issues, error.message);
}

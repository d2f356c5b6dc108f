import type { OfferPlan, PlanLimits } from '@tablica/domain/plans/plan';
import type { CallApi } from '../../api';
import type { OfferStatus } from '../types';

/** A category of `GET /v1/offers/form-inputs-data` (the brand's tree; labels in both languages). */
export interface FormCategory {
  readonly id: string;
  readonly label: { readonly pl: string; readonly en: string };
  readonly parentId: string | null;
  readonly children: readonly FormCategory[];
}

/** What the wizard draws its fields from (the brand's dictionaries and bounds). */
export interface FormInputsData {
  readonly categories: readonly FormCategory[];
  readonly companySizes: readonly string[];
  readonly experienceLevels: readonly string[];
  readonly workplaceTypes: readonly string[];
  readonly workingTimes: readonly string[];
  readonly employmentTypes: readonly string[];
  readonly currencies: readonly string[];
  readonly salaryUnits: readonly string[];
  readonly languages: readonly { readonly code: string; readonly label: { pl: string; en: string } }[];
  readonly languageLevels: readonly string[];
  readonly defaults: { readonly planKey: string; readonly currency: string };
}

/** The wire form of spec §3 "Offer form data" (`GET`/`PATCH /v1/offers/{slug}`). */
export type WireForm = Record<string, unknown>;

/** `GET /v1/offers/{slug}` for whoever may manage the offer. */
export interface EditorOffer {
  readonly id: string;
  readonly slug: string;
  readonly status: OfferStatus | 'deleted';
  readonly planKey: string;
  readonly limits: PlanLimits;
  readonly publishAt: string | null;
  readonly publishedAt: string | null;
  readonly expiredAt: string | null;
  readonly version: number;
  readonly copiedFrom: { readonly id: string; readonly slug: string } | null;
  readonly form: WireForm | null;
}

/** The answer of every offer write. */
export interface WriteAnswer {
  readonly id: string;
  readonly slug: string;
  readonly status: OfferStatus;
  readonly version: number;
  readonly publishedAt?: string | null;
  readonly expiredAt?: string | null;
  readonly publishAt?: string | null;
}

const offerPath = (slug: string) => `/v1/offers/${encodeURIComponent(slug)}`;
const ifMatch = (version: number | undefined) =>
  version === undefined ? undefined : { 'If-Match': `"${version}"` };

export const fetchFormInputs = (callApi: CallApi) => callApi<FormInputsData>('/v1/offers/form-inputs-data');

export const fetchPlanCatalogue = (callApi: CallApi) => callApi<OfferPlan[]>('/v2/offer-plans');

export const fetchEditorOffer = (callApi: CallApi, slug: string) => callApi<EditorOffer>(offerPath(slug));

/** The form as sent: JSON, or multipart with the form in an `offer` part when a new logo goes along. */
function body(form: WireForm, logo: File | null, extra: Record<string, unknown>) {
  if (!logo) return { json: { ...form, ...extra } };
  const data = new FormData();
  data.set('offer', JSON.stringify({ ...form, ...extra }));
  data.set('company_logo', logo);
  return { form: data };
}

/** `POST /v2/employer-panel/offers/drafts`: the first save of a new offer. */
export const createDraft = (callApi: CallApi, form: WireForm, logo: File | null) =>
  callApi<WriteAnswer>('/v2/employer-panel/offers/drafts', { method: 'POST', ...body(form, logo, {}) });

/**
 * `PATCH /v1/offers/{slug}`: a draft is saved loosely unless `complete` (then fully validated, places
 * geocoded strictly); a published offer is edited. `version` guards against someone else's change (412).
 */
export const saveOffer = (
  callApi: CallApi,
  slug: string,
  form: WireForm,
  options: { readonly logo: File | null; readonly complete: boolean; readonly version?: number },
) =>
  callApi<WriteAnswer>(offerPath(slug), {
    method: 'PATCH',
    headers: ifMatch(options.version),
    ...body(form, options.logo, options.complete ? { state: 'workInProgress' } : {}),
  });

export const submitSummary = (callApi: CallApi, slug: string) =>
  callApi<WriteAnswer>(`${offerPath(slug)}/summary`, { method: 'POST' });

/** `GET /v1/offers/{slug}/verify-code/{code}`: whether the code would pay, spending nothing. */
export const verifyCode = (callApi: CallApi, slug: string, code: string, extend: boolean) =>
  callApi<{ readonly valid: boolean; readonly reason?: string }>(
    `${offerPath(slug)}/verify-code/${encodeURIComponent(code)}${extend ? '?extend=1' : ''}`,
  );

/** What a code pays for: the first publication, a refresh (republication) or an extension. */
export type CodeUse = 'publish' | 'refresh' | 'extend';

const codePaths: Readonly<Record<CodeUse, (slug: string) => string>> = {
  publish: (slug) => `${offerPath(slug)}/publish-with-code`,
  extend: (slug) => `${offerPath(slug)}/extend-with-code`,
  refresh: (slug) => `/v2/employer-panel/offers/${encodeURIComponent(slug)}/refresh`,
};

export const payWithCode = (callApi: CallApi, use: CodeUse, slug: string, code: string) =>
  callApi<WriteAnswer>(`${codePaths[use](slug)}?code=${encodeURIComponent(code)}`, {
    method: 'POST',
    json: { code },
  });

export const duplicateOffer = (callApi: CallApi, slug: string) =>
  callApi<WriteAnswer & { readonly copiedFrom: { id: string; slug: string } }>(
    `/v2/employer-panel/offers/${encodeURIComponent(slug)}/duplicate`,
    { method: 'POST' },
  );

export const finishRecruitment = (callApi: CallApi, slug: string) =>
  callApi<WriteAnswer>(`${offerPath(slug)}/finish-recruitment`, { method: 'POST' });

export const deleteOffer = (callApi: CallApi, slug: string) =>
  callApi<null>(offerPath(slug), { method: 'DELETE' });

/** `GET /v2/employer-panel/offers/end/{slug}`: the "offer ended" screen. */
export const fetchEndedOffer = (callApi: CallApi, slug: string) =>
  callApi<{ slug: string; title: string | null; status: string; expiredAt: string | null }>(
    `/v2/employer-panel/offers/end/${encodeURIComponent(slug)}`,
  );

export interface SkillItem {
  readonly id: string;
  readonly name: string;
}

/** Spec §7 skills lookup: page 1 of 10 for what was typed. */
export const lookUpSkills = (callApi: CallApi, search: string, signal?: AbortSignal) =>
  callApi<{ readonly items: readonly SkillItem[] }>(
    `/v1/skills?${new URLSearchParams({ search, pageNumber: '1', pageSize: '10' })}`,
    { signal },
  );

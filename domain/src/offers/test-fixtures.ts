/**
 * Shared by the offer tests: a complete employer form, the plans and categories they run with, and the
 * events of a typical life. Not used by production code.
 */
import type { PlanLimits, PlanSnapshot } from '../plans/plan';
import type { Requester } from './access';
import type { OfferContent } from './content';
import type { DecisionContext } from './decide';
import type { OfferEvent } from './offer';
import type { Payment } from './payment';
import type { OfferCategory } from './validation/categories';
import { offerDraftSchema, type OfferDraft } from './validation/draft';
import type { OfferFormInput } from './validation/form';

export const now = new Date('2026-11-22T10:00:00.000Z');
export const day = 24 * 60 * 60 * 1000;
export const later = (days: number, from: Date = now) => new Date(from.getTime() + days * day);
export const iso = (date: Date) => date.toISOString();

export const categories: readonly OfferCategory[] = [
  { id: 'javascript', parentId: null },
  { id: 'java', parentId: null },
  { id: 'data', parentId: null },
  { id: 'data-engineering', parentId: 'data' },
  { id: 'data-science', parentId: 'data' },
];

export const context = (at: Date = now): DecisionContext => ({ now: at, categories });

export function plan(key: string, limits: Partial<PlanLimits> = {}): PlanSnapshot {
  return {
    key,
    limits: {
      maxLocationsCount: 2,
      bumpsUpCount: 2,
      bumpsUpEveryDays: 7,
      durationInDays: 30,
      seniority: null,
      categories: null,
      ...limits,
    },
    limitsSubType: 'standard',
  };
}

/** Two locations, two bumps a week apart, 30 days. */
export const proPlan = plan('pro');
export const basicPlan = plan('basic', { maxLocationsCount: 1, bumpsUpCount: 0, bumpsUpEveryDays: 0 });

export const offerId = 'b1f0c2d4-0000-4000-8000-000000000001';
export const slug = 'senior-typescript-developer-b1f0c2d4';
export const acme: Requester = { kind: 'employer', companyId: 'company-acme' };
export const stranger: Requester = { kind: 'employer', companyId: 'company-other' };
export const tokenHolder: Requester = { kind: 'token', tokenHash: 'hash-of-token' };
export const admin: Requester = { kind: 'admin', id: 'admin-1' };

export const validCode: Extract<Payment, { kind: 'code' }> = {
  kind: 'code',
  code: 'PRO-2026',
  valid: true,
  planKey: 'pro',
};
export const paidOrder: Extract<Payment, { kind: 'order' }> = {
  kind: 'order',
  orderId: 'order-1',
  planKey: 'pro',
};

/** A complete employer form as the console sends it. */
export function form(overrides: Partial<OfferFormInput> = {}): OfferFormInput {
  return {
    companyName: 'Acme Software',
    companySize: '51-100',
    companyWebsite: 'https://acme.example.com',
    companyLogoUrl: 'https://files.example.com/logos/acme.png',
    title: 'Senior TypeScript Developer',
    experienceLevel: 'senior',
    categoryId: 'javascript',
    subcategoryId: null,
    workplaceType: 'hybrid',
    workingTime: 'full_time',
    body: '<p>Build the best <strong>job board</strong> in Poland.</p>',
    locations: [
      {
        city: 'Warszawa',
        street: 'Marszałkowska 1',
        countryCode: 'PL',
        latitude: 52.2297,
        longitude: 21.0122,
      },
    ],
    employmentTypes: [{ type: 'b2b', from: 20000, to: 28000, currency: 'PLN', unit: 'month', gross: false }],
    requiredSkills: [
      { name: 'TypeScript', level: 4 },
      { name: 'Node.js', level: 3 },
    ],
    optionalSkills: [{ name: 'PostgreSQL', level: 2 }],
    languages: [{ code: 'en', level: 'b2' }],
    apply: { type: 'url', uri: 'https://acme.example.com/careers/ts' },
    informationClause: 'Acme Software sp. z o.o. processes your data to run this recruitment.',
    futureConsent: { enabled: false, value: '' },
    customConsent: { enabled: false, value: '' },
    contact: { name: 'Anna Nowak', email: 'anna.nowak@acme.example.com', phone: '+48 600 700 800' },
    remoteInterview: true,
    openToHireUkrainians: false,
    publishAt: null,
    expiredAt: null,
    ...overrides,
  };
}

/** What `form()` becomes once validated. */
export function content(overrides: Partial<OfferContent> = {}): OfferContent {
  return {
    companyName: 'Acme Software',
    companySize: '51-100',
    companyWebsite: 'https://acme.example.com',
    companyLogoUrl: 'https://files.example.com/logos/acme.png',
    title: 'Senior TypeScript Developer',
    experienceLevel: 'senior',
    categoryId: 'javascript',
    subcategoryId: null,
    workplaceType: 'hybrid',
    workingTime: 'full_time',
    body: '<p>Build the best <strong>job board</strong> in Poland.</p>',
    locations: [
      {
        city: 'Warszawa',
        street: 'Marszałkowska 1',
        countryCode: 'PL',
        latitude: 52.2297,
        longitude: 21.0122,
      },
    ],
    employmentTypes: [{ type: 'b2b', from: 20000, to: 28000, currency: 'PLN', unit: 'month', gross: false }],
    requiredSkills: [
      { name: 'TypeScript', level: 4 },
      { name: 'Node.js', level: 3 },
    ],
    optionalSkills: [{ name: 'PostgreSQL', level: 2 }],
    languages: [{ code: 'en', level: 'b2' }],
    apply: { type: 'url', uri: 'https://acme.example.com/careers/ts' },
    informationClause: 'Acme Software sp. z o.o. processes your data to run this recruitment.',
    futureConsent: { enabled: false, value: '' },
    customConsent: { enabled: false, value: '' },
    contact: { name: 'Anna Nowak', email: 'anna.nowak@acme.example.com', phone: '+48 600 700 800' },
    remoteInterview: true,
    openToHireUkrainians: false,
    publishAt: null,
    expiredAt: null,
    ...overrides,
  };
}

/** A form as a saved draft holds it. */
export const draftOf = (input: unknown): OfferDraft => offerDraftSchema.parse(input);

// ── Events of a typical life, for `given(...)` ──────────────────────────────────────────────────────

export const events = {
  created: (draft: OfferDraft = {}, at: Date = now): OfferEvent => ({
    type: 'OfferDraftCreated',
    data: {
      offerId,
      slug,
      owner: { companyId: 'company-acme' },
      accessTokenHash: null,
      plan: proPlan,
      draft,
      createdAt: iso(at),
      creationType: 'employer',
    },
  }),
  initiated: (at: Date = now): OfferEvent => ({
    type: 'OfferDraftCreated',
    data: {
      offerId,
      slug,
      owner: null,
      accessTokenHash: 'hash-of-token',
      plan: proPlan,
      draft: {},
      createdAt: iso(at),
      creationType: 'initiate',
    },
  }),
  edited: (draft: OfferDraft, workInProgress = false, at: Date = now): OfferEvent => ({
    type: 'OfferDraftEdited',
    data: { offerId, draft, workInProgress, editedAt: iso(at) },
  }),
  submitted: (offer: OfferContent = content(), at: Date = now): OfferEvent => ({
    type: 'OfferDraftSubmitted',
    data: { offerId, content: offer, submittedAt: iso(at) },
  }),
  bought: (
    purpose: 'publish' | 'refresh' | 'extend',
    at: Date = now,
    payment: Payment = validCode,
  ): OfferEvent => ({
    type: 'OfferPackageBought',
    data: {
      offerId,
      purpose,
      planKey: 'pro',
      source:
        payment.kind === 'code'
          ? { kind: 'code', code: payment.code }
          : { kind: 'order', orderId: payment.orderId },
      boughtAt: iso(at),
    },
  }),
  scheduled: (publishAt: Date, at: Date = now): OfferEvent => ({
    type: 'OfferScheduled',
    data: { offerId, publishAt: iso(publishAt), scheduledAt: iso(at) },
  }),
  published: (
    at: Date = now,
    offer: OfferContent = content(),
    expiredAt: Date = later(30, at),
  ): OfferEvent => ({
    type: 'OfferPublished',
    data: {
      offerId,
      slug,
      owner: { companyId: 'company-acme' },
      plan: proPlan,
      content: offer,
      publishedAt: iso(at),
      expiredAt: iso(expiredAt),
    },
  }),
  firstPublished: (at: Date = now): OfferEvent => ({
    type: 'OfferFirstPublished',
    data: { offerId, firstPublishedAt: iso(at) },
  }),
  bumped: (at: Date, bumpNumber: number): OfferEvent => ({
    type: 'OfferBumped',
    data: { offerId, bumpedAt: iso(at), bumpNumber },
  }),
  expired: (expiredAt: Date = later(30)): OfferEvent => ({
    type: 'OfferExpired',
    data: { offerId, expiredAt: iso(expiredAt) },
  }),
  finished: (at: Date): OfferEvent => ({
    type: 'OfferRecruitmentFinished',
    data: { offerId, finishedAt: iso(at) },
  }),
  deleted: (at: Date): OfferEvent => ({ type: 'OfferDeleted', data: { offerId, deletedAt: iso(at) } }),
};

/** Stories to start from. */
export const history = {
  draft: (): OfferEvent[] => [events.created(draftOf(form()))],
  summary: (): OfferEvent[] => [events.created(draftOf(form())), events.submitted()],
  published: (): OfferEvent[] => [
    ...history.summary(),
    events.bought('publish'),
    events.published(),
    events.firstPublished(),
  ],
  expired: (): OfferEvent[] => [...history.published(), events.expired()],
  finished: (): OfferEvent[] => [...history.published(), events.finished(later(3))],
  deleted: (): OfferEvent[] => [...history.draft(), events.deleted(later(1))],
};

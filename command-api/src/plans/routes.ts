import { Router, type Response } from 'express';
import { z } from 'zod';
import { listOfferPlans } from '@tablica/domain/plans/catalogue';
import type { OfferPlan } from '@tablica/domain/plans/plan';
import { offerPlanSchema } from '@tablica/domain/plans/plan';
import { lookUpSkills } from '@tablica/domain/offers/skills';
import { jsonResponse, problemResponse, type OpenApiPaths } from '@tablica/platform/http/openapi';
import { parseQuery } from '@tablica/platform/http/query-params';
import { appConfig } from './app-config';
import { formInputsData } from './form-inputs';

/** The catalogue and the dictionaries change with a deployment only: let browsers and proxies keep them. */
export const catalogueCacheControl = 'public, max-age=300';

/** `?active`, `?active=true` and `?active=1` ask for the plans on sale; `false`/`0` or no parameter: all. */
const plansQuery = z.object({
  active: z
    .enum(['', 'true', 'false', '1', '0'])
    .optional()
    .transform((value) => value !== undefined && value !== 'false' && value !== '0'),
});

/** Spec §7 skills lookup: `search`, `pageNumber` (from 1), `pageSize` (10; 100 for suggestions), `ids`. */
const skillsQuery = z.object({
  search: z.string().max(100, 'errors.tooLong').default(''),
  pageNumber: z.coerce.number('errors.invalidValue').int('errors.invalidValue').min(1).max(1_000).default(1),
  pageSize: z.coerce.number('errors.invalidValue').int('errors.invalidValue').min(1).max(100).default(10),
  suggested: z.enum(['', 'true', 'false', '1', '0']).optional(),
  ids: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value) =>
      (Array.isArray(value) ? value : (value ?? '').split(',')).map((id) => id.trim()).filter(Boolean),
    )
    .pipe(z.array(z.string().max(60)).max(100)),
});

/** A plan as served: the spec's fields, `type` naming the slug as offers and payments do (`offer_type`). */
const servedPlan = (plan: OfferPlan) => ({ ...plan, type: plan.slug });

function sendCatalogue(res: Response, body: unknown): void {
  // The brand comes from the Host (or the /api/{tenant} prefix, part of the URL).
  res.set('Cache-Control', catalogueCacheControl).vary('Host').json(body);
}

/** Public reads the offer editor and the plan picker start from (spec §7). */
export function planRoutes(): Router {
  const router = Router();

  router.get('/v2/offer-plans', (req, res) => {
    const { active } = parseQuery(plansQuery, req.query);
    sendCatalogue(res, listOfferPlans(req.tenant, { activeOnly: active }).map(servedPlan));
  });

  router.get('/v1/offers/form-inputs-data', (req, res) => {
    sendCatalogue(res, formInputsData(req.tenant));
  });

  router.get('/v1/skills', (req, res) => {
    const { search, pageNumber, pageSize, ids } = parseQuery(skillsQuery, req.query);
    const { items, total } = lookUpSkills({ search, pageNumber, pageSize, ids });
    res.set('Cache-Control', catalogueCacheControl).json({ items, pageNumber, pageSize, total });
  });

  router.get('/v2/app-config', (req, res) => {
    sendCatalogue(res, appConfig(req.tenant));
  });

  return router;
}

const planSchema = z.toJSONSchema(offerPlanSchema.extend({ type: z.string() }), {
  io: 'output',
  unrepresentable: 'any',
}) as Record<string, unknown>;

const cached = { 'Cache-Control': { schema: { type: 'string', example: catalogueCacheControl } } };

export const planPaths: OpenApiPaths = {
  '/v2/offer-plans': {
    get: {
      summary:
        "The brand's offer plans (spec §3 Offer plan): slug (type), name, price (net, netEur, gross, tax, oldNet, oldGross, oldTax in minor units, currency), features, recommended, promotionDeadline, tags, enableGraphics, active, limits, limitsSubType",
      parameters: [
        {
          name: 'active',
          in: 'query',
          required: false,
          schema: { type: 'string', enum: ['', 'true', 'false', '1', '0'] },
          description: '`?active` or `?active=true`: only plans on sale',
        },
      ],
      responses: {
        200: { ...jsonResponse('The plans', { type: 'array', items: planSchema }), headers: cached },
        400: problemResponse('Bad active parameter'),
      },
    },
  },
  '/v1/offers/form-inputs-data': {
    get: {
      summary:
        "What the offer editor needs: the brand's categories with subcategories, company sizes, experience levels, workplace types, working times, employment types, currencies, salary units, amount types, apply types, language codes (with pl/en names) and levels a1-c2, defaults, the form's bounds (spec §5, §9) and the logo upload rules",
      responses: { 200: { ...jsonResponse('The dictionaries and bounds'), headers: cached } },
    },
  },
  '/v1/skills': {
    get: {
      summary:
        'Skills lookup (spec §7): the skills dictionary the offer editor suggests from; names containing `search` (those starting with it first), else the suggested ones; or the skills with the given `ids`',
      parameters: [
        { name: 'search', in: 'query', required: false, schema: { type: 'string', maxLength: 100 } },
        {
          name: 'pageNumber',
          in: 'query',
          required: false,
          schema: { type: 'integer', minimum: 1, default: 1 },
        },
        {
          name: 'pageSize',
          in: 'query',
          required: false,
          schema: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
        },
        {
          name: 'suggested',
          in: 'query',
          required: false,
          schema: { type: 'string', enum: ['', 'true', 'false', '1', '0'] },
          description: 'The editor asks the suggested list with pageSize 100',
        },
        {
          name: 'ids',
          in: 'query',
          required: false,
          schema: { type: 'string' },
          description: 'Comma-separated skill ids (or repeated ids[])',
        },
      ],
      responses: {
        200: {
          ...jsonResponse('{ items: [{ id, name }], pageNumber, pageSize, total }'),
          headers: cached,
        },
        400: problemResponse('A bad parameter (errors.invalidValue, errors.tooLong)'),
      },
    },
  },
  '/v2/app-config': {
    get: {
      summary:
        "The brand's settings for the employer console: tenant, name, base currency, currencies, locales, feature flags, upload limits (logo 5 MB jpg/png; CV and attachment 5,000,000 bytes pdf/docx/jpeg/png), terms (the legal documents from the tenant configuration: termsOfServiceUrl {clients, users}, privacyPolicyUrl, informationClauseUrl, whistleblowerReportUrl, each a list of files {url, fromDate, dueDate} or null where the tenant has none or its flag is off)",
      responses: { 200: { ...jsonResponse('The settings'), headers: cached } },
    },
  },
};

import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { NotFoundError, ValidationError } from '@tablica/domain/errors';
import { defaultListFilters, type ListFilters } from '@tablica/domain/listing/filters';
import { normaliseFreeText } from '@tablica/domain/listing/filter-values';
import { listPageSize, maxItemsCount, type OfferListItem } from '@tablica/domain/offers/listing';
import { allCategories, tenantConfig } from '@tablica/domain/tenant-config/tenant-config';
import { tenants, type TenantId } from '@tablica/domain/tenants';
import {
  jsonResponse,
  problemResponse,
  queryParameters,
  type OpenApiPaths,
} from '@tablica/platform/http/openapi';
import { shedLoad } from '@tablica/platform/http/load-shedding';
import { parseQuery } from '@tablica/platform/http/query-params';
import type { Pool } from '@tablica/platform/postgres/pool';
import type { SearchIndex } from '@tablica/platform/search/port';
import { findOfferDetails } from '@tablica/projections/offer-details/queries';
import { appliedByReader } from '../applications/applied';
import { sendAnswer, sendCacheable } from '../candidate/cache';
import { forCandidate } from '../candidate/category';
import { acceptsVersion2, requestFilters } from '../candidate/filters';
import { requestLocale } from '../candidate/locale';
import { cursorMeta, pageMeta } from './pages';

export interface OfferSearchDeps {
  readonly db: Pool;
  readonly search: SearchIndex;
  readonly now: () => Date;
}

const byCursorQuery = z.object({
  from: z.coerce.number().int().min(0).default(0),
  itemsCount: z.coerce.number().int().min(1).max(maxItemsCount).default(listPageSize),
});

/** Spec §7's paginated form; 20 a page unless asked otherwise. */
export const defaultPerPage = 20;
const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(maxItemsCount).default(defaultPerPage),
});

const latitude = z.coerce.number().min(-90).max(90);
const longitude = z.coerce.number().min(-180).max(180);
const clustersQuery = z
  .object({
    neLat: latitude,
    neLon: longitude,
    swLat: latitude,
    swLon: longitude,
    zoom: z.coerce.number().min(0).max(22),
  })
  .refine((envelope) => envelope.swLat <= envelope.neLat, {
    path: ['swLat'],
    message: 'errors.invalidValue',
  });

const markersQuery = pageQuery.extend({ region: z.string().trim().min(1).max(40) });

/** Suggestions per group. */
const suggestionsPerGroup = 5;
/** Look-alikes of an offer. */
const lookalikeCount = 10;

/** A request's language and the answer's `Vary`: item categories are labelled in it. */
const itemsVary = ['Accept-Language'];
const version2Vary = ['Accept-Language', 'Version'];

function requireVersion2(req: Request): void {
  if (!acceptsVersion2(req))
    throw new ValidationError(
      [{ path: 'Version', code: 'errors.invalidValue', message: 'This endpoint speaks version 2.' }],
      'Unsupported API version.',
    );
}

/** What a count or an overlay counts by: the filters without the category choice. */
const withoutCategory = (filters: ListFilters): ListFilters => ({
  ...filters,
  category: null,
  subcategories: [],
});

export function offerSearchRoutes(deps: OfferSearchDeps): Router {
  const router = Router();
  const decorate = (
    req: Request,
    items: readonly OfferListItem[],
    applied: ReadonlySet<string> | null = null,
  ) => {
    const config = tenantConfig(req.tenant);
    const locale = requestLocale(req);
    return items.map((item) => forCandidate(config, locale, item, applied));
  };
  /**
   * A list answer: the shared body (decorated once per answer) for everyone, except a signed-in
   * candidate who applied to some of its offers, who gets their own (`isAppliedTo`).
   */
  const sendList = async (
    req: Request,
    res: Response,
    result: { readonly items: readonly OfferListItem[] },
    variant: string,
    body: (data: ReturnType<typeof decorate>) => unknown,
    vary: readonly string[],
  ) => {
    const applied = await appliedByReader(
      deps.db,
      req,
      result.items.map((item) => item.guid),
    );
    if (applied) sendCacheable(req, res, body(decorate(req, result.items, applied)), vary);
    else sendAnswer(req, res, result, variant, () => body(decorate(req, result.items)), vary);
  };

  // Each search holds a pooled connection: past the pool's size, a request waits at most a second for its
  // turn and is then told to come back (503 + Retry-After), instead of queueing for many seconds.
  const searchTurn = shedLoad({ concurrency: deps.db.options.max ?? 10, maxWaitMs: 1_000 });

  router.get('/v2/user-panel/offers/by-cursor', searchTurn, async (req, res) => {
    const { from, itemsCount } = parseQuery(byCursorQuery, req.query);
    const result = await deps.search.search({
      tenant: req.tenant,
      filters: requestFilters(req),
      now: deps.now(),
      from,
      itemsCount,
    });
    await sendList(
      req,
      res,
      result,
      `cursor:${from}:${itemsCount}:${requestLocale(req)}`,
      (data) => ({ data, meta: cursorMeta(from, itemsCount, result.items.length, result.total) }),
      itemsVary,
    );
  });

  router.get('/v2/user-panel/offers', searchTurn, async (req, res) => {
    requireVersion2(req);
    const { page, perPage } = parseQuery(pageQuery, req.query);
    const result = await deps.search.search({
      tenant: req.tenant,
      filters: requestFilters(req),
      now: deps.now(),
      from: (page - 1) * perPage,
      itemsCount: perPage,
    });
    await sendList(
      req,
      res,
      result,
      `page:${page}:${perPage}:${requestLocale(req)}`,
      (data) => ({ data, meta: pageMeta(page, perPage, result.total) }),
      version2Vary,
    );
  });

  router.get('/v2/user-panel/offers/count', searchTurn, async (req, res) => {
    const count = await deps.search.count({
      tenant: req.tenant,
      filters: requestFilters(req),
      now: deps.now(),
    });
    sendCacheable(req, res, { count });
  });

  router.get('/v2/user-panel/offers/all-boards/count', searchTurn, async (req, res) => {
    const now = deps.now();
    const counts = await Promise.all(
      (Object.keys(tenants) as TenantId[]).map((tenant) =>
        deps.search.count({ tenant, filters: defaultListFilters, now }),
      ),
    );
    sendCacheable(req, res, { count: counts.reduce((sum, count) => sum + count, 0) });
  });

  router.get('/v2/user-panel/offers/count/categories', searchTurn, async (req, res) => {
    const config = tenantConfig(req.tenant);
    const counts = await deps.search.countByCategory({
      tenant: req.tenant,
      filters: withoutCategory(requestFilters(req)),
      now: deps.now(),
    });
    const keys = allCategories(config)
      .filter((category) => !category.static)
      .map((category) => category.key);
    sendCacheable(req, res, Object.fromEntries(keys.map((key) => [key, counts[key] ?? 0])));
  });

  router.get('/v2/user-panel/offers/count/categories/:categoryId', searchTurn, async (req, res) => {
    const config = tenantConfig(req.tenant);
    const { categoryId } = req.params;
    const category = allCategories(config).find(
      (candidate) => !candidate.static && (candidate.key === categoryId || candidate.slug === categoryId),
    );
    if (!category) throw new NotFoundError('category.not_found', `There is no category ${categoryId}.`);
    const counts = await deps.search.countByCategory({
      tenant: req.tenant,
      filters: withoutCategory(requestFilters(req)),
      now: deps.now(),
    });
    const children = category.children.filter((child) => !child.static);
    sendCacheable(req, res, Object.fromEntries(children.map((child) => [child.key, counts[child.key] ?? 0])));
  });

  router.get('/v2/user-panel/offers/suggest', searchTurn, async (req, res) => {
    const raw = req.query.search;
    const text = typeof raw === 'string' ? normaliseFreeText(raw, 500) : '';
    const suggestions = await deps.search.suggest({
      tenant: req.tenant,
      text,
      limit: suggestionsPerGroup,
      now: deps.now(),
      filters: requestFilters(req),
    });
    sendAnswer(req, res, suggestions, 'suggest', () => suggestions);
  });

  router.get('/v2/user-panel/offers/clusters', searchTurn, async (req, res) => {
    requireVersion2(req);
    const { zoom, ...envelope } = parseQuery(clustersQuery, req.query);
    const result = await deps.search.clusters({
      tenant: req.tenant,
      filters: requestFilters(req),
      now: deps.now(),
      envelope,
      zoom,
    });
    sendAnswer(
      req,
      res,
      result,
      'clusters',
      () => ({
        zoom: result.gridZoom,
        clusters: result.clusters.map((cluster) => ({
          ...cluster,
          geoJson: { type: 'Point', coordinates: [cluster.longitude, cluster.latitude] },
        })),
      }),
      ['Version'],
    );
  });

  router.get('/v2/user-panel/offers/markers', searchTurn, async (req, res) => {
    requireVersion2(req);
    const { page, perPage, region } = parseQuery(markersQuery, req.query);
    const result = await deps.search.markers({
      tenant: req.tenant,
      filters: requestFilters(req),
      now: deps.now(),
      region,
      page,
      perPage,
    });
    sendCacheable(req, res, { data: result.items, meta: pageMeta(page, perPage, result.total) }, ['Version']);
  });

  router.get('/v2/user-panel/offer-lookalikes/:slug', async (req, res) => {
    const now = deps.now();
    const offer = await findOfferDetails(deps.db, req.tenant, req.params.slug, now);
    if (!offer) throw new NotFoundError('offer.not_found', 'There is no such offer.');
    // Active offers of the same category, newest first; the offer itself left out.
    const { items } = await deps.search.search({
      tenant: req.tenant,
      filters: { ...defaultListFilters, category: offer.content.categoryId },
      now,
      from: 0,
      itemsCount: lookalikeCount + 1,
    });
    const lookalikes = items.filter((item) => item.slug !== offer.slug).slice(0, lookalikeCount);
    const applied = await appliedByReader(
      deps.db,
      req,
      lookalikes.map((item) => item.guid),
    );
    sendCacheable(req, res, { data: decorate(req, lookalikes, applied) }, itemsVary);
  });

  return router;
}

/** The filters every list-like endpoint takes (spec §5, §7), for the OpenAPI document. */
const filterParameters = [
  [
    'categories[]',
    'Category keys or slugs; the first recognised picks the main category, its children narrow it',
  ],
  [
    'keywords[]',
    'Free text: every word of each keyword in the title, company, a skill or a city (cut at 500)',
  ],
  ['companyNames[]', 'Any of these companies'],
  ['skills[]', 'Every one of these skills'],
  ['jobTitles[]', 'Any of these titles'],
  ['city', 'A configured city by slug or name; unknown cities are ignored'],
  ['cityRadiusKm', 'A configured distance above 0, only with a city'],
  ['salaryMin', 'Monthly, within the configured bounds; a bad range is dropped'],
  ['salaryMax', 'Monthly, within the configured bounds; a bad range is dropped'],
  ['currency', 'Currency of the salary range (one the tenant offers)'],
  ['salaryCurrencies[]', 'The first one is the salary range currency when `currency` is absent'],
  ['withSalary', 'true: only offers stating pay'],
  ['employmentTypes[]', 'Configured values or slugs; unknown ones are ignored'],
  ['experienceLevels[]', 'Configured values or slugs; unknown ones are ignored'],
  ['workingTimes[]', 'Configured values or slugs; unknown ones are ignored'],
  ['remoteWorkOptions[]', 'Configured values or slugs; unknown ones are ignored'],
  ['remote', 'true: fully remote offers only'],
  ['ukraineFriendly', 'true: offers open to hiring Ukrainians'],
  ['sortBy', 'published (default), newest, salary; unknown means published descending'],
  ['orderBy', 'ASC or DESC (default)'],
].map(([name, description]) => ({
  name,
  in: 'query',
  required: false,
  description,
  schema: { type: 'string' },
}));

const versionHeader = {
  name: 'Version',
  in: 'header',
  required: false,
  description: 'API version: 2 (the default); anything else is a 400',
  schema: { type: 'string', enum: ['2'] },
};

const listResponses = {
  200: jsonResponse(
    "Offers: data and meta; each item's brandStorySlug, brandStoryCoverPhotoUrl and brandStoryShortDescription show the company's published brand story (null without one)",
  ),
  304: { description: 'Not modified (If-None-Match)' },
  400: problemResponse(
    'A paging parameter is out of range (filters are never rejected: invalid ones are dropped)',
  ),
};

export const offerSearchPaths: OpenApiPaths = {
  '/v2/user-panel/offers/by-cursor': {
    get: {
      summary: 'Active offers in the cursor form: data and meta {from, totalItems, next, prev} (spec §3, §7)',
      parameters: [...queryParameters(byCursorQuery), ...filterParameters],
      responses: listResponses,
    },
  },
  '/v2/user-panel/offers': {
    get: {
      summary: 'Active offers, paginated: data and meta {page, prevPage, nextPage, totalPages, totalItems}',
      parameters: [
        ...queryParameters(pageQuery),
        versionHeader,
        {
          name: 'query[...]',
          in: 'query',
          description: 'The filters as a bracket array',
          schema: { type: 'string' },
        },
        ...filterParameters,
      ],
      responses: listResponses,
    },
  },
  '/v2/user-panel/offers/count': {
    get: {
      summary: 'How many active offers the filters find: {count}',
      parameters: filterParameters,
      responses: { 200: jsonResponse('{count}') },
    },
  },
  '/v2/user-panel/offers/all-boards/count': {
    get: {
      summary: 'Active offers on every board together, no filters: {count}',
      responses: { 200: jsonResponse('{count}') },
    },
  },
  '/v2/user-panel/offers/count/categories': {
    get: {
      summary: 'Active offers per category key (main and sub), by the filters without the category',
      parameters: filterParameters,
      responses: { 200: jsonResponse('{<category key>: count}') },
    },
  },
  '/v2/user-panel/offers/count/categories/{categoryId}': {
    get: {
      summary:
        'Active offers per subcategory of a category (key or slug), by the filters without the category',
      parameters: [
        { name: 'categoryId', in: 'path', required: true, schema: { type: 'string' } },
        ...filterParameters,
      ],
      responses: {
        200: jsonResponse('{<subcategory key>: count}'),
        404: problemResponse('No such category'),
      },
    },
  },
  '/v2/user-panel/offers/suggest': {
    get: {
      summary: 'Titles, companies and skills of active offers matching what was typed (2 characters or more)',
      parameters: [
        { name: 'search', in: 'query', required: true, schema: { type: 'string', maxLength: 500 } },
        ...filterParameters,
      ],
      responses: { 200: jsonResponse('{titles, companies, skills}: each [{title, count}]') },
    },
  },
  '/v2/user-panel/offers/clusters': {
    get: {
      summary: 'Map clusters of the offers the filters find in the envelope at a zoom',
      parameters: [
        ...['neLat', 'neLon', 'swLat', 'swLon', 'zoom'].map((name) => ({
          name,
          in: 'query',
          required: true,
          schema: { type: 'number' },
        })),
        versionHeader,
        ...filterParameters,
      ],
      responses: {
        200: jsonResponse(
          '{zoom, clusters: [{id, count, region, latitude, longitude, categoryId, geoJson}]}',
        ),
        400: problemResponse('A bad envelope or zoom'),
      },
    },
  },
  '/v2/user-panel/offers/markers': {
    get: {
      summary: "A cluster's offers by its region, 20 a page: data and meta",
      parameters: [...queryParameters(markersQuery), versionHeader, ...filterParameters],
      responses: {
        200: jsonResponse('{data: markers, meta}'),
        400: problemResponse('No region, or bad paging'),
      },
    },
  },
  '/v2/user-panel/offer-lookalikes/{slug}': {
    get: {
      summary:
        "Up to 10 active offers like this one (same category), newest first; isAppliedTo is the signed-in candidate's",
      parameters: [{ name: 'slug', in: 'path', required: true, schema: { type: 'string' } }],
      responses: { 200: jsonResponse('{data}'), 404: problemResponse('No such offer') },
    },
  },
};

import { Router } from 'express';
import { z } from 'zod';
import { applicationStatuses } from '@tablica/domain/applications/application';
import { candidate, companyMember } from '@tablica/platform/http/guards';
import { jsonResponse, problemResponse, type OpenApiPaths } from '@tablica/platform/http/openapi';
import { jsonParam, parseQuery } from '@tablica/platform/http/query-params';
import { unseen } from '@tablica/platform/http/unseen';
import type { Pool } from '@tablica/platform/postgres/pool';
import {
  applicationCounts,
  applicationSortFields,
  appliedBatchSize,
  appliedHistory,
  getApplication,
  listApplications,
} from '@tablica/projections/applications/queries';

export interface ApplicationQueryDeps {
  readonly db: Pool;
}

const uuid = z.uuid();
const statusFilter = z.union([z.enum(applicationStatuses), z.array(z.enum(applicationStatuses)).max(7)]);

const listQuery = z.object({
  sort: jsonParam(
    z.tuple([
      z.enum(Object.keys(applicationSortFields) as [keyof typeof applicationSortFields]),
      z.enum(['ASC', 'DESC']),
    ]),
  ).default(['submittedAt', 'DESC']),
  range: jsonParam(z.tuple([z.number().int().min(0), z.number().int().min(0)]))
    .refine(([start, end]) => end >= start && end - start < 1000, 'errors.invalidValue')
    .default([0, 24]),
  filter: jsonParam(z.object({ offerId: uuid.optional(), status: statusFilter.optional() })).default({}),
});

const countsQuery = z.object({ offerId: uuid.optional() });

const flag = z.enum(['true', 'false']).transform((value) => value === 'true');
const historyQuery = z.object({
  isConfirmed: flag.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(appliedBatchSize).default(appliedBatchSize),
  jobAdvertisementsIds: z
    .union([uuid, z.array(uuid).max(appliedBatchSize)])
    .optional()
    .transform((value) => (value === undefined ? undefined : [value].flat())),
});

/**
 * Reads of applications: the employer console's list, one application and counts by status (its own
 * company's only), and the signed-in candidate's applied history.
 */
export function applicationQueryRoutes({ db }: ApplicationQueryDeps): Router {
  const router = Router();

  router.get('/v2/employer-panel/applications', async (req, res) => {
    const { companyId } = companyMember(req, 'applications.manage');
    const { sort, range, filter } = parseQuery(listQuery, req.query);
    const [start, end] = range;
    const { rows, total } = await listApplications(db, {
      tenant: req.tenant,
      companyId,
      offerId: filter.offerId,
      statuses: filter.status === undefined ? undefined : [filter.status].flat(),
      sort: sort[0],
      order: sort[1],
      start,
      end,
    });
    const last = rows.length === 0 ? start : start + rows.length - 1;
    res
      .set({
        'Content-Range': `applications ${start}-${last}/${total}`,
        'Cache-Control': 'private, no-store',
      })
      .json(rows);
  });

  router.get('/v2/employer-panel/applications/counts', async (req, res) => {
    const { companyId } = companyMember(req, 'applications.manage');
    const { offerId } = parseQuery(countsQuery, req.query);
    res
      .set('Cache-Control', 'private, no-store')
      .json(await applicationCounts(db, { tenant: req.tenant, companyId }, offerId));
  });

  router.get('/v2/employer-panel/applications/:id', async (req, res) => {
    const { companyId, role } = companyMember(req, 'applications.manage');
    const row = await getApplication(db, { tenant: req.tenant, companyId }, req.params.id);
    if (!row) throw unseen(req, 'application.not_found', 'No such application.', req.params.id);
    // The download audit is for the company's owners.
    const { downloads, ...application } = row;
    res
      .set({ ETag: `"${row.version}"`, 'Cache-Control': 'private, no-store' })
      .json(role === 'owner' ? { ...application, downloads } : application);
  });

  router.get('/v2/candidate-panel/applications', async (req, res) => {
    const { userId } = candidate(req);
    const query = parseQuery(historyQuery, req.query);
    const { items, total } = await appliedHistory(db, {
      tenant: req.tenant,
      candidateId: userId,
      isConfirmed: query.isConfirmed,
      offerIds: query.jobAdvertisementsIds,
      page: query.page,
      pageSize: query.pageSize,
    });
    res
      .set('Cache-Control', 'private, no-store')
      .json({ items, total, page: query.page, pageSize: query.pageSize });
  });

  return router;
}

const idParameter = { name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } };
const count = { type: 'integer', minimum: 0 };
const employerOnly = {
  401: problemResponse('auth.unauthenticated'),
  403: problemResponse('auth.not_an_employer, auth.role_forbidden'),
};
const applicationSchema = {
  type: 'object',
  properties: {
    id: { type: 'string', format: 'uuid' },
    offerId: { type: 'string', format: 'uuid' },
    offerSlug: { type: 'string' },
    offerTitle: { type: 'string' },
    status: { type: 'string', enum: [...applicationStatuses] },
    source: { type: 'string', enum: ['1_click_apply', 'apply_form'] },
    name: { type: 'string' },
    email: { type: 'string' },
    message: { type: ['string', 'null'] },
    hasCv: { type: 'boolean' },
    cvFileName: { type: ['string', 'null'] },
    cvContentType: { type: ['string', 'null'] },
    cvSize: { type: ['integer', 'null'] },
    futureConsentAccepted: { type: 'boolean' },
    customConsentAccepted: { type: 'boolean' },
    shown: {
      type: 'object',
      description:
        'What the candidate was shown (pay transparency): the offer version, title and salary ranges',
      properties: {
        offerVersion: count,
        title: { type: 'string' },
        employmentTypes: { type: 'array', items: { type: 'object' } },
      },
    },
    submittedAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
    version: { ...count, description: 'The ETag of this application (If-Match of the status change)' },
  },
};

export const applicationQueryPaths: OpenApiPaths = {
  '/v2/employer-panel/applications': {
    get: {
      summary:
        "The company's applications, per offer or across offers (ra-data-simple-rest: sort, range, filter {offerId, status}; Content-Range header)",
      parameters: [
        { name: 'sort', in: 'query', schema: { type: 'string', example: '["submittedAt","DESC"]' } },
        { name: 'range', in: 'query', schema: { type: 'string', example: '[0,24]' } },
        {
          name: 'filter',
          in: 'query',
          schema: { type: 'string', example: '{"offerId":"…","status":["new","seen"]}' },
        },
      ],
      responses: {
        200: jsonResponse('Applications', { type: 'array', items: applicationSchema }),
        400: problemResponse('validation_failed: bad sort, range or filter'),
        ...employerOnly,
      },
    },
  },
  '/v2/employer-panel/applications/counts': {
    get: {
      summary: "How many of the company's applications are in each status (one offer with offerId, or all)",
      parameters: [{ name: 'offerId', in: 'query', schema: { type: 'string', format: 'uuid' } }],
      responses: {
        200: jsonResponse('Counts by status and the total', {
          type: 'object',
          properties: {
            ...Object.fromEntries(applicationStatuses.map((status) => [status, count])),
            total: count,
          },
        }),
        400: problemResponse('validation_failed'),
        ...employerOnly,
      },
    },
  },
  '/v2/employer-panel/applications/{id}': {
    get: {
      summary: "One of the company's applications (ETag: its version); owners also see the CV download audit",
      parameters: [idParameter],
      responses: {
        200: jsonResponse('The application', applicationSchema),
        ...employerOnly,
        404: problemResponse("application.not_found (also another company's or tenant's)"),
      },
    },
  },
  '/v2/candidate-panel/applications': {
    get: {
      summary:
        "The signed-in candidate's applied history (spec §7: isConfirmed, batches of 25, jobAdvertisementsIds)",
      parameters: [
        { name: 'isConfirmed', in: 'query', schema: { type: 'boolean' } },
        { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1 } },
        { name: 'pageSize', in: 'query', schema: { type: 'integer', minimum: 1, maximum: appliedBatchSize } },
        {
          name: 'jobAdvertisementsIds',
          in: 'query',
          schema: { type: 'array', items: { type: 'string', format: 'uuid' } },
        },
      ],
      responses: {
        200: jsonResponse(
          '{ items: [{ id, jobAdvertisementId, offerSlug, title, source, isConfirmed, status, appliedAt }], total, page, pageSize }',
        ),
        400: problemResponse('validation_failed'),
        401: problemResponse('auth.unauthenticated'),
        403: problemResponse('auth.not_a_candidate'),
      },
    },
  },
};

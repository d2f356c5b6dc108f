import { Router } from 'express';
import { z } from 'zod';
import { parseOrThrow } from '@tablica/domain/validation';
import { recordAdminActivity, requestActivity } from '@tablica/platform/admin-activity/record';
import { companyMember, platformAdmin } from '@tablica/platform/http/guards';
import { jsonBody, jsonResponse, problemResponse, type OpenApiPaths } from '@tablica/platform/http/openapi';
import { jsonParam, parseQuery } from '@tablica/platform/http/query-params';
import type { Pool } from '@tablica/platform/postgres/pool';
import { codeSortFields, companyCodes, issueCodes, issueCodesSchema, maxCodesPerRequest } from './handlers';
import { codePurposes } from './redeem';

export interface CodeRoutesDeps {
  readonly pool: Pool;
  readonly now: () => Date;
}

const listQuery = z.object({
  sort: jsonParam(z.tuple([z.enum(codeSortFields), z.enum(['ASC', 'DESC'])])).default(['createdAt', 'DESC']),
  range: jsonParam(z.tuple([z.number().int().min(0), z.number().int().min(0)]))
    .refine(([start, end]) => end >= start && end - start < 1000, 'errors.invalidValue')
    .default([0, 24]),
  filter: jsonParam(
    z.object({
      q: z.string().max(100).optional(),
      used: z.boolean().optional(),
      usable: z.boolean().optional(),
      purpose: z.enum(codePurposes).optional(),
    }),
  ).default({}),
});

/**
 * Prepaid codes (spec §7 `GET /v2/employer-panel/codes`): platform admins issue them, the company
 * lists its own, the offer commands check and spend them (`redeem.ts`; offers/verifying-code.ts and
 * offers/paying.ts).
 */
export function codeRoutes(deps: CodeRoutesDeps): Router {
  const { pool, now } = deps;
  const router = Router();

  router.get('/v2/employer-panel/codes', async (req, res) => {
    const { companyId } = companyMember(req, 'offers.manage');
    const query = parseQuery(listQuery, req.query);
    const { rows, total } = await companyCodes(pool, req.tenant, companyId, query, now());
    const [start] = query.range;
    const last = rows.length === 0 ? start : start + rows.length - 1;
    res
      .set('Content-Range', `codes ${start}-${last}/${total}`)
      .set('Access-Control-Expose-Headers', 'Content-Range')
      .set('Cache-Control', 'private, no-store')
      .json(rows);
  });

  // Under /admin: the app's operator guard runs first (a platform admin of the brand passes it).
  router.post('/admin/codes', async (req, res) => {
    platformAdmin(req);
    const input = parseOrThrow(issueCodesSchema, req.body);
    const codes = await issueCodes(pool, req.tenant, input, now());
    await recordAdminActivity(
      pool,
      requestActivity(req, 'codes.issue', input.companyId ?? null, {
        count: codes.length,
        purpose: input.purpose,
        planKey: input.planKey ?? null,
        expiresAt: input.expiresAt ?? null,
      }),
    );
    res.status(201).json({ codes });
  });

  return router;
}

const codeItem = {
  type: 'object',
  properties: {
    id: { type: 'string', description: 'The code (react-admin id)' },
    code: { type: 'string', example: 'K7QD-2MXP-9HTA-WV3C' },
    companyId: { type: ['string', 'null'] },
    purpose: { type: 'string', enum: [...codePurposes], description: 'publish also pays for a refresh' },
    planKey: { type: ['string', 'null'], description: 'The plan the code pays for; null: any plan' },
    expiresAt: { type: ['string', 'null'], format: 'date-time' },
    usedAt: { type: ['string', 'null'], format: 'date-time' },
    usedByOffer: { type: ['string', 'null'], format: 'uuid', description: 'The offer that spent it' },
    createdAt: { type: 'string', format: 'date-time' },
  },
};

export const codePaths: OpenApiPaths = {
  '/v2/employer-panel/codes': {
    get: {
      summary:
        "The company's prepaid publication and extension codes (ra-data-simple-rest; Content-Range header). Promotional codes that belong to nobody are not listed.",
      parameters: [
        { name: 'sort', in: 'query', schema: { type: 'string', example: '["createdAt","DESC"]' } },
        { name: 'range', in: 'query', schema: { type: 'string', example: '[0,24]' } },
        {
          name: 'filter',
          in: 'query',
          schema: { type: 'string', example: '{"usable":true}' },
          description: 'q (part of the code), used, usable (unused and not expired), purpose',
        },
      ],
      responses: {
        200: jsonResponse('Rows of the list', { type: 'array', items: codeItem }),
        400: problemResponse('Bad sort, range or filter'),
        401: problemResponse('auth.unauthenticated'),
        403: problemResponse('auth.not_an_employer, auth.role_forbidden'),
      },
    },
  },
  '/admin/codes': {
    post: {
      summary: `Issue codes (platform admin of the brand): count (1..${maxCodesPerRequest}) unguessable codes XXXX-XXXX-XXXX-XXXX for one company of the brand, or for nobody (companyId null: anyone may use them), for publish (and refresh), extend or any, optionally for one plan and until expiresAt`,
      requestBody: jsonBody(issueCodesSchema),
      responses: {
        201: jsonResponse('The new codes', {
          type: 'object',
          properties: { codes: { type: 'array', items: codeItem } },
        }),
        400: problemResponse(
          'Field issues: companyId not a company of this brand, planKey unknown (errors.invalidOption), expiresAt past (errors.invalidDatePast)',
        ),
        401: problemResponse('The ADMIN_TOKEN without a signed-in admin: codes are issued by an account'),
        403: problemResponse('auth.not_an_admin'),
        404: problemResponse('Not a platform admin of this brand, nor the ADMIN_TOKEN: as if not there'),
      },
    },
  },
};

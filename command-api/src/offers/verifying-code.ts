import { Router } from 'express';
import { z } from 'zod';
import { managedOffer } from '@tablica/domain/offers/access';
import type { EventStore } from '@tablica/platform/event-store/port';
import { jsonResponse, problemResponse, type OpenApiPaths } from '@tablica/platform/http/openapi';
import { parseQuery } from '@tablica/platform/http/query-params';
import type { Pool } from '@tablica/platform/postgres/pool';
import { checkCode, type CodeUse } from '../codes/redeem';
import { readOffer } from './commands';
import { offerRequester } from './requester';
import { resolveOfferSlug } from './slugs';

export interface VerifyCodeDeps {
  readonly pool: Pool;
  readonly store: EventStore;
}

const verifyQuery = z.object({
  token: z.string().max(200).optional(),
  /** `?extend`, `?extend=true` or `?extend=1`: the code is meant for an extension. */
  extend: z
    .enum(['', 'true', 'false', '1', '0'])
    .optional()
    .transform((value) => value !== undefined && value !== 'false' && value !== '0'),
});

/** An offer that was live once is published again by a refresh; publish codes pay for both. */
const republished = new Set(['published', 'expired', 'finished']);

/**
 * `GET /v1/offers/{slug}/verify-code/{code}?token&extend`: whether the code would pay for publishing
 * (or, with `extend`, extending) this offer now, for its company and plan, without spending it. Only
 * whoever may manage the offer (its token, its company, a platform admin) learns anything: for anyone
 * else the offer does not exist.
 */
export function verifyCodeRoutes({ pool, store }: VerifyCodeDeps): Router {
  const router = Router();

  router.get('/v1/offers/:slug/verify-code/:code', async (req, res) => {
    const { extend } = parseQuery(verifyQuery, req.query);
    const { requester } = offerRequester(req);
    const { offerId } = await resolveOfferSlug(pool, req.tenant, req.params.slug);
    const { state } = await readOffer(store, offerId);
    const offer = managedOffer(state, requester);
    const purpose: CodeUse = extend ? 'extend' : republished.has(offer.status) ? 'refresh' : 'publish';
    const verdict = await checkCode(pool, {
      code: req.params.code,
      tenant: req.tenant,
      companyId: offer.owner?.companyId ?? null,
      purpose,
      planKey: offer.plan.key,
    });
    res.set('Cache-Control', 'private, no-store').json(verdict);
  });

  return router;
}

export const verifyCodePaths: OpenApiPaths = {
  '/v1/offers/{slug}/verify-code/{code}': {
    get: {
      summary:
        "Whether a code would pay for publishing (refreshing) or, with extend, extending the offer: unused, not expired, the offer's company's or nobody's, for that purpose and the offer's plan. Nothing is spent.",
      parameters: [
        { name: 'slug', in: 'path', required: true, schema: { type: 'string' } },
        {
          name: 'code',
          in: 'path',
          required: true,
          schema: { type: 'string', example: 'K7QD-2MXP-9HTA-WV3C' },
          description: 'Case and surrounding spaces do not matter',
        },
        {
          name: 'token',
          in: 'query',
          required: false,
          schema: { type: 'string' },
          description: 'The editor token initiate returned (else the signed-in company member or admin)',
        },
        {
          name: 'extend',
          in: 'query',
          required: false,
          schema: { type: 'string', enum: ['', 'true', 'false', '1', '0'] },
          description: '`?extend`: the code is for an extension',
        },
      ],
      responses: {
        200: jsonResponse('The verdict', {
          type: 'object',
          required: ['valid', 'planKey'],
          properties: {
            valid: { type: 'boolean' },
            planKey: {
              type: ['string', 'null'],
              description: "The code's plan; null: any plan (or not valid)",
            },
          },
        }),
        401: problemResponse('auth.unauthenticated: no token and nobody signed in'),
        403: problemResponse('auth.not_an_employer, auth.role_forbidden'),
        404: problemResponse('offer.not_found (also: an offer the requester may not manage), offer.deleted'),
      },
    },
  },
};

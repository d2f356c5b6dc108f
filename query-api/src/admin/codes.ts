import { Router } from 'express';
import { z } from 'zod';
import { requireAdminToken } from '@tablica/platform/http/admin-token';
import { jsonResponse, problemResponse, type OpenApiPaths } from '@tablica/platform/http/openapi';
import { parseQuery } from '@tablica/platform/http/query-params';
import type { Queryable } from '@tablica/platform/postgres/pool';
import { readModel } from '@tablica/platform/projections/locator';
import { offerHistoryProjection } from '@tablica/projections/offer-history/apply';

export interface AdminCodesDeps {
  readonly db: Queryable;
  readonly adminToken?: string | undefined;
}

/** A code as the admins' list shows it: whose it is, and who redeemed it (the offer and its company). */
export interface AdminCode {
  readonly code: string;
  readonly purpose: string;
  readonly planKey: string | null;
  readonly expiresAt: string | null;
  readonly createdAt: string;
  /** The company it was issued to; null: anyone on the brand may use it. */
  readonly company: { readonly id: string; readonly name: string } | null;
  readonly usedAt: string | null;
  /** The offer that spent it, with the company that published it, as the offer's history knows them. */
  readonly redeemedBy: {
    readonly offerId: string;
    readonly slug: string | null;
    readonly title: string | null;
    readonly companyName: string | null;
  } | null;
}

const offerHistory = readModel(offerHistoryProjection.name);

const cursorPattern = /^\d{4}-\d{2}-\d{2}T[\d:.]+Z\|[A-Z0-9-]{1,40}$/;

const codesQuerySchema = z.object({
  used: z.enum(['true', 'false']).optional(),
  q: z.string().trim().max(100).optional(),
  before: z.string().regex(cursorPattern, 'errors.invalidValue').optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

/** The brand's codes newest first (by issue time, then code), after the `before` cursor. */
export async function listAdminCodes(
  db: Queryable,
  query: {
    readonly tenant: string;
    readonly used?: boolean | undefined;
    readonly q?: string | undefined;
    readonly before?: string | undefined;
    readonly limit: number;
  },
): Promise<{ codes: AdminCode[]; next: string | null }> {
  const [beforeAt, beforeCode] = query.before ? query.before.split('|') : [null, null];
  const rows = await offerHistory.read(db, (rm) =>
    db.query<{
      code: string;
      purpose: string;
      plan_key: string | null;
      expires_at: Date | null;
      created_at: Date;
      company_id: string | null;
      company_name: string | null;
      used_at: Date | null;
      used_by_offer: string | null;
      slug: string | null;
      title: string | null;
      offer_company: string | null;
    }>(
      `SELECT c.code, c.purpose, c.plan_key, c.expires_at, c.created_at, c.company_id,
              company.name AS company_name, c.used_at, c.used_by_offer,
              o.slug, o.state->'text'->>'title' AS title, o.state->'text'->>'companyName' AS offer_company
         FROM offer_code c
         LEFT JOIN company ON company.id = c.company_id
         LEFT JOIN ${rm}.offer_history_offers o ON o.offer_id = c.used_by_offer
        WHERE c.tenant = $1
          AND ($2::boolean IS NULL OR (c.used_at IS NOT NULL) = $2)
          AND ($3::text IS NULL OR strpos(c.code, upper($3)) > 0)
          AND ($4::timestamptz IS NULL OR (c.created_at, c.code) < ($4, $5))
        ORDER BY c.created_at DESC, c.code DESC
        LIMIT $6`,
      [query.tenant, query.used ?? null, query.q || null, beforeAt, beforeCode, query.limit],
    ),
  );
  const codes = rows.rows.map((row): AdminCode => ({
    code: row.code,
    purpose: row.purpose,
    planKey: row.plan_key,
    expiresAt: iso(row.expires_at),
    createdAt: row.created_at.toISOString(),
    company: row.company_id ? { id: row.company_id, name: row.company_name ?? row.company_id } : null,
    usedAt: iso(row.used_at),
    redeemedBy: row.used_by_offer
      ? { offerId: row.used_by_offer, slug: row.slug, title: row.title, companyName: row.offer_company }
      : null,
  }));
  const last = codes.at(-1);
  return { codes, next: codes.length === query.limit && last ? `${last.createdAt}|${last.code}` : null };
}

/** The admins' list of the brand's codes with who redeemed them (issue 17, item 5). */
export function adminCodeRoutes(deps: AdminCodesDeps): Router {
  const router = Router();
  router.get('/admin/codes', requireAdminToken(deps.adminToken), async (req, res) => {
    const { used, q, before, limit } = parseQuery(codesQuerySchema, req.query);
    const page = await listAdminCodes(deps.db, {
      tenant: req.tenant,
      used: used === undefined ? undefined : used === 'true',
      q,
      before,
      limit,
    });
    res.set('Cache-Control', 'no-store').json(page);
  });
  return router;
}

export const adminCodePaths: OpenApiPaths = {
  '/admin/codes': {
    get: {
      summary:
        "The brand's prepaid codes, newest first, with the company each was issued to and the offer (and its company) that redeemed it (platform admin)",
      parameters: [
        { name: 'used', in: 'query', required: false, schema: { type: 'string', enum: ['true', 'false'] } },
        {
          name: 'q',
          in: 'query',
          required: false,
          description: 'Part of the code',
          schema: { type: 'string' },
        },
        {
          name: 'before',
          in: 'query',
          required: false,
          description: "The previous page's `next`",
          schema: { type: 'string' },
        },
        { name: 'limit', in: 'query', required: false, schema: { type: 'integer', example: 50 } },
      ],
      responses: {
        200: jsonResponse(
          '{ codes: [{ code, purpose, planKey, expiresAt, createdAt, company, usedAt, redeemedBy }], next }',
        ),
        400: problemResponse('A bad used, q, before or limit (`errors.<parameter>`)'),
        404: problemResponse('Not a platform admin of this brand (nor ADMIN_TOKEN)'),
      },
    },
  },
};

import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import { z } from 'zod';
import { ValidationError, type FieldIssue } from '@tablica/domain/errors';
import { offerContentSchema } from '@tablica/domain/offers/schemas';
import { descriptionProblem } from '@tablica/domain/offers/validation/description';
import { fieldIssue } from '@tablica/domain/offers/validation/issues';
import { toFieldIssues } from '@tablica/domain/validation';
import { recordAdminActivity, requestActivity } from '@tablica/platform/admin-activity/record';
import { platformAdmin } from '@tablica/platform/http/guards';
import { jsonBody, jsonResponse, problemResponse, type OpenApiPaths } from '@tablica/platform/http/openapi';
import type { Metrics } from '@tablica/platform/observability/metrics';
import type { Queryable } from '@tablica/platform/postgres/pool';
import { sanitizeDescription } from '@tablica/platform/text/sanitize';
import { publishOffer, type OfferCommandDeps } from '../offers/handlers';
import { forgetOfferSlug, recordOfferSlug } from '../offers/slugs';

export interface AdminOfferDeps extends OfferCommandDeps {
  readonly pool: Queryable;
  /** Read-your-writes: resolves once the read models have caught up with `checkpoint` (or gave up). */
  readonly awaitReadModels: (checkpoint: string) => Promise<unknown>;
  readonly metrics?: Metrics;
}

/** The company an imported offer is for: one of this brand's (its console lists the offer), or none. */
const companyIdSchema = z.string().trim().min(1).max(200).nullable().optional();

/** The import payload: the direct path's offer (`offerContentSchema`) and the company it is for. */
export const offerImportSchema = offerContentSchema.extend({ companyId: companyIdSchema });

async function isCompanyOfBrand(db: Queryable, companyId: string, tenant: string): Promise<boolean> {
  const found = await db.query('SELECT 1 FROM company WHERE id = $1 AND tenant = $2', [companyId, tenant]);
  return found.rowCount !== 0;
}

/**
 * Platform admins' offer operations (spec §6: "JSON-import mode of the offer editor"). Under /admin,
 * which the one-process server also guards with `requireAdminToken`; the import itself needs a
 * signed-in platform admin of the brand, whose id the event records as its actor.
 */
export function adminOfferRoutes(deps: AdminOfferDeps): Router {
  const router = Router();

  router.post('/admin/offers/import', async (req, res) => {
    const admin = platformAdmin(req);
    const body: unknown = req.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      throw new ValidationError(
        [fieldIssue('', 'errors.invalidValue')],
        'The body must be the offer as a JSON object.',
      );
    const { companyId: givenCompany, ...given } = body as Record<string, unknown>;
    // The description keeps only the whitelisted markup, as the employer form's does.
    const offer =
      typeof given.body === 'string' ? { ...given, body: sanitizeDescription(given.body) } : given;

    const issues: FieldIssue[] = [];
    const parsed = offerContentSchema.safeParse(offer);
    if (!parsed.success) issues.push(...toFieldIssues(parsed.error, offer));
    const description = parsed.success ? descriptionProblem(parsed.data.body) : null;
    if (description) issues.push(fieldIssue('body', description));
    const company = companyIdSchema.safeParse(givenCompany);
    const companyId = company.success ? (company.data ?? null) : null;
    if (
      !company.success ||
      (companyId !== null && !(await isCompanyOfBrand(deps.pool, companyId, req.tenant)))
    )
      issues.push(fieldIssue('companyId', 'errors.invalidOption'));
    if (issues.length > 0) throw new ValidationError(issues, 'The imported offer is not valid.');

    const { offerId, published, checkpoint, version } = await publishOffer(deps, {
      tenant: req.tenant,
      actor: { kind: 'admin', id: admin.userId },
      companyId,
      correlationId: req.get('x-correlation-id') ?? randomUUID(),
      offer,
      // The v1 paths (edit, finish, delete) find the offer by its slug.
      slugs: {
        record: (offerId, slug) => recordOfferSlug(deps.pool, { tenant: req.tenant, offerId, slug }),
        forget: (slug) => forgetOfferSlug(deps.pool, slug),
      },
    });
    deps.metrics?.eventsAppended.inc({ type: 'OfferPublished' });
    await recordAdminActivity(
      deps.pool,
      requestActivity(req, 'offer.import', offerId, { slug: published.slug, companyId }),
    );
    await deps.awaitReadModels(checkpoint);
    res
      .status(201)
      .location(`/api/admin/offers/${offerId}/history`)
      .set('ETag', `"${version}"`)
      .json({ id: offerId, slug: published.slug });
  });

  return router;
}

export const adminOfferPaths: OpenApiPaths = {
  '/admin/offers/import': {
    post: {
      summary:
        "Import an offer from JSON and publish it at once (the offer editor's admin JSON-import mode; platform admin)",
      description:
        "The direct path's payload plus an optional `companyId` of a company of this brand (whose console then lists it). The description is sanitised to the offer whitelist. The brand's default plan applies; the event's actor is the admin.",
      requestBody: jsonBody(offerImportSchema),
      responses: {
        201: jsonResponse('{ id, slug }; Location: the offer history; ETag: the stream version', {
          type: 'object',
          properties: { id: { type: 'string', format: 'uuid' }, slug: { type: 'string' } },
        }),
        400: problemResponse(
          'Not valid: `errors` maps each field to its spec error key (also malformed JSON)',
        ),
        401: problemResponse('Nobody signed in (or only the admin token: an import needs an admin account)'),
        403: problemResponse('Signed in, but not a platform admin of this brand'),
        404: problemResponse('Admin operations are not enabled here (no ADMIN_TOKEN and no admin signed in)'),
      },
    },
  },
};

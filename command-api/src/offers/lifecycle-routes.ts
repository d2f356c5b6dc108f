import { randomUUID } from 'node:crypto';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import { z } from 'zod';
import { NotFoundError, ValidationError } from '@tablica/domain/errors';
import { canManage, managedOffer } from '@tablica/domain/offers/access';
import type { OfferCommand } from '@tablica/domain/offers/decide';
import type { ExistingOffer } from '@tablica/domain/offers/offer';
import type { Payment } from '@tablica/domain/offers/payment';
import type { OfferDraftInput } from '@tablica/domain/offers/validation/draft';
import type { OfferFormInput } from '@tablica/domain/offers/validation/form';
import { chooseOfferPlan } from '@tablica/domain/plans/catalogue';
import { defaultTenant, isTenantId } from '@tablica/domain/tenants';
import { parseOrThrow } from '@tablica/domain/validation';
import { acceptUploads, uploadedFile } from '@tablica/platform/files/upload';
import { GeocoderUnavailableError, type Geocoder } from '@tablica/platform/geocoding/port';
import { withCoordinates } from '@tablica/platform/geocoding/locations';
import { companyMember, requireCompany } from '@tablica/platform/http/guards';
import { sanitizeDescription } from '@tablica/platform/text/sanitize';
import { idempotentWrites } from '@tablica/platform/http/idempotency';
import { releaseCode, reserveCode, type CodeUse } from '../codes/redeem';
import { recaptchaVerifier, requireCaptcha, type CaptchaVerifier } from './captcha';
import {
  assertIfMatch,
  correlationIdOf,
  loadOffer,
  offerCategories,
  readOffer,
  runOnOffer,
  startOffer,
  type CommandCall,
  type CommandOutcome,
  type LoadedOffer,
  type OfferWriteDeps,
} from './commands';
import {
  draftFromFormData,
  formDataOf,
  inFormDataNames,
  isServedLogoUrl,
  parseFormData,
  patchFormData,
  sentFormData,
  shapeOf,
  workInProgressOf,
  type OfferFormData,
  type SentShape,
} from './form-data';
import { discardOfferLogo, storeOfferLogo, type OfferLogoDeps, type StoredLogo } from './logos';
import { editorView, endedView, statusOf, wasPublished } from './offer-view';
import {
  idempotencyScope,
  newAccessToken,
  offerRequester,
  optionalOfferRequester,
  type OfferRequester,
} from './requester';
import { resolveOfferSlug } from './slugs';

export interface OfferLifecycleDeps extends OfferWriteDeps, OfferLogoDeps {
  /** Read-your-writes: resolves once the read models have caught up with `checkpoint` (or gave up). */
  readonly awaitReadModels: (checkpoint: string) => Promise<unknown>;
  /** Fills in coordinates for locations sent without them (spec §8 place-not-found). */
  readonly geocoder: Geocoder;
  /** `CAPTCHA_SECRET`: initiate requires a captcha answer when set. */
  readonly captchaSecret?: string | undefined;
  /** CAPTCHA_VERIFY_URL: where answers are checked (Google's siteverify when unset). */
  readonly captchaVerifyUrl?: string | undefined;
  readonly captchaVerifier?: CaptchaVerifier | undefined;
}

const defaultShape: SentShape = { flatLocation: false, applyByEmail: false };

/** Body fields that are not part of the offer form. */
const metaFields = ['state', 'token', 'pricing_plan', 'type', 'code'];

const planBody = z.object({ pricing_plan: z.string().trim().min(1).max(60).nullish() });

/**
 * The employer offer API of spec §7 (the wizard: initiate, drafts, edits, summary, publication with a
 * code, plan changes, refresh, extension, duplicate, finish, delete) over the offer aggregate.
 * Writes take `If-Match: "<version>"` (412 when stale) and `Idempotency-Key`, and answer with the
 * stream version as `ETag`.
 */
export function offerLifecycleRoutes(deps: OfferLifecycleDeps): Router {
  const router = Router();
  const idempotent = idempotentWrites({ pool: deps.pool, scope: idempotencyScope });
  // The token is returned once; a replayed answer carries it sealed under the client's key.
  const idempotentInitiate = idempotentWrites({
    pool: deps.pool,
    scope: idempotencyScope,
    sealed: ['token'],
  });
  const logoUpload = acceptUploads([{ name: 'company_logo', kind: 'logo' }]);
  // Nobody without a token or a session streams a 5 MB logo into memory.
  const requester: RequestHandler = (req, _res, next) => {
    offerRequester(req);
    next();
  };

  const answerWrite = async (
    res: Response,
    outcome: CommandOutcome & { readonly slug: string },
    body: Record<string, unknown> = {},
    status = 200,
  ) => {
    await deps.awaitReadModels(outcome.checkpoint);
    const state = outcome.state;
    const offerId = state.status === 'initial' ? null : state.offerId;
    res
      .status(status)
      .set('ETag', `"${outcome.version}"`)
      .set('Cache-Control', 'no-store')
      .json({
        id: offerId,
        slug: outcome.slug,
        status: state.status === 'initial' ? null : statusOf(state, deps.now()),
        version: outcome.version,
        ...body,
      });
  };

  const callOf = (req: Request, who: Pick<OfferRequester, 'actor'>): CommandCall => ({
    tenant: req.tenant,
    actor: who.actor,
    correlationId: correlationIdOf(req),
  });

  /** The offer and the requester, 404 for anyone who may not manage it. */
  const managed = async (req: Request) => {
    const who = offerRequester(req);
    const offer = await loadOffer(deps, req.tenant, String(req.params.slug));
    // Strangers learn nothing, not even the version: 404 before 412.
    const current = managedOffer(offer.state, who.requester);
    assertIfMatch(req, offer);
    return { who, offer, current };
  };

  // ── Creating an offer ───────────────────────────────────────────────────────────────────────────

  router.post(
    '/v1/offers/initiate',
    requireCaptcha({
      secret: deps.captchaSecret,
      verifier:
        deps.captchaVerifier ??
        (deps.captchaSecret
          ? recaptchaVerifier({ secret: deps.captchaSecret, url: deps.captchaVerifyUrl })
          : undefined),
      action: 'offer_initiate',
    }),
    idempotentInitiate,
    async (req, res) => {
      const { pricing_plan } = parseOrThrow(planBody, req.body ?? {});
      const plan = inWireNames(() => chooseOfferPlan(tenantOf(req), pricing_plan ?? undefined));
      const { token, hash } = newAccessToken();
      const outcome = await startOffer(
        deps,
        null,
        ({ offerId, slug }) => ({
          type: 'InitiateOffer',
          data: { offerId, slug, plan, accessTokenHash: hash },
        }),
        callOf(req, { actor: { kind: 'anonymous', id: 'offer-token-holder' } }),
      );
      await deps.awaitReadModels(outcome.checkpoint);
      res
        .status(201)
        .location(`/api/v1/offers/${outcome.slug}`)
        .set('ETag', `"${outcome.version}"`)
        .set('Cache-Control', 'no-store')
        .json({ slug: outcome.slug, token, id: outcome.offerId });
    },
  );

  router.post(
    '/v2/employer-panel/offers/drafts',
    requireCompany('offers.manage'),
    logoUpload,
    idempotent,
    async (req, res) => {
      const { companyId, account } = companyMember(req, 'offers.manage');
      const { sent, meta } = formFields(req.body);
      const shape = shapeOf(sent);
      const { pricing_plan } = inWireNames(() => parseOrThrow(planBody, { pricing_plan: meta.pricing_plan }));
      const plan = inWireNames(() => chooseOfferPlan(tenantOf(req), pricing_plan ?? undefined));
      const form = inWireNames(() => parseFormData(sent), shape);
      const offerId = randomUUID();
      const logo = await uploadedLogo(req, offerId);
      try {
        const logoUrl = logo?.url ?? keptLogoUrl(form, null);
        const draft = await located(draftOf(form, req.tenant, logoUrl), false, shape);
        const outcome = await startOffer(
          deps,
          form.title,
          ({ slug }) => ({ type: 'CreateOfferDraft', data: { offerId, slug, companyId, plan, draft } }),
          callOf(req, { actor: { kind: 'employer', id: account.userId } }),
          offerId,
        );
        res.location(`/api/v1/offers/${outcome.slug}`);
        await answerWrite(res, outcome, {}, 201);
      } catch (error) {
        if (logo) await discardOfferLogo(deps, logo).catch(() => undefined);
        throw inFormDataNames(error, shapeOf(sent, form));
      }
    },
  );

  router.post('/v2/employer-panel/offers/:slug/duplicate', idempotent, async (req, res) => {
    const who = offerRequester(req);
    const source = await loadOffer(deps, req.tenant, String(req.params.slug));
    const title = titleOf(source);
    const outcome = await startOffer(
      deps,
      title,
      ({ offerId, slug }) => ({
        type: 'CopyOffer',
        data: { offerId, slug, source: source.state, by: who.requester },
      }),
      callOf(req, who),
    );
    res.location(`/api/v1/offers/${outcome.slug}`);
    await answerWrite(res, outcome, { copiedFrom: { id: source.offerId, slug: source.slug } }, 201);
  });

  // ── Reading ─────────────────────────────────────────────────────────────────────────────────────

  // Shared with the candidate side's offer page (query-api): with `?token`, or for a signed-in member
  // or admin who may manage the offer, this is the editor's view; for anyone else the candidate's.
  router.get('/v1/offers/:slug', async (req, res, next) => {
    const who = optionalOfferRequester(req);
    if (!who) return next();
    const byToken = who.requester.kind === 'token';
    let offer: LoadedOffer;
    try {
      offer = await loadOffer(deps, req.tenant, req.params.slug);
      if (offer.state.status === 'initial' || !canManage(offer.state, who.requester))
        throw new NotFoundError('offer.not_found', 'There is no such offer.');
      if (offer.state.status === 'deleted')
        throw new NotFoundError('offer.deleted', 'This offer has been deleted.');
    } catch (error) {
      if (!byToken && error instanceof NotFoundError) return next();
      throw error;
    }
    res
      .set('ETag', `"${offer.version}"`)
      .set('Cache-Control', 'private, no-store')
      .set('Vary', 'Cookie')
      .json(editorView(offer.state, offer.version, deps.now()));
  });

  router.get('/v2/employer-panel/offers/end/:slug', async (req, res) => {
    const { offerId } = await resolveOfferSlug(deps.pool, req.tenant, req.params.slug);
    const { state } = await readOffer(deps.store, offerId);
    const who = optionalOfferRequester(req);
    const visible =
      state.status !== 'initial' &&
      state.status !== 'deleted' &&
      (wasPublished(state) || (who !== null && canManage(state, who.requester)));
    if (!visible) throw new NotFoundError('offer.not_found', 'There is no such offer.');
    res.set('Cache-Control', 'private, no-store').json(endedView(state, deps.now()));
  });

  // ── Editing ─────────────────────────────────────────────────────────────────────────────────────

  router.patch('/v1/offers/:slug', requester, logoUpload, idempotent, async (req, res) => {
    const { who, offer, current } = await managed(req);
    const { sent, meta } = formFields(req.body);
    const draftStep = current.status === 'draft' || current.status === 'summary';
    const before = currentForm(current);
    const merged = before ? patchFormData(before, sent) : sent;
    let shape = shapeOf(sent);
    const form = inWireNames(() => parseFormData(merged), shape);
    shape = shapeOf(sent, form);
    const logo = await uploadedLogo(req, offer.offerId);
    try {
      const logoUrl = logo?.url ?? keptLogoUrl(form, before?.company_logo_url ?? null);
      const workInProgress = workInProgressOf(meta);
      const draft = await located(draftOf(form, req.tenant, logoUrl), !draftStep || workInProgress, shape);
      const command: OfferCommand = draftStep
        ? { type: 'EditOfferDraft', data: { by: who.requester, draft, workInProgress } }
        : { type: 'EditOffer', data: { by: who.requester, offer: draft as unknown as OfferFormInput } };
      const outcome = await runOnOffer(deps, offer, command, callOf(req, who));
      await answerWrite(res, { ...outcome, slug: offer.slug });
    } catch (error) {
      if (logo) await discardOfferLogo(deps, logo).catch(() => undefined);
      throw inFormDataNames(error, shape);
    }
  });

  router.post('/v1/offers/:slug/summary', idempotent, async (req, res) => {
    const { who, offer, current } = await managed(req);
    const outcome = await inWireNamesAsync(
      () =>
        runOnOffer(deps, offer, { type: 'SubmitOfferDraft', data: { by: who.requester } }, callOf(req, who)),
      shapeOf({}, currentForm(current) ?? undefined),
    );
    await answerWrite(res, { ...outcome, slug: offer.slug });
  });

  router.patch('/v1/offers/:slug/plan', idempotent, async (req, res) => {
    const { who, offer } = await managed(req);
    const { pricing_plan } = inWireNames(() => parseOrThrow(planBody, req.body ?? {}));
    const plan = inWireNames(() => chooseOfferPlan(tenantOf(req), pricing_plan ?? undefined));
    const outcome = await runOnOffer(
      deps,
      offer,
      { type: 'ChangeOfferPlan', data: { by: who.requester, plan } },
      callOf(req, who),
    );
    await answerWrite(res, { ...outcome, slug: offer.slug }, { planKey: plan.key });
  });

  // ── Paying with a code ──────────────────────────────────────────────────────────────────────────

  /**
   * The code is spent (atomically: of two concurrent redemptions one wins) before the command runs,
   * with the offer's company and plan; if the command is then refused, it is given back.
   */
  const payWithCode =
    (use: CodeUse, command: (by: OfferRequester['requester'], payment: Payment) => OfferCommand) =>
    async (req: Request, res: Response) => {
      const code = codeOf(req);
      const { who, offer, current } = await managed(req);
      const payment = await reserveCode(deps.pool, {
        code,
        tenant: req.tenant,
        companyId: current.owner?.companyId ?? null,
        offerId: offer.offerId,
        purpose: use,
        planKey: current.plan.key,
      });
      let outcome: CommandOutcome;
      try {
        outcome = await inWireNamesAsync(
          () => runOnOffer(deps, offer, command(who.requester, payment), callOf(req, who)),
          shapeOf({}, currentForm(current) ?? undefined),
        );
      } catch (error) {
        if (payment.kind === 'code' && payment.valid)
          await releaseCode(deps.pool, payment.code, offer.offerId).catch((release: unknown) =>
            req.log.error({ err: release, offerId: offer.offerId }, 'code not released'),
          );
        throw error;
      }
      await answerWrite(res, { ...outcome, slug: offer.slug }, datesOf(outcome.state));
    };

  router.post(
    '/v1/offers/:slug/publish-with-code',
    idempotent,
    payWithCode('publish', (by, payment) => ({ type: 'PublishOffer', data: { by, payment } })),
  );
  router.post(
    '/v1/offers/:slug/extend-with-code',
    idempotent,
    payWithCode('extend', (by, payment) => ({ type: 'ExtendOffer', data: { by, payment } })),
  );
  router.post(
    '/v2/employer-panel/offers/:slug/refresh',
    idempotent,
    payWithCode('refresh', (by, payment) => ({ type: 'RefreshOffer', data: { by, payment } })),
  );

  // ── Ending ──────────────────────────────────────────────────────────────────────────────────────

  router.post('/v1/offers/:slug/finish-recruitment', idempotent, async (req, res) => {
    const { who, offer } = await managed(req);
    const outcome = await runOnOffer(
      deps,
      offer,
      { type: 'FinishRecruitment', data: { by: who.requester } },
      callOf(req, who),
    );
    await answerWrite(res, { ...outcome, slug: offer.slug }, datesOf(outcome.state));
  });

  router.delete('/v1/offers/:slug', idempotent, async (req, res) => {
    const { who, offer } = await managed(req);
    const outcome = await runOnOffer(
      deps,
      offer,
      { type: 'DeleteOffer', data: { by: who.requester } },
      callOf(req, who),
    );
    await deps.awaitReadModels(outcome.checkpoint);
    res.status(204).set('ETag', `"${outcome.version}"`).send();
  });

  // ── Pieces ──────────────────────────────────────────────────────────────────────────────────────

  async function uploadedLogo(req: Request, offerId: string): Promise<StoredLogo | null> {
    const upload = uploadedFile(req, 'company_logo');
    return upload ? storeOfferLogo(deps, upload, { offerId, tenant: req.tenant }) : null;
  }

  /** Locations sent without coordinates get them from the geocoder; strictly, a place not found is an error. */
  async function located(
    draft: OfferDraftInput,
    strict: boolean,
    shape: SentShape,
  ): Promise<OfferDraftInput> {
    const locations = draft.locations ?? [];
    if (locations.length === 0) return draft;
    const found: (typeof locations)[number][] = [];
    const missing: number[] = [];
    for (const [index, location] of locations.entries()) {
      try {
        found.push(...(await withCoordinates(deps.geocoder, [location])));
      } catch (error) {
        // Unreachable geocoder: the form reports the missing coordinates, which can be typed in.
        if (error instanceof GeocoderUnavailableError) found.push(location);
        else if (error instanceof ValidationError) {
          missing.push(index);
          found.push(location);
        } else throw error;
      }
    }
    if (strict && missing.length > 0)
      throw inFormDataNames(
        new ValidationError(
          missing.map((index) => ({
            path: `locations.${index}.city`,
            code: 'errors.coordinatesRequired',
            message: 'Place not found, verify the address.',
          })),
          'Place not found, verify the address.',
        ),
        shape,
      );
    return { ...draft, locations: found };
  }

  return router;
}

const tenantOf = (req: Request) => (isTenantId(req.tenant) ? req.tenant : defaultTenant);

/** The form fields sent (JSON, multipart, or JSON in a multipart `offer` part) and the fields beside them. */
function formFields(body: unknown): { sent: Record<string, unknown>; meta: Record<string, unknown> } {
  const sent = sentFormData(body);
  const meta: Record<string, unknown> = {};
  for (const field of metaFields) {
    if (field in sent) meta[field] = sent[field];
    delete sent[field];
  }
  return { sent, meta };
}

/** The domain's draft from the wire form, its description sanitised to the whitelist before `decide`. */
function draftOf(form: OfferFormData, tenant: string, logoUrl: string | null): OfferDraftInput {
  const draft = draftFromFormData(form, offerCategories(tenant), logoUrl);
  return typeof draft.body === 'string' ? { ...draft, body: sanitizeDescription(draft.body) } : draft;
}

function currentForm(offer: ExistingOffer): OfferFormData | null {
  if (offer.status === 'deleted') return null;
  return formDataOf(offer.status === 'draft' ? offer.draft : offer.content);
}

/** The logo a form keeps: removed (null or empty), unchanged, or a logo this board serves. */
function keptLogoUrl(form: OfferFormData, current: string | null): string | null {
  const url = form.company_logo_url;
  if (url === null || url === undefined || url === '') return null;
  if (url === current || isServedLogoUrl(url)) return url;
  throw new ValidationError([
    { path: 'company_logo', code: 'errors.invalidValue', message: 'Send the logo as a file (company_logo).' },
  ]);
}

function titleOf(offer: LoadedOffer): string | null {
  const state = offer.state;
  if (state.status === 'initial' || state.status === 'deleted') return null;
  return state.status === 'draft' ? (state.draft.title ?? null) : state.content.title;
}

function codeOf(req: Request): string {
  const fromQuery = req.query.code;
  const fromBody = (req.body as { code?: unknown } | undefined)?.code;
  const code = typeof fromQuery === 'string' ? fromQuery : typeof fromBody === 'string' ? fromBody : '';
  if (code.trim() === '')
    throw new ValidationError([{ path: 'code', code: 'errors.required', message: 'Enter the code.' }]);
  return code;
}

function datesOf(state: CommandOutcome['state']) {
  return {
    publishAt: state.status === 'scheduled' ? state.publishAt : null,
    publishedAt: 'publishedAt' in state ? state.publishedAt : null,
    expiredAt: 'expiredAt' in state ? state.expiredAt : null,
    finishedAt: state.status === 'finished' ? state.finishedAt : null,
  };
}

function inWireNames<T>(work: () => T, shape: SentShape = defaultShape): T {
  try {
    return work();
  } catch (error) {
    throw inFormDataNames(error, shape);
  }
}

async function inWireNamesAsync<T>(work: () => Promise<T>, shape: SentShape = defaultShape): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw inFormDataNames(error, shape);
  }
}

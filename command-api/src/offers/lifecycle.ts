import { type Request, type RequestHandler, type Response } from 'express';
import { z } from 'zod';
import { ValidationError } from '@tablica/domain/errors';
import { managedOffer } from '@tablica/domain/offers/access';
import type { ExistingOffer } from '@tablica/domain/offers/offer';
import type { OfferDraftInput } from '@tablica/domain/offers/validation/draft';
import { defaultTenant, isTenantId } from '@tablica/domain/tenants';
import { acceptUploads, uploadedFile } from '@tablica/platform/files/upload';
import { GeocoderUnavailableError, type Geocoder } from '@tablica/platform/geocoding/port';
import { withCoordinates } from '@tablica/platform/geocoding/locations';
import { sanitizeDescription } from '@tablica/platform/text/sanitize';
import { idempotentWrites } from '@tablica/platform/http/idempotency';
import { type CaptchaVerifier } from './captcha';
import {
  assertIfMatch,
  correlationIdOf,
  loadOffer,
  offerCategories,
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
  sentFormData,
  type OfferFormData,
  type SentShape,
} from './form-data';
import { storeOfferLogo, type OfferLogoDeps, type StoredLogo } from './logos';
import { statusOf } from './offer-view';
import { idempotencyScope, offerRequester, type OfferRequester } from './requester';

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

export const planBody = z.object({ pricing_plan: z.string().trim().min(1).max(60).nullish() });

/**
 * What every use case of the employer offer API (spec §7: creating, reading, editing, paying, ending)
 * shares: the idempotency and upload middleware, the requester's checks, and the answer of a write.
 * Writes take `If-Match: "<version>"` (412 when stale) and `Idempotency-Key`, and answer with the
 * stream version as `ETag`.
 */
export function offerLifecycle(deps: OfferLifecycleDeps) {
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

  return {
    deps,
    idempotent,
    idempotentInitiate,
    logoUpload,
    requester,
    answerWrite,
    callOf,
    managed,
    uploadedLogo,
    located,
  };
}

export type OfferLifecycle = ReturnType<typeof offerLifecycle>;

export const tenantOf = (req: Request) => (isTenantId(req.tenant) ? req.tenant : defaultTenant);

/** The form fields sent (JSON, multipart, or JSON in a multipart `offer` part) and the fields beside them. */
export function formFields(body: unknown): { sent: Record<string, unknown>; meta: Record<string, unknown> } {
  const sent = sentFormData(body);
  const meta: Record<string, unknown> = {};
  for (const field of metaFields) {
    if (field in sent) meta[field] = sent[field];
    delete sent[field];
  }
  return { sent, meta };
}

/** The domain's draft from the wire form, its description sanitised to the whitelist before `decide`. */
export function draftOf(form: OfferFormData, tenant: string, logoUrl: string | null): OfferDraftInput {
  const draft = draftFromFormData(form, offerCategories(tenant), logoUrl);
  return typeof draft.body === 'string' ? { ...draft, body: sanitizeDescription(draft.body) } : draft;
}

export function currentForm(offer: ExistingOffer): OfferFormData | null {
  if (offer.status === 'deleted') return null;
  return formDataOf(offer.status === 'draft' ? offer.draft : offer.content);
}

/** The logo a form keeps: removed (null or empty), unchanged, or a logo this board serves. */
export function keptLogoUrl(form: OfferFormData, current: string | null): string | null {
  const url = form.company_logo_url;
  if (url === null || url === undefined || url === '') return null;
  if (url === current || isServedLogoUrl(url)) return url;
  throw new ValidationError([
    { path: 'company_logo', code: 'errors.invalidValue', message: 'Send the logo as a file (company_logo).' },
  ]);
}

export function titleOf(offer: LoadedOffer): string | null {
  const state = offer.state;
  if (state.status === 'initial' || state.status === 'deleted') return null;
  return state.status === 'draft' ? (state.draft.title ?? null) : state.content.title;
}

export function codeOf(req: Request): string {
  const fromQuery = req.query.code;
  const fromBody = (req.body as { code?: unknown } | undefined)?.code;
  const code = typeof fromQuery === 'string' ? fromQuery : typeof fromBody === 'string' ? fromBody : '';
  if (code.trim() === '')
    throw new ValidationError([{ path: 'code', code: 'errors.required', message: 'Enter the code.' }]);
  return code;
}

export function datesOf(state: CommandOutcome['state']) {
  return {
    publishAt: state.status === 'scheduled' ? state.publishAt : null,
    publishedAt: 'publishedAt' in state ? state.publishedAt : null,
    expiredAt: 'expiredAt' in state ? state.expiredAt : null,
    finishedAt: state.status === 'finished' ? state.finishedAt : null,
  };
}

export function inWireNames<T>(work: () => T, shape: SentShape = defaultShape): T {
  try {
    return work();
  } catch (error) {
    throw inFormDataNames(error, shape);
  }
}

export async function inWireNamesAsync<T>(
  work: () => Promise<T>,
  shape: SentShape = defaultShape,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw inFormDataNames(error, shape);
  }
}

import { z } from 'zod';
import { jsonBody, jsonResponse, problemResponse, type OpenApiPaths } from '@tablica/platform/http/openapi';
import { offerFormDataSchema } from './form-data';

/** OpenAPI entries of the offer lifecycle's use cases (creating, reading, editing, paying, ending). */

const slug = { name: 'slug', in: 'path', required: true, schema: { type: 'string' } };
const token = {
  name: 'token',
  in: 'query',
  required: false,
  schema: { type: 'string' },
  description: 'The editor token initiate returned; else the signed-in company member or platform admin',
};
const code = {
  name: 'code',
  in: 'query',
  required: true,
  schema: { type: 'string', example: 'K7QD-2MXP-9HTA-WV3C' },
  description: 'A prepaid code (also accepted as `code` in the body)',
};
const ifMatch = {
  name: 'If-Match',
  in: 'header',
  required: false,
  schema: { type: 'string', example: '"3"' },
  description: 'The version (ETag) the client last saw; another current version answers 412',
};
const idempotencyKey = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  schema: { type: 'string', maxLength: 255 },
  description:
    'A retry with the same key and request gets the first successful answer again (Idempotent-Replayed: true) and changes nothing',
};
const writeHeaders = [ifMatch, idempotencyKey];

const writeAnswer = (description: string) =>
  jsonResponse(`${description}. ETag: the new stream version`, {
    type: 'object',
    properties: {
      id: { type: 'string', format: 'uuid' },
      slug: { type: 'string' },
      status: {
        type: 'string',
        enum: ['draft', 'summary', 'scheduled', 'published', 'expired', 'finished', 'deleted'],
      },
      version: { type: 'integer' },
    },
  });

const writeProblems = {
  401: problemResponse('auth.unauthenticated: no token and nobody signed in'),
  403: problemResponse('auth.not_an_employer, auth.role_forbidden'),
  404: problemResponse(
    'offer.not_found (no such offer on this brand, a wrong token, another company’s), offer.deleted',
  ),
  409: problemResponse('idempotency.in_progress; or the offer is not in a state for this (offer.* codes)'),
  412: problemResponse('stream_version_conflict: If-Match is stale, or a concurrent write came first'),
  422: problemResponse('idempotency.key_reused: the Idempotency-Key was used for another request'),
};

const formBody = {
  required: true,
  content: {
    ...jsonBody(offerFormDataSchema.extend({ state: z.literal('workInProgress').optional() })).content,
    'multipart/form-data': {
      schema: {
        type: 'object',
        description:
          'The same fields as text parts (arrays as `required_skills[0][name]`), or the whole form as JSON in one `offer` part; plus the logo',
        properties: {
          offer: { type: 'string', description: 'The form as JSON' },
          company_logo: { type: 'string', format: 'binary', description: 'JPEG or PNG, at most 5 MB' },
          state: { type: 'string', enum: ['workInProgress'] },
        },
      },
    },
  },
};

const formProblems =
  'Field issues in form-data names with spec §8 keys, e.g. title: errors.tooManyUppercase, contact_name: errors.contactNameSpace, employment_types.0.to: errors.salaryToTooHigh, required_skills.1.name: errors.duplicateSkill, city: errors.coordinatesRequired (place not found), company_logo: errors.invalidFileType';

const planBody = jsonBody(z.object({ pricing_plan: z.string().optional() }));

export const offerLifecyclePaths: OpenApiPaths = {
  '/v1/offers/initiate': {
    post: {
      summary:
        'Start an anonymous offer draft; the answer carries the editor token, returned only here (stored as its hash). With CAPTCHA_SECRET set the Recaptcha-Token header is required (its answer is not yet checked with the provider).',
      parameters: [
        { name: 'Recaptcha-Token', in: 'header', required: false, schema: { type: 'string' } },
        idempotencyKey,
      ],
      requestBody: planBody,
      responses: {
        201: jsonResponse('The new draft: { slug, token, id }; Location: its editor URL', {
          type: 'object',
          properties: { slug: { type: 'string' }, token: { type: 'string' }, id: { type: 'string' } },
        }),
        400: problemResponse('pricing_plan: errors.invalidOption'),
        403: problemResponse('captcha.required, captcha.failed'),
      },
    },
  },
  '/v2/employer-panel/offers/drafts': {
    post: {
      summary: 'Start an offer draft for the signed-in company (any part of the form may be missing)',
      parameters: [idempotencyKey],
      requestBody: {
        ...formBody,
        description: 'The offer form, plus `pricing_plan` (default pro)',
      },
      responses: {
        201: writeAnswer('The new draft; Location: its editor URL'),
        400: problemResponse(formProblems),
        401: writeProblems[401],
        403: writeProblems[403],
      },
    },
  },
  '/v1/offers/{slug}': {
    get: {
      summary:
        'The offer as its editor needs it (with ?token, or for a signed-in member or admin who may manage it; anyone else gets the candidate view)',
      parameters: [slug, token],
      responses: {
        200: jsonResponse(
          '{ id, slug, status, planKey, limits, limitsSubType, creationType, copiedFrom, workInProgress, publishAt, publishedAt, firstPublishedAt, expiredAt, finishedAt, version, form } where form uses the spec §3 form-data names; ETag: the stream version',
        ),
        404: writeProblems[404],
      },
    },
    patch: {
      summary:
        'Save the offer form: the fields sent replace the current ones. A draft is saved loosely (`state: workInProgress` asks for full validation); a published or scheduled offer is edited (full validation, dates unchanged)',
      parameters: [slug, token, ...writeHeaders],
      requestBody: formBody,
      responses: {
        200: writeAnswer('{ id, slug, status, version }'),
        400: problemResponse(formProblems),
        ...writeProblems,
      },
    },
    delete: {
      summary:
        'Delete an inactive offer (draft, summary, scheduled, expired, finished); an active one is finished first',
      parameters: [slug, token, ...writeHeaders],
      responses: {
        204: { description: 'Deleted; ETag: the new stream version' },
        ...writeProblems,
        409: problemResponse('offer.active: finish the recruitment first'),
      },
    },
  },
  '/v1/offers/{slug}/summary': {
    post: {
      summary: 'The summary step: the draft must pass full validation; it is then what gets paid for',
      parameters: [slug, token, ...writeHeaders],
      responses: {
        200: writeAnswer('The offer at the summary step'),
        400: problemResponse(formProblems),
        ...writeProblems,
      },
    },
  },
  '/v1/offers/{slug}/plan': {
    patch: {
      summary: 'Choose another plan for a draft (back to the draft step: the summary is passed again)',
      parameters: [slug, token, ...writeHeaders],
      requestBody: planBody,
      responses: {
        200: writeAnswer('{ id, slug, status, version, planKey }'),
        400: problemResponse('pricing_plan: errors.invalidOption'),
        ...writeProblems,
      },
    },
  },
  '/v1/offers/{slug}/publish-with-code': {
    post: {
      summary:
        'Pay with a code and publish now, or at the form’s publish_at (then status scheduled). The code is spent once: of two concurrent redemptions one wins',
      parameters: [slug, code, ...writeHeaders],
      requestBody: jsonBody(z.object({ token: z.string().optional() })),
      responses: {
        200: writeAnswer('{ id, slug, status, version, publishAt, publishedAt, expiredAt }'),
        400: problemResponse(
          'code: errors.incorrectCode (unknown, used, another company’s or plan’s), errors.required',
        ),
        ...writeProblems,
        409: problemResponse('offer.summary_required, offer.already_published'),
      },
    },
  },
  '/v1/offers/{slug}/extend-with-code': {
    post: {
      summary: 'Pay with a code to push an active offer’s expiry back by the plan’s duration',
      parameters: [slug, code, ...writeHeaders],
      requestBody: jsonBody(z.object({ token: z.string().optional() })),
      responses: {
        200: writeAnswer('{ id, slug, status, version, publishedAt, expiredAt }'),
        400: problemResponse('code: errors.incorrectCode, errors.required'),
        ...writeProblems,
        409: problemResponse('offer.not_published, offer.expired, offer.finished'),
      },
    },
  },
  '/v2/employer-panel/offers/{slug}/refresh': {
    post: {
      summary: 'Republish an active offer with a (publication) code: a new publication period from now',
      parameters: [slug, code, ...writeHeaders],
      responses: {
        200: writeAnswer('{ id, slug, status, version, publishedAt, expiredAt }'),
        400: problemResponse('code: errors.incorrectCode, errors.required'),
        ...writeProblems,
        409: problemResponse('offer.not_published, offer.expired, offer.finished'),
      },
    },
  },
  '/v2/employer-panel/offers/{slug}/duplicate': {
    post: {
      summary: 'Copy an offer (any but deleted) into a new draft that records where it came from',
      parameters: [slug, token, idempotencyKey],
      responses: {
        201: writeAnswer(
          '{ id, slug, status: draft, version, copiedFrom: { id, slug } }; Location: its editor URL',
        ),
        ...writeProblems,
      },
    },
  },
  '/v1/offers/{slug}/finish-recruitment': {
    post: {
      summary: 'End an active offer’s recruitment early',
      parameters: [slug, token, ...writeHeaders],
      responses: {
        200: writeAnswer('{ id, slug, status: finished, version, finishedAt, expiredAt }'),
        ...writeProblems,
        409: problemResponse('offer.not_published, offer.expired, offer.finished'),
      },
    },
  },
  '/v2/employer-panel/offers/end/{slug}': {
    get: {
      summary:
        'What the “offer ended” screen shows; public for offers that were published, else for whoever may manage it',
      parameters: [slug, token],
      responses: {
        200: jsonResponse('{ slug, title, status, expiredAt }'),
        404: problemResponse('offer.not_found'),
      },
    },
  },
};

import { applicationStatuses } from '@tablica/domain/applications/application';
import { maxMessageLength } from '@tablica/domain/applications/form';
import { jsonBody, jsonResponse, problemResponse, type OpenApiPaths } from '@tablica/platform/http/openapi';
import { statusChangeSchema } from './changing-status';
import { applyFeedbackSchema } from './feedback';
import { erasureRequestSchema } from '@tablica/domain/applications/erasure-request';

const uuidParameter = (name: string) => ({
  name,
  in: 'path',
  required: true,
  schema: { type: 'string', format: 'uuid' },
});
const header = (name: string, description: string) => ({
  name,
  in: 'header',
  required: false,
  schema: { type: 'string' },
  description,
});
const idempotencyKey = header(
  'Idempotency-Key',
  'A retry with the same key and request creates one application and replays the answer',
);
const recaptcha = header(
  'Recaptcha-Token',
  'reCAPTCHA v3 answer; required when the server has CAPTCHA_SECRET',
);
const ifMatch = header(
  'If-Match',
  'The ETag (version) of the application as last read; another version is 412',
);
const idempotencyProblems = {
  409: problemResponse(
    'idempotency.in_progress; application.offer_expired ("Offer expired"), application.external_apply, application.exists',
  ),
  422: problemResponse('idempotency.key_reused'),
};
const employerOnly = {
  401: problemResponse('auth.unauthenticated'),
  403: problemResponse('auth.not_an_employer, auth.role_forbidden'),
  404: problemResponse("application.not_found (also another company's or tenant's application: never 403)"),
};
const candidateOnly = {
  401: problemResponse('auth.unauthenticated'),
  403: problemResponse('auth.not_a_candidate'),
  404: problemResponse('application.not_found (also anybody else’s)'),
};
const cvTypes = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'image/jpeg',
  'image/png',
];

export const applicationPaths: OpenApiPaths = {
  '/v1/offers/{id}/applications': {
    post: {
      summary:
        'Apply to an offer through the board (spec §5 apply form); 201 { id, applicationId, source }. Mails the offer contact (no CV attached) and the candidate',
      parameters: [uuidParameter('id'), recaptcha, idempotencyKey],
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              required: ['name', 'email'],
              properties: {
                name: { type: 'string' },
                email: { type: 'string', format: 'email' },
                message: {
                  type: 'string',
                  maxLength: maxMessageLength,
                  description: 'Required unless a CV is sent',
                },
                source: {
                  type: 'string',
                  enum: ['1_click_apply', 'apply_form'],
                  description: 'Informative: the server decides (spec §4)',
                },
                future_consent_accepted: { type: 'string', enum: ['1', '0', 'true', 'false'] },
                custom_consent_accepted: { type: 'string', enum: ['1', '0', 'true', 'false'] },
                candidate_id: { type: 'string', description: 'Ignored unless it is the signed-in candidate' },
                document_id: {
                  type: 'string',
                  format: 'uuid',
                  description: 'A saved CV of the signed-in candidate, instead of an attachment',
                },
                attachment: {
                  type: 'string',
                  format: 'binary',
                  description: 'PDF, DOCX, JPEG or PNG (by content and extension), at most 5,000,000 bytes',
                },
              },
            },
          },
        },
      },
      responses: {
        201: jsonResponse('The application', {
          type: 'object',
          properties: {
            id: { type: 'string', format: 'uuid' },
            applicationId: { type: 'string', format: 'uuid' },
            source: { type: 'string' },
          },
        }),
        400: problemResponse(
          'validation_failed: errors.required, errors.email, errors.tooLong, errors.messageOrAttachment, errors.fileTooLarge, errors.invalidFileType, errors.corruptedFile, errors.infectedFile, upload.*',
        ),
        403: problemResponse('captcha.required, captcha.failed'),
        404: problemResponse('offer.not_found, candidate.document_not_found'),
        ...idempotencyProblems,
        429: problemResponse('application.too_many (per IP and per e-mail; Retry-After header)'),
      },
    },
  },
  '/v2/user-panel/offers/{id}/track-redirects': {
    post: {
      summary:
        "Record a candidate leaving for the offer's own apply page; 201 { apply_url, redirect_id, redirectId }",
      parameters: [uuidParameter('id'), recaptcha, idempotencyKey],
      responses: {
        201: jsonResponse('Where to go and the redirect id'),
        403: problemResponse('captcha.required, captcha.failed'),
        404: problemResponse('offer.not_found'),
        409: problemResponse(
          'application.offer_expired, application.no_redirect (the offer applies through the form)',
        ),
      },
    },
  },
  '/v2/user-panel/applications/{id}/feedback': {
    post: {
      summary:
        'The answer to the success screen’s "How was applying?" for the application just sent; recorded as a structured log line (applyFeedback)',
      parameters: [uuidParameter('id')],
      requestBody: jsonBody(applyFeedbackSchema),
      responses: {
        204: { description: 'Recorded' },
        400: problemResponse('feedback.invalid'),
        404: problemResponse('application.not_found'),
        429: problemResponse('application.too_many'),
      },
    },
  },
  '/v2/user-panel/applications/redirects/{redirectId}/confirm': {
    post: {
      summary:
        'The signed-in candidate completed the application on the employer’s page (it enters their history)',
      parameters: [uuidParameter('redirectId')],
      responses: { 200: jsonResponse('{ redirectId, isConfirmed: true }'), ...candidateOnly },
    },
  },
  '/v2/user-panel/applications/redirects/{redirectId}': {
    delete: {
      summary: 'The signed-in candidate did not complete it: the redirect is removed',
      parameters: [uuidParameter('redirectId')],
      responses: { 204: { description: 'Removed' }, ...candidateOnly },
    },
  },
  '/v1/applications/erasure': {
    post: {
      summary:
        'Erase one application with the code of the erasure link in its confirmation mail (no account needed): CV file deleted, personal data crypto-shredded. The code is valid until the application’s retention date; erasing an erased application answers 200 again',
      requestBody: jsonBody(erasureRequestSchema),
      responses: {
        200: jsonResponse('Erased', {
          type: 'object',
          required: ['erased'],
          properties: { erased: { type: 'boolean', const: true } },
        }),
        400: problemResponse('validation_failed: errors.required, errors.tooLong'),
        404: problemResponse(
          'application.invalid_erasure_link (forged, cut, another brand’s or another purpose’s code)',
        ),
        409: problemResponse('application.erasure_link_expired (past the application’s retention date)'),
        429: problemResponse('application.too_many (per IP; Retry-After header)'),
      },
    },
  },
  '/v2/candidate-panel/applications': {
    delete: {
      summary:
        'Erase every application the signed-in candidate sent: CV files deleted, personal data crypto-shredded (gone after a projection rebuild too)',
      responses: { 200: jsonResponse('{ erased: number }'), ...candidateOnly },
    },
  },
  '/v2/candidate-panel/applications/{id}': {
    delete: {
      summary: 'Withdraw one of own applications',
      parameters: [uuidParameter('id')],
      responses: { 204: { description: 'Withdrawn' }, ...candidateOnly },
    },
  },
  '/v2/employer-panel/applications/{id}/status': {
    patch: {
      summary: `Change an application's status (${applicationStatuses.join(', ')}) with an optional note; ETag of the new version`,
      parameters: [uuidParameter('id'), ifMatch, idempotencyKey],
      requestBody: jsonBody(statusChangeSchema),
      responses: {
        200: jsonResponse('{ id, status, version, changed }'),
        400: problemResponse('validation_failed'),
        ...employerOnly,
        409: problemResponse('application.closed (withdrawn or erased), idempotency.in_progress'),
        412: problemResponse('stream_version_conflict: If-Match names another version'),
        422: problemResponse('idempotency.key_reused'),
      },
    },
  },
  '/v2/employer-panel/applications/{id}': {
    delete: {
      summary: 'Delete an application from the console',
      parameters: [uuidParameter('id'), ifMatch],
      responses: {
        204: { description: 'Deleted' },
        ...employerOnly,
        412: problemResponse('stream_version_conflict'),
      },
    },
  },
  '/v1/offers/{slug}/applications/{id}/download': {
    get: {
      summary:
        "The application's CV (attachment, its real type, nosniff, no-store); every download is audited for the company's owners",
      parameters: [
        { name: 'slug', in: 'path', required: true, schema: { type: 'string' } },
        uuidParameter('id'),
      ],
      responses: {
        200: {
          description: 'The file, named in Content-Disposition',
          content: Object.fromEntries(
            cvTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
          ),
        },
        401: employerOnly[401],
        403: employerOnly[403],
        404: problemResponse('application.not_found, application.no_cv (none sent, or erased)'),
      },
    },
  },
};

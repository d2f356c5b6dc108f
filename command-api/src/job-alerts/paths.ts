import { jobAlertFrequencies } from '@tablica/domain/job-alerts/job-alert';
import {
  frequencyChangeSchema,
  guestJobAlertSchema,
  jobFilterSchema,
  signedInJobAlertSchema,
} from '@tablica/domain/job-alerts/form';
import { jsonBody, jsonResponse, problemResponse, type OpenApiPaths } from '@tablica/platform/http/openapi';
import { activationSchema } from './activating';

const path = (name: string) => ({ name, in: 'path', required: true, schema: { type: 'string' } });
const code = {
  name: 'code',
  in: 'query',
  required: true,
  schema: { type: 'string' },
  description: 'The unsubscribe code of the mail (signed, expires after 90 days, unsubscribe only)',
};
const signedIn = {
  401: problemResponse('auth.unauthenticated'),
  403: problemResponse('auth.not_a_candidate'),
  404: problemResponse('job_filter.not_found (also anybody else’s saved search)'),
};
const conflicts = problemResponse(
  'job_filter.already_exists "Job filter already exists"; job_alert.already_exists "Job alert already exists"; job_alert.already_active "Job filter with active job alert already exists"; candidate_profile.already_exists "Candidate profile already exists"',
);
const limit = problemResponse('job_alert.limit_reached "Limit of job alerts reached" (10 saved searches)');
const alertState = {
  type: 'object',
  properties: {
    jobFilterId: { type: 'string' },
    jobAlert: {
      type: 'object',
      properties: { status: { type: 'string' }, frequency: { enum: jobAlertFrequencies } },
    },
  },
};

export const jobAlertPaths: OpenApiPaths = {
  '/guests/job-alerts': {
    post: {
      summary:
        'A visitor saves a search and asks for its e-mail alert (spec §3 payload; prefix /{tenant}). Mails a confirmation link (double opt-in, valid 7 days); 201 { jobFilterId, candidateId, jobAlert }. With `candidate` (brands with candidate accounts) it also creates an unverified candidate account with the form’s marketing consent, under which the alert is saved ({ account: "created" }); the confirmation link verifies it and a mail to choose a password follows',
      requestBody: jsonBody(guestJobAlertSchema),
      responses: {
        201: jsonResponse('Saved; the alert waits for the confirmation link', alertState),
        400: problemResponse('validation_failed (spec §5 alert form; errors.invalidSearchUrl)'),
        404: problemResponse('feature.disabled (`candidate` on a brand without candidate accounts)'),
        409: conflicts,
        422: limit,
      },
    },
  },
  '/guests/job-alerts/activation': {
    put: {
      summary: 'Activates an alert with the code of its confirmation link (`?job-alerts=activate&code=…`)',
      requestBody: jsonBody(activationSchema),
      responses: {
        200: jsonResponse(
          'Active; { account: "verified" } when the alert’s account was made from the alert form (a mail to choose its password is on its way)',
          alertState,
        ),
        404: problemResponse('job_alert.invalid_code (forged, garbled, of another purpose or alert)'),
        409: problemResponse(
          'job_alert.confirmation_expired "The confirmation link has expired" (expired or superseded); job_alert.already_active (used already)',
        ),
      },
    },
  },
  '/guests/job-alerts/activation/renewal': {
    post: {
      summary:
        'Mails a fresh confirmation link, asked with the code of an earlier one (expired ones too); older links stop working',
      requestBody: jsonBody(activationSchema),
      responses: {
        202: jsonResponse('Sent'),
        404: problemResponse('job_alert.invalid_code'),
        409: problemResponse('job_alert.already_active'),
      },
    },
  },
  '/guests/job-alerts/{candidateId}/{jobFilterId}': {
    delete: {
      summary:
        'Unsubscribes with the code of a digest’s link (`?job-alerts=unsubscribe`); no sign-in; again is 204 too',
      parameters: [path('candidateId'), path('jobFilterId'), code],
      responses: {
        204: { description: 'Unsubscribed' },
        404: problemResponse('job_alert.invalid_code'),
        409: problemResponse('job_alert.unsubscribe_link_expired'),
      },
    },
  },
  '/guests/job-alerts/{candidateId}/{jobFilterId}/unsubscribe': {
    post: {
      summary:
        'RFC 8058 one-click unsubscribe (the digest’s List-Unsubscribe header; body List-Unsubscribe=One-Click)',
      parameters: [path('candidateId'), path('jobFilterId'), code],
      responses: {
        204: { description: 'Unsubscribed' },
        404: problemResponse('job_alert.invalid_code'),
        409: problemResponse('job_alert.unsubscribe_link_expired'),
      },
    },
  },
  '/job-filters': {
    post: {
      summary: 'Saves a search of the signed-in candidate; 201 { jobFilterId }',
      requestBody: jsonBody(jobFilterSchema),
      responses: {
        201: jsonResponse('Saved', { type: 'object', properties: { jobFilterId: { type: 'string' } } }),
        400: problemResponse('validation_failed'),
        ...signedIn,
        409: conflicts,
        422: limit,
      },
    },
  },
  '/job-alerts': {
    post: {
      summary: 'The alert on a saved search, to the account’s verified address: active at once',
      requestBody: jsonBody(signedInJobAlertSchema),
      responses: {
        201: jsonResponse('Active', alertState),
        400: problemResponse('validation_failed'),
        ...signedIn,
        409: conflicts,
      },
    },
  },
  '/job-filters/{id}': {
    delete: {
      summary: 'Deletes a saved search and its alert',
      parameters: [path('id')],
      responses: { 204: { description: 'Deleted' }, ...signedIn },
    },
  },
  '/job-filters/{id}/job-alert': {
    delete: {
      summary: 'Switches the alert off; the saved search stays',
      parameters: [path('id')],
      responses: {
        204: { description: 'Disabled' },
        ...signedIn,
        404: problemResponse('job_filter.not_found, job_alert.not_found'),
      },
    },
  },
  '/job-filters/{id}/job-alert/frequency': {
    patch: {
      summary: 'Changes the alert’s frequency',
      parameters: [path('id')],
      requestBody: jsonBody(frequencyChangeSchema),
      responses: { 204: { description: 'Changed' }, 400: problemResponse('validation_failed'), ...signedIn },
    },
  },
  '/job-filters/{id}/read-filtered-offers': {
    post: {
      summary: 'The candidate opens the saved search: its count of new offers starts again',
      parameters: [path('id')],
      responses: { 204: { description: 'Read' }, ...signedIn },
    },
  },
};

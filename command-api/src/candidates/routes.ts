import { Router } from 'express';
import { candidateProfileUpdateSchema, candidateSignUpSchema } from '@tablica/domain/accounts/candidates';
import { ValidationError } from '@tablica/domain/errors';
import { errorTexts, parseOrThrow } from '@tablica/domain/validation';
import { authRefusal, withLinkOrigin, type Auth } from '@tablica/platform/auth/better-auth';
import type { FileStore } from '@tablica/platform/files/port';
import { sendStoredFile } from '@tablica/platform/files/send';
import { acceptUploads, uploadedFile } from '@tablica/platform/files/upload';
import { candidate, requireCandidate } from '@tablica/platform/http/guards';
import { jsonBody, jsonResponse, problemResponse, type OpenApiPaths } from '@tablica/platform/http/openapi';
import type { PublicOrigins } from '@tablica/platform/http/public-origin';
import type { Pool } from '@tablica/platform/postgres/pool';
import { assertStrongPassword } from '../accounts/auth-calls';
import { candidateAccountsEnabled, type FlagsOf } from './feature-gate';
import { attachmentDisposition } from './file-names';
import {
  addDocument,
  deleteDocument,
  documentId,
  loadProfile,
  maxDocumentsPerCandidate,
  readAvatar,
  readDocument,
  removeAvatar,
  replaceAvatar,
  replaceDocument,
  updateNames,
} from './handlers';

export interface CandidateRoutesDeps {
  readonly auth: Auth;
  readonly pool: Pool;
  readonly files: FileStore;
  readonly origins: PublicOrigins;
  /** The brand's feature flags (tests switch `enableLoginToCP` off here). */
  readonly flagsOf?: FlagsOf;
}

/** What better-auth refuses in a sign-up that our schema let through, as field issues. */
const signUpIssues: Record<string, { path: string; key: keyof typeof errorTexts }> = {
  PASSWORD_TOO_SHORT: { path: 'password', key: 'errors.passwordTooShort' },
  PASSWORD_TOO_LONG: { path: 'password', key: 'errors.tooLong' },
  INVALID_EMAIL: { path: 'email', key: 'errors.email' },
};

/**
 * Candidate accounts (spec §1, §3, §6): sign-up, the profile with its avatar, and the CVs kept for
 * applying. Confirmation, sign-in and sign-out are the shared `/v1/users/confirm`, `/v1/oauth/token`
 * and `/v1/oauth/revoke`. Files go out only to their owner.
 */
export function candidateRoutes({ auth, pool, files, origins, flagsOf }: CandidateRoutesDeps): Router {
  const router = Router();
  const deps = { pool, files };
  router.use(['/v1/candidates', '/v2/candidate-panel'], candidateAccountsEnabled(flagsOf));

  router.post('/v1/candidates/sign_up', async (req, res) => {
    const input = parseOrThrow(candidateSignUpSchema, req.body);
    await assertStrongPassword('password', input.password, [input.email, input.firstName, input.lastName]);
    await withLinkOrigin(origins.forRequest(req), async () => {
      let userId: string;
      try {
        // For a registered e-mail better-auth answers with a made-up user and mails the owner instead.
        const created = await auth.api.signUpEmail({
          body: {
            email: input.email,
            password: input.password,
            name: `${input.firstName} ${input.lastName}`,
            tenant: req.tenant,
            kind: 'candidate',
            firstName: input.firstName,
            lastName: input.lastName,
            locale: input.locale ?? 'pl',
          },
        });
        userId = created.user.id;
      } catch (error) {
        const issue = signUpIssues[authRefusal(error)?.code ?? ''];
        if (!issue) throw error;
        throw new ValidationError([{ path: issue.path, code: issue.key, message: errorTexts[issue.key].en }]);
      }
      const real = await pool.query('SELECT 1 FROM auth_user WHERE id = $1', [userId]);
      if (real.rowCount !== 0) await auth.api.sendVerificationEmail({ body: { email: input.email } });
    });
    res.status(201).json({ message: 'confirmation_sent' });
  });

  router.get('/v2/candidate-panel/profile', async (req, res) => {
    res.json(await loadProfile(deps, candidate(req).userId));
  });

  router.patch('/v2/candidate-panel/profile', async (req, res) => {
    const { userId } = candidate(req);
    await updateNames(deps, userId, parseOrThrow(candidateProfileUpdateSchema, req.body));
    res.json(await loadProfile(deps, userId));
  });

  // The guard runs before the upload is read: nobody else's bytes are parsed.
  const signedInCandidate = requireCandidate;
  const avatarUpload = acceptUploads([{ name: 'avatar', kind: 'avatar' }]);
  const cvUpload = acceptUploads([{ name: 'cv', kind: 'cv' }]);
  const required = (field: string) =>
    new ValidationError([
      { path: field, code: 'errors.required', message: errorTexts['errors.required'].en },
    ]);

  router.put('/v2/candidate-panel/profile/avatar', signedInCandidate, avatarUpload, async (req, res) => {
    const { userId } = candidate(req);
    const upload = uploadedFile(req, 'avatar');
    if (!upload) throw required('avatar');
    await replaceAvatar(deps, userId, upload);
    res.json(await loadProfile(deps, userId));
  });

  router.delete('/v2/candidate-panel/profile/avatar', async (req, res) => {
    await removeAvatar(deps, candidate(req).userId);
    res.status(204).end();
  });

  router.get('/v2/candidate-panel/profile/avatar', async (req, res) => {
    sendStoredFile(res, await readAvatar(deps, candidate(req).userId), 'private');
  });

  router.post('/v2/candidate-panel/documents', signedInCandidate, cvUpload, async (req, res) => {
    const { userId } = candidate(req);
    const upload = uploadedFile(req, 'cv');
    if (!upload) throw required('cv');
    res.status(201).json(await addDocument(deps, userId, upload));
  });

  router.put('/v2/candidate-panel/documents/:id', signedInCandidate, cvUpload, async (req, res) => {
    const { userId } = candidate(req);
    const id = documentId(req.params.id);
    const upload = uploadedFile(req, 'cv');
    if (!upload) throw required('cv');
    res.json(await replaceDocument(deps, userId, id, upload));
  });

  router.delete('/v2/candidate-panel/documents/:id', async (req, res) => {
    const { userId } = candidate(req);
    await deleteDocument(deps, userId, documentId(req.params.id));
    res.status(204).end();
  });

  router.get('/v2/candidate-panel/documents/:id/download', async (req, res) => {
    const { userId } = candidate(req);
    const document = await readDocument(deps, userId, documentId(req.params.id));
    res.set('Content-Disposition', attachmentDisposition(document.fileName));
    sendStoredFile(res, document, 'private');
  });

  return router;
}

const multipartBody = (field: string, description: string) => ({
  required: true,
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object',
        required: [field],
        properties: { [field]: { type: 'string', format: 'binary', description } },
      },
    },
  },
});

const binaryResponse = (description: string, types: readonly string[]) => ({
  description,
  content: Object.fromEntries(types.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
});

const documentIdParameter = {
  name: 'id',
  in: 'path',
  required: true,
  schema: { type: 'string', format: 'uuid' },
};

const disabled = { 404: problemResponse('feature.disabled: candidate accounts are off on this board') };
const candidateOnly = {
  401: problemResponse('auth.unauthenticated'),
  403: problemResponse('auth.not_a_candidate (an employer, or an account of another board)'),
};
const refusedUpload = problemResponse(
  'errors.required, errors.corruptedFile (empty), errors.fileTooLarge, errors.invalidFileType (judged by content)',
);
const cvTypes = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'image/jpeg',
  'image/png',
];

export const candidatePaths: OpenApiPaths = {
  '/v1/candidates/sign_up': {
    post: {
      summary:
        'Create a candidate account and mail a confirmation link (/?modal=account-verified&token=...); the same answer whether or not the e-mail is registered',
      requestBody: jsonBody(candidateSignUpSchema),
      responses: {
        201: jsonResponse('A confirmation mail is on its way'),
        400: problemResponse('Invalid input (field issues carry spec error keys; errors.weakPassword)'),
        ...disabled,
      },
    },
  },
  '/v2/candidate-panel/profile': {
    get: {
      summary: 'The signed-in candidate: names, e-mail, avatar URL and CVs (spec §3 candidate profile)',
      responses: { 200: jsonResponse('Profile'), ...candidateOnly, ...disabled },
    },
    patch: {
      summary: 'Change own first and/or last name',
      requestBody: jsonBody(candidateProfileUpdateSchema),
      responses: {
        200: jsonResponse('Profile'),
        400: problemResponse('Invalid input'),
        ...candidateOnly,
        ...disabled,
      },
    },
  },
  '/v2/candidate-panel/profile/avatar': {
    get: {
      summary: "The candidate's own avatar (served to its owner only; private, no-store)",
      responses: {
        200: binaryResponse('The picture', ['image/jpeg', 'image/png']),
        ...candidateOnly,
        404: problemResponse('candidate.no_avatar, or feature.disabled'),
      },
    },
    put: {
      summary: 'Upload or replace the avatar: a JPEG or PNG (by content) of at most 5 MB',
      requestBody: multipartBody('avatar', 'JPEG or PNG, at most 5 MB'),
      responses: { 200: jsonResponse('Profile'), 400: refusedUpload, ...candidateOnly, ...disabled },
    },
    delete: {
      summary: 'Remove the avatar',
      responses: { 204: { description: 'Removed' }, ...candidateOnly, ...disabled },
    },
  },
  '/v2/candidate-panel/documents': {
    post: {
      summary: `Add a CV: PDF, DOCX, JPEG or PNG (by content), at most 5,000,000 bytes; at most ${maxDocumentsPerCandidate} per candidate`,
      requestBody: multipartBody('cv', 'PDF, DOCX, JPEG or PNG, at most 5,000,000 bytes'),
      responses: {
        201: jsonResponse('The document { id, type, fileName, size, uploadedAt }'),
        400: refusedUpload,
        ...candidateOnly,
        ...disabled,
        409: problemResponse('candidate.too_many_documents'),
      },
    },
  },
  '/v2/candidate-panel/documents/{id}': {
    put: {
      summary: 'Replace the file of one of own CVs (same id)',
      parameters: [documentIdParameter],
      requestBody: multipartBody('cv', 'PDF, DOCX, JPEG or PNG, at most 5,000,000 bytes'),
      responses: {
        200: jsonResponse('The document'),
        400: refusedUpload,
        ...candidateOnly,
        404: problemResponse('candidate.document_not_found (also for other candidates’ documents)'),
      },
    },
    delete: {
      summary: 'Delete one of own CVs',
      parameters: [documentIdParameter],
      responses: {
        204: { description: 'Deleted' },
        ...candidateOnly,
        404: problemResponse('candidate.document_not_found'),
      },
    },
  },
  '/v2/candidate-panel/documents/{id}/download': {
    get: {
      summary: 'Download one of own CVs (attachment, private, no-store)',
      parameters: [documentIdParameter],
      responses: {
        200: binaryResponse('The file as uploaded, with its name in Content-Disposition', cvTypes),
        ...candidateOnly,
        404: problemResponse('candidate.document_not_found'),
      },
    },
  },
};

import type { ApplicationDoc, CandidateProfile } from '@tablica/domain/accounts/candidates';
import { randomUUID } from 'node:crypto';
import { IllegalStateError, NotFoundError } from '@tablica/domain/errors';
import { isFileKey, newFileKey, type FileStore, type StoredFile } from '@tablica/platform/files/port';
import type { AcceptedUpload } from '@tablica/platform/files/upload';
import { inTransaction, type Pool } from '@tablica/platform/postgres/pool';
import { safeFileName } from './file-names';

export interface CandidateDeps {
  readonly pool: Pool;
  readonly files: FileStore;
}

/** How many CVs a candidate may keep at once. */
export const maxDocumentsPerCandidate = 5;

/** Where the owner fetches their avatar (the only way it is served). */
export const avatarPath = '/api/v2/candidate-panel/profile/avatar';

interface DocumentRow {
  id: string;
  file_name: string;
  size: number;
  created_at: Date;
}

const asDoc = (row: DocumentRow): ApplicationDoc => ({
  id: row.id,
  type: 'cv',
  fileName: row.file_name,
  size: row.size,
  uploadedAt: row.created_at.toISOString(),
});

const documentColumns = 'id, file_name, size, created_at';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const noSuchDocument = () => new NotFoundError('candidate.document_not_found', 'No such document.');

/** A document id from the URL; anything that is not a uuid names no document (and never reaches SQL). */
export function documentId(value: unknown): string {
  if (typeof value !== 'string' || !uuidPattern.test(value)) throw noSuchDocument();
  return value.toLowerCase();
}

export async function loadProfile({ pool }: CandidateDeps, userId: string): Promise<CandidateProfile> {
  const [user, documents] = await Promise.all([
    pool.query<{ email: string; firstName: string | null; lastName: string | null; image: string | null }>(
      'SELECT email, "firstName", "lastName", image FROM auth_user WHERE id = $1',
      [userId],
    ),
    pool.query<DocumentRow>(
      `SELECT ${documentColumns} FROM candidate_document WHERE user_id = $1 ORDER BY created_at, id`,
      [userId],
    ),
  ]);
  const row = user.rows[0];
  if (!row) throw new NotFoundError('candidate.not_found', 'No such candidate.');
  return {
    id: userId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    message: null,
    avatarUrl: isFileKey(row.image) ? avatarPath : null,
    applicationDocs: documents.rows.map(asDoc),
    unreadMessages: { chatsCount: 0, conversationRequestsCount: 0 },
    matchmaking: { mandatoryPreferencesFilledIn: false },
  };
}

/** Renames the candidate; `name` (what mails greet) follows the first and last name. */
export async function updateNames(
  { pool }: CandidateDeps,
  userId: string,
  changes: { readonly firstName?: string | undefined; readonly lastName?: string | undefined },
): Promise<void> {
  await pool.query(
    `UPDATE auth_user
        SET "firstName" = COALESCE($2, "firstName"),
            "lastName" = COALESCE($3, "lastName"),
            name = btrim(concat_ws(' ', COALESCE($2, "firstName"), COALESCE($3, "lastName"))),
            "updatedAt" = now()
      WHERE id = $1`,
    [userId, changes.firstName ?? null, changes.lastName ?? null],
  );
}

/**
 * Stores the new file, then points the row at it (`swap` answers the key the row held before), then
 * removes the old file: at no moment does a row name a file that is not there. A failed swap removes
 * the new file again.
 */
async function storeAndSwap<T>(
  files: FileStore,
  upload: AcceptedUpload,
  key: string,
  swap: (key: string) => Promise<{ previous: string | null; result: T }>,
): Promise<T> {
  await files.putFile(key, upload.path, upload.mime);
  let swapped: { previous: string | null; result: T };
  try {
    swapped = await swap(key);
  } catch (error) {
    await files.delete(key).catch(() => undefined);
    throw error;
  }
  if (isFileKey(swapped.previous)) await files.delete(swapped.previous);
  return swapped.result;
}

export async function replaceAvatar(
  deps: CandidateDeps,
  userId: string,
  upload: AcceptedUpload,
): Promise<void> {
  await storeAndSwap(deps.files, upload, newFileKey('avatars', upload.extension), (key) =>
    inTransaction(deps.pool, async (client) => {
      const old = await client.query<{ image: string | null }>(
        'SELECT image FROM auth_user WHERE id = $1 FOR UPDATE',
        [userId],
      );
      await client.query('UPDATE auth_user SET image = $2, "updatedAt" = now() WHERE id = $1', [userId, key]);
      return { previous: old.rows[0]?.image ?? null, result: undefined };
    }),
  );
}

export async function removeAvatar({ pool, files }: CandidateDeps, userId: string): Promise<void> {
  const old = await pool.query<{ image: string | null }>(
    `UPDATE auth_user u SET image = NULL, "updatedAt" = now()
       FROM (SELECT id, image FROM auth_user WHERE id = $1 FOR UPDATE) previous
      WHERE u.id = previous.id
      RETURNING previous.image`,
    [userId],
  );
  const key = old.rows[0]?.image;
  if (isFileKey(key)) await files.delete(key);
}

export async function readAvatar({ pool, files }: CandidateDeps, userId: string): Promise<StoredFile> {
  const found = await pool.query<{ image: string | null }>('SELECT image FROM auth_user WHERE id = $1', [
    userId,
  ]);
  const key = found.rows[0]?.image;
  const file = isFileKey(key) ? await files.get(key) : null;
  if (!file) throw new NotFoundError('candidate.no_avatar', 'No avatar yet.');
  return file;
}

/** Adds a CV; the sixth is refused (409 `candidate.too_many_documents`). */
export async function addDocument(
  deps: CandidateDeps,
  userId: string,
  upload: AcceptedUpload,
): Promise<ApplicationDoc> {
  const id = randomUUID();
  return storeAndSwap(deps.files, upload, newFileKey('cvs', upload.extension), (key) =>
    inTransaction(deps.pool, async (client) => {
      // One upload at a time per candidate, so two parallel uploads cannot both pass the count.
      await client.query('SELECT 1 FROM auth_user WHERE id = $1 FOR UPDATE', [userId]);
      const count = await client.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM candidate_document WHERE user_id = $1',
        [userId],
      );
      if ((count.rows[0]?.count ?? 0) >= maxDocumentsPerCandidate)
        throw new IllegalStateError(
          'candidate.too_many_documents',
          `A profile keeps at most ${maxDocumentsPerCandidate} documents; delete one first.`,
        );
      const inserted = await client.query<DocumentRow>(
        `INSERT INTO candidate_document (id, user_id, type, file_name, file_key, content_type, size)
         VALUES ($1, $2, 'cv', $3, $4, $5, $6)
         RETURNING ${documentColumns}`,
        [id, userId, safeFileName(upload.originalname, upload.extension), key, upload.mime, upload.size],
      );
      return { previous: null, result: asDoc(inserted.rows[0]!) };
    }),
  );
}

/** Puts a new file under an existing CV of this candidate (its id stays; uploadedAt is now). */
export async function replaceDocument(
  deps: CandidateDeps,
  userId: string,
  documentId: string,
  upload: AcceptedUpload,
): Promise<ApplicationDoc> {
  return storeAndSwap(deps.files, upload, newFileKey('cvs', upload.extension), (key) =>
    inTransaction(deps.pool, async (client) => {
      const old = await client.query<{ file_key: string }>(
        'SELECT file_key FROM candidate_document WHERE id = $1 AND user_id = $2 FOR UPDATE',
        [documentId, userId],
      );
      if (!old.rows[0]) throw noSuchDocument();
      const updated = await client.query<DocumentRow>(
        `UPDATE candidate_document
            SET file_name = $3, file_key = $4, content_type = $5, size = $6, created_at = now()
          WHERE id = $1 AND user_id = $2
          RETURNING ${documentColumns}`,
        [
          documentId,
          userId,
          safeFileName(upload.originalname, upload.extension),
          key,
          upload.mime,
          upload.size,
        ],
      );
      return { previous: old.rows[0].file_key, result: asDoc(updated.rows[0]!) };
    }),
  );
}

export async function deleteDocument({ pool, files }: CandidateDeps, userId: string, documentId: string) {
  const deleted = await pool.query<{ file_key: string }>(
    'DELETE FROM candidate_document WHERE id = $1 AND user_id = $2 RETURNING file_key',
    [documentId, userId],
  );
  const key = deleted.rows[0]?.file_key;
  if (key === undefined) throw noSuchDocument();
  if (isFileKey(key)) await files.delete(key);
}

/** A CV's bytes with the name and type it is served under; only its owner gets it. */
export async function readDocument(
  { pool, files }: CandidateDeps,
  userId: string,
  documentId: string,
): Promise<StoredFile & { readonly fileName: string }> {
  const found = await pool.query<{ file_key: string; file_name: string; content_type: string }>(
    'SELECT file_key, file_name, content_type FROM candidate_document WHERE id = $1 AND user_id = $2',
    [documentId, userId],
  );
  const row = found.rows[0];
  const file = row && isFileKey(row.file_key) ? await files.get(row.file_key) : null;
  if (!row || !file) throw noSuchDocument();
  return { ...file, contentType: row.content_type, fileName: row.file_name };
}

import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream, mkdirSync } from 'node:fs';
import { rm, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Request, RequestHandler } from 'express';
import multer from 'multer';
import { ValidationError, type FieldIssue } from '@tablica/domain/errors';
import { errorTexts } from '@tablica/domain/validation';
import { inspectUpload, uploadKinds, type InspectedUpload, type UploadKindName } from './inspect';

export interface UploadField {
  readonly name: string;
  readonly kind: UploadKindName;
}

/**
 * A file that passed `inspectUpload`: where it was spooled to, the name it was sent under, its size
 * and its real type. The spooled file lives until the response is over: store it with
 * `FileStore.putFile(key, upload.path, upload.mime)` before answering.
 */
export interface AcceptedUpload extends InspectedUpload {
  readonly field: string;
  readonly kind: UploadKindName;
  readonly path: string;
  readonly originalname: string;
  readonly size: number;
}

/**
 * Where uploads are spooled while they arrive: a private folder of the system's temporary directory,
 * outside every served folder, names made by the server. A file is written as it streams in and cut
 * off one byte past its kind's limit, so neither memory nor the disk fills with an oversized upload.
 */
export const defaultUploadSpool = path.join(tmpdir(), 'tablica-uploads');

/** What the spool adds to multer's file: where it lies, its size and its SHA-256 (for idempotency). */
export interface SpooledFile {
  readonly fieldname: string;
  readonly path: string;
  readonly size: number;
  readonly sha256: string;
}

/** The most of an upload held in memory at once: what is gathered before one write to the spool. */
const spoolWriteBytes = 256 * 1024;

/**
 * A multer storage engine writing each file to `<spool>/<uuid>` as it streams in, hashing it on the
 * way. busboy ends a file's stream at the size limit, so no more than limit + 1 bytes reach the disk.
 */
function spoolStorage(spool: string): multer.StorageEngine {
  return {
    _handleFile(_req, file, callback) {
      const target = path.join(spool, randomUUID());
      const hash = createHash('sha256');
      let size = 0;
      // The socket's chunks (often a few KiB) are gathered into writes of up to spoolWriteBytes: one
      // write call per chunk made the spool the upload's largest cost where system calls are dear.
      let gathered: Buffer[] = [];
      let gatheredBytes = 0;
      const measure = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          hash.update(chunk);
          size += chunk.length;
          gathered.push(chunk);
          gatheredBytes += chunk.length;
          if (gatheredBytes < spoolWriteBytes) return done();
          const whole = Buffer.concat(gathered, gatheredBytes);
          gathered = [];
          gatheredBytes = 0;
          done(null, whole);
        },
        flush(done) {
          done(null, gatheredBytes > 0 ? Buffer.concat(gathered, gatheredBytes) : null);
        },
      });
      // Flushed to the disk as it closes: a burst of uploads never piles up dirty pages that a later
      // flush (the event store's commit, a sidecar's) would have to wait for all at once.
      pipeline(
        file.stream,
        measure,
        createWriteStream(target, { flags: 'wx', mode: 0o600, flush: true }),
      ).then(
        () =>
          callback(null, { path: target, size, sha256: hash.digest('hex') } as Partial<Express.Multer.File>),
        (error: unknown) => void rm(target, { force: true }).finally(() => callback(error)),
      );
    },
    _removeFile(_req, file, callback) {
      rm(file.path, { force: true }).then(() => callback(null), callback);
    },
  };
}

const maxTextFields = 20;
const maxFieldBytes = 100 * 1024;

const accepted = new WeakMap<Request, ReadonlyMap<string, AcceptedUpload>>();

/** The checked file sent in `field`, if any (after `acceptUploads`). */
export function uploadedFile(req: Request, field: string): AcceptedUpload | undefined {
  return accepted.get(req)?.get(field);
}

const issue = (path: string, code: string, message: string): FieldIssue => ({ path, code, message });

function issueOf(error: unknown, fields: readonly UploadField[]): FieldIssue {
  if (!(error instanceof multer.MulterError))
    // busboy's complaints: no boundary, a cut-off body, a broken part header.
    return issue('', 'upload.malformed', 'The multipart form could not be read.');
  const field = error.field ?? '';
  const known = fields.some((f) => f.name === field);
  switch (error.code) {
    case 'LIMIT_FILE_SIZE':
      return issue(field, 'errors.fileTooLarge', errorTexts['errors.fileTooLarge'].en);
    case 'LIMIT_UNEXPECTED_FILE':
      return known
        ? issue(field, 'upload.too_many_files', 'Send one file in this field.')
        : issue(field, 'upload.unexpected_file', 'This form takes no file in this field.');
    case 'LIMIT_FILE_COUNT':
      return issue('', 'upload.too_many_files', `Send at most ${fields.length} files.`);
    case 'LIMIT_FIELD_VALUE':
      return issue(field, 'errors.tooLong', errorTexts['errors.tooLong'].en);
    case 'LIMIT_FIELD_COUNT':
      return issue('', 'upload.too_many_fields', `Send at most ${maxTextFields} text fields.`);
    case 'LIMIT_PART_COUNT':
      return issue('', 'upload.too_many_parts', 'The form has too many parts.');
    default:
      // Field names that are too long, missing, nested too deep or otherwise unusable.
      return issue(
        field,
        'upload.invalid_field_name',
        `The form has an unusable field name (${error.message}).`,
      );
  }
}

/**
 * Reads a multipart form, one file at most per listed field, spooling each file to disk as it
 * arrives (never held in memory whole), and checks each file by its bytes (`inspectUpload`). Every refusal is a ValidationError (400 problem+json) naming the field.
 * Routes read the checked files with `uploadedFile(req, name)` and the text fields from `req.body`.
 * Requests that are not multipart pass through untouched.
 */
export function acceptUploads(
  fields: readonly UploadField[],
  { spool = defaultUploadSpool }: { readonly spool?: string } = {},
): RequestHandler {
  const largest = Math.max(0, ...fields.map((field) => uploadKinds[field.kind].maxBytes));
  mkdirSync(spool, { recursive: true, mode: 0o700 });
  const parse = multer({
    storage: spoolStorage(spool),
    // UTF-8 file names (życiorys.pdf) rather than multer's latin1 default.
    defParamCharset: 'utf8',
    limits: {
      // One byte over the largest limit still arrives, so inspectUpload can tell that field it is too large.
      fileSize: largest + 1,
      files: fields.length,
      fields: maxTextFields,
      fieldSize: maxFieldBytes,
      fieldNameSize: 200,
      parts: maxTextFields + fields.length,
      fieldNestingDepth: 4,
      fieldArrayIndexLimit: 100,
    },
  }).fields(fields.map((field) => ({ name: field.name, maxCount: 1 })));

  return (req, res, next) => {
    // Whatever happens next (refused, stored, failed, the client gone), the spooled files go with the response.
    res.once('close', () => void removeSpooled(req));
    parse(req, res, (error?: unknown) => {
      if (error) return next(new ValidationError([issueOf(error, fields)], 'The upload was refused.'));
      checkFiles(req, fields).then(next, next);
    });
  };
}

/** Inspects every received file; all refusals at once, so a form shows each bad field in one go. */
async function checkFiles(req: Request, fields: readonly UploadField[]): Promise<void> {
  const files = (req.files ?? {}) as Record<string, Express.Multer.File[]>;
  const uploads = new Map<string, AcceptedUpload>();
  const issues: FieldIssue[] = [];
  for (const field of fields) {
    const file = files[field.name]?.[0];
    if (!file) continue;
    try {
      const inspected = await inspectUpload(field.name, file, field.kind);
      uploads.set(field.name, {
        field: field.name,
        kind: field.kind,
        path: file.path,
        originalname: file.originalname,
        size: file.size,
        ...inspected,
      });
    } catch (refusal) {
      if (!(refusal instanceof ValidationError)) throw refusal;
      issues.push(...refusal.issues);
    }
  }
  if (issues.length) throw new ValidationError(issues, 'The upload was refused.');
  accepted.set(req, uploads);
}

/** A spooled file is one plain file: unlink it (`rm` would stat it first and walk it as a tree). */
const unlinkSpooled = (file: string) =>
  unlink(file).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  });

async function removeSpooled(req: Request): Promise<void> {
  const files = Object.values((req.files ?? {}) as Record<string, Express.Multer.File[]>).flat();
  await Promise.all(files.map((file) => (file.path ? unlinkSpooled(file.path) : undefined)));
}

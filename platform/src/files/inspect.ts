import path from 'node:path';
import { fileTypeFromTokenizer } from 'file-type';
import { fromFile, type ITokenizer } from 'strtok3';
import { ValidationError } from '@tablica/domain/errors';
import { errorTexts } from '@tablica/domain/validation';
import type { FileKeyPrefix } from './port';

// Node resolves strtok3 to lib/index.js (its "node" export condition), which adds the file tokenizer
// to what lib/core.d.ts declares; TypeScript's bundler resolution reads core.d.ts only.
declare module 'strtok3' {
  export function fromFile(path: string): Promise<ITokenizer>;
}

export type UploadType = 'jpeg' | 'png' | 'pdf' | 'docx';

export interface UploadKind {
  readonly maxBytes: number;
  readonly types: readonly UploadType[];
  /** Where files of this kind are stored (`newFileKey(kind.keyPrefix, extension)`). */
  readonly keyPrefix: FileKeyPrefix;
}

const images = ['jpeg', 'png'] as const;
const documents = ['pdf', 'docx', 'jpeg', 'png'] as const;

/** What each upload accepts (spec §5): logos and pictures 5 MB (5242880 bytes), CVs and attachments 5,000,000 bytes. */
export const uploadKinds = {
  logo: { maxBytes: 5_242_880, types: images, keyPrefix: 'logos' },
  avatar: { maxBytes: 5_242_880, types: images, keyPrefix: 'avatars' },
  cv: { maxBytes: 5_000_000, types: documents, keyPrefix: 'cvs' },
  attachment: { maxBytes: 5_000_000, types: documents, keyPrefix: 'attachments' },
  brandStoryCover: { maxBytes: 5_242_880, types: images, keyPrefix: 'brand-stories' },
} as const satisfies Record<string, UploadKind>;

export type UploadKindName = keyof typeof uploadKinds;

/** The real type of an accepted file: what it is stored and served as. */
export interface InspectedUpload {
  readonly mime: string;
  /** The extension its key gets: `jpg`, `png`, `pdf` or `docx`. */
  readonly extension: string;
}

const real: Record<UploadType, InspectedUpload & { readonly claimedAs: readonly string[] }> = {
  jpeg: { mime: 'image/jpeg', extension: 'jpg', claimedAs: ['.jpg', '.jpeg', '.jfif'] },
  png: { mime: 'image/png', extension: 'png', claimedAs: ['.png'] },
  pdf: { mime: 'application/pdf', extension: 'pdf', claimedAs: ['.pdf'] },
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extension: 'docx',
    claimedAs: ['.docx'],
  },
};

/** file-type's answer in our terms; an animated PNG is still a PNG to every decoder. */
const typeByMime: Record<string, UploadType> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/apng': 'png',
  'application/pdf': 'pdf',
  [real.docx.mime]: 'docx',
};

type UploadErrorKey =
  'errors.required' | 'errors.corruptedFile' | 'errors.fileTooLarge' | 'errors.invalidFileType';

function refuse(field: string, code: UploadErrorKey): never {
  const message = errorTexts[code].en;
  throw new ValidationError([{ path: field, code, message }], `${field}: ${message}.`);
}

/**
 * SVG is XML that may carry scripts: never stored, whatever it is named. file-type does not detect
 * it (it is text), so its first 4 kB are looked at here.
 */
async function looksLikeSvg(file: ITokenizer): Promise<boolean> {
  const head = new Uint8Array(4096);
  const bytesRead = await file.peekBuffer(head, { mayBeLess: true });
  const text = Buffer.from(head.buffer, 0, bytesRead)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  return /^\s*</.test(text) && /<svg[\s>/]|<!DOCTYPE\s+svg/i.test(text);
}

/**
 * Checks an uploaded file against what its kind accepts, judging by the bytes alone: the name and the
 * browser's content type are the sender's claims. A PNG named `cv.pdf` is a PNG; text named `logo.png`
 * is refused. Throws a ValidationError with one issue on `field`.
 */
export async function inspectUpload(
  field: string,
  file: { path: string; originalname: string; size: number } | undefined,
  kind: UploadKindName,
): Promise<InspectedUpload> {
  if (!file) refuse(field, 'errors.required');
  const accepted: UploadKind = uploadKinds[kind];
  if (file.size === 0) refuse(field, 'errors.corruptedFile');
  if (file.size > accepted.maxBytes) refuse(field, 'errors.fileTooLarge');
  // One open file for both looks. file-type reads what it needs (a few kB; a DOCX's zip directory),
  // never all of it. (Its own fileTypeFromFile imports strtok3 anew on every call.)
  const tokenizer = await fromFile(file.path);
  let detected: Awaited<ReturnType<typeof fileTypeFromTokenizer>>;
  try {
    if (await looksLikeSvg(tokenizer)) refuse(field, 'errors.invalidFileType');
    detected = await fileTypeFromTokenizer(tokenizer);
  } finally {
    await tokenizer.close();
  }
  const type = detected ? typeByMime[detected.mime] : undefined;
  if (type && accepted.types.includes(type)) {
    const { mime, extension } = real[type];
    return { mime, extension };
  }
  // Unrecognisable bytes under a name this field takes: a damaged file rather than a wrong one.
  const claimed = path.extname(file.originalname).toLowerCase();
  if (!detected && accepted.types.some((t) => real[t].claimedAs.includes(claimed)))
    refuse(field, 'errors.corruptedFile');
  refuse(field, 'errors.invalidFileType');
}

/**
 * Whether a file's name claims the type its bytes are (`cv.pdf` for a PDF): for uploads where the
 * name must agree with the content too (application attachments, OWASP's "both"), not only the bytes.
 */
export function nameMatchesContent(fileName: string, inspected: InspectedUpload): boolean {
  const claimed = path.extname(fileName).toLowerCase();
  return Object.values(real).some((type) => type.mime === inspected.mime && type.claimedAs.includes(claimed));
}

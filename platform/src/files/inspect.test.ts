import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ValidationError } from '@tablica/domain/errors';
import { inspectUpload, nameMatchesContent, uploadKinds } from './inspect';
import { sampleDocx, sampleJpeg, samplePdf, samplePng, sampleSvg, storedZip } from './sample-files';

// inspectUpload reads spooled files, as acceptUploads leaves them: each sample is written to one first.
const spool = mkdtempSync(path.join(tmpdir(), 'tablica-inspect-'));
afterAll(() => rmSync(spool, { recursive: true, force: true }));
const upload = (buffer: Buffer, originalname: string) => {
  const file = path.join(spool, randomUUID());
  writeFileSync(file, buffer);
  return { path: file, originalname, size: buffer.length };
};
const docxMime = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => expect.fail('the upload was accepted'),
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ValidationError);
  const issues = (error as ValidationError).issues;
  expect(issues).toHaveLength(1);
  return issues[0]!;
}

describe('uploadKinds (spec §5)', () => {
  it('logos, avatars and covers: jpg/png up to 5 MB; CVs and attachments: pdf, docx, jpeg, png up to 5,000,000 bytes', () => {
    expect(uploadKinds.logo).toMatchObject({ maxBytes: 5_242_880, types: ['jpeg', 'png'] });
    expect(uploadKinds.avatar).toMatchObject({ maxBytes: 5_242_880, types: ['jpeg', 'png'] });
    expect(uploadKinds.brandStoryCover).toMatchObject({ maxBytes: 5_242_880, types: ['jpeg', 'png'] });
    expect(uploadKinds.cv).toMatchObject({ maxBytes: 5_000_000, types: ['pdf', 'docx', 'jpeg', 'png'] });
    expect(uploadKinds.attachment).toMatchObject({
      maxBytes: 5_000_000,
      types: ['pdf', 'docx', 'jpeg', 'png'],
    });
  });
});

describe('inspectUpload', () => {
  it('accepts each type its kind takes, by the bytes', async () => {
    expect(await inspectUpload('logo', upload(samplePng, 'logo.png'), 'logo')).toEqual({
      mime: 'image/png',
      extension: 'png',
    });
    expect(await inspectUpload('logo', upload(sampleJpeg, 'logo.jpeg'), 'logo')).toEqual({
      mime: 'image/jpeg',
      extension: 'jpg',
    });
    expect(await inspectUpload('cv', upload(samplePdf, 'cv.pdf'), 'cv')).toEqual({
      mime: 'application/pdf',
      extension: 'pdf',
    });
    expect(await inspectUpload('cv', upload(sampleDocx, 'Życiorys.docx'), 'cv')).toEqual({
      mime: docxMime,
      extension: 'docx',
    });
    expect(await inspectUpload('attachment', upload(sampleJpeg, 'scan.jpg'), 'attachment')).toMatchObject({
      extension: 'jpg',
    });
  });

  it('believes the bytes, not the name: a PNG named .pdf is a PNG', async () => {
    expect(await inspectUpload('cv', upload(samplePng, 'cv.pdf'), 'cv')).toEqual({
      mime: 'image/png',
      extension: 'png',
    });
    expect(await inspectUpload('logo', upload(samplePng, 'logo'), 'logo')).toMatchObject({
      extension: 'png',
    });
    // …and a real PDF named logo.png is still no logo.
    expect(await refusal(inspectUpload('logo', upload(samplePdf, 'logo.png'), 'logo'))).toMatchObject({
      path: 'logo',
      code: 'errors.invalidFileType',
    });
  });

  it('refuses a missing file as required', async () => {
    expect(await refusal(inspectUpload('logo', undefined, 'logo'))).toEqual({
      path: 'logo',
      code: 'errors.required',
      message: 'This field is required',
    });
  });

  it('refuses an empty file as corrupted', async () => {
    expect(await refusal(inspectUpload('cv', upload(Buffer.alloc(0), 'cv.pdf'), 'cv'))).toEqual({
      path: 'cv',
      code: 'errors.corruptedFile',
      message: 'The file is empty or damaged',
    });
  });

  it('refuses a file one byte over the limit as too large, and takes one at the limit', async () => {
    const atLimit = Buffer.alloc(5_242_880);
    samplePng.copy(atLimit);
    expect(await inspectUpload('logo', upload(atLimit, 'logo.png'), 'logo')).toMatchObject({
      extension: 'png',
    });
    const over = Buffer.alloc(5_242_881);
    samplePng.copy(over);
    expect(await refusal(inspectUpload('logo', upload(over, 'logo.png'), 'logo'))).toEqual({
      path: 'logo',
      code: 'errors.fileTooLarge',
      message: 'The file is too large (max 5 MB)',
    });
    const overForCv = Buffer.alloc(5_000_001);
    samplePdf.copy(overForCv);
    expect(await refusal(inspectUpload('cv', upload(overForCv, 'cv.pdf'), 'cv'))).toMatchObject({
      code: 'errors.fileTooLarge',
    });
  });

  it('refuses text named .png as damaged, and as the wrong type under another name', async () => {
    const text = Buffer.from('Dear hiring team, this is not a picture.\n');
    expect(await refusal(inspectUpload('logo', upload(text, 'logo.png'), 'logo'))).toEqual({
      path: 'logo',
      code: 'errors.corruptedFile',
      message: 'The file is empty or damaged',
    });
    expect(await refusal(inspectUpload('cv', upload(text, 'cv.txt'), 'cv'))).toMatchObject({
      code: 'errors.invalidFileType',
      message: 'Invalid file format',
    });
  });

  it('refuses SVG, whatever it is named', async () => {
    for (const name of ['logo.svg', 'logo.png', 'logo.jpg'])
      expect(await refusal(inspectUpload('logo', upload(sampleSvg, name), 'logo')), name).toMatchObject({
        path: 'logo',
        code: 'errors.invalidFileType',
      });
    const bare = Buffer.from(
      '\uFEFF  <svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    expect(await refusal(inspectUpload('avatar', upload(bare, 'me.png'), 'avatar'))).toMatchObject({
      code: 'errors.invalidFileType',
    });
  });

  it('refuses types the kind does not take: a DOCX logo, a plain zip CV, a GIF avatar', async () => {
    expect(await refusal(inspectUpload('logo', upload(sampleDocx, 'logo.docx'), 'logo'))).toMatchObject({
      code: 'errors.invalidFileType',
    });
    const zip = storedZip([{ name: 'notes.txt', content: 'hello' }]);
    expect(await refusal(inspectUpload('cv', upload(zip, 'cv.docx'), 'cv'))).toMatchObject({
      code: 'errors.invalidFileType',
    });
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    expect(await refusal(inspectUpload('avatar', upload(gif, 'me.png'), 'avatar'))).toMatchObject({
      code: 'errors.invalidFileType',
    });
  });

  it('names the field it was given in the issue and the message', async () => {
    const error = (await inspectUpload('attachments.0', upload(Buffer.alloc(0), 'a.pdf'), 'attachment').then(
      () => expect.fail('the upload was accepted'),
      (caught: unknown) => caught,
    )) as ValidationError;
    expect(error.issues[0]!.path).toBe('attachments.0');
    expect(error.message).toContain('attachments.0');
  });
});

describe('nameMatchesContent', () => {
  it('wants the name to claim the type the bytes are', () => {
    const pdf = { mime: 'application/pdf', extension: 'pdf' };
    expect(nameMatchesContent('cv.pdf', pdf)).toBe(true);
    expect(nameMatchesContent('CV.PDF', pdf)).toBe(true);
    expect(nameMatchesContent('cv.png', pdf)).toBe(false);
    expect(nameMatchesContent('cv', pdf)).toBe(false);
    expect(nameMatchesContent('photo.jpeg', { mime: 'image/jpeg', extension: 'jpg' })).toBe(true);
  });
});

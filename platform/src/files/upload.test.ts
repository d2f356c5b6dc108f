import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { problemHandler } from '../http/problem';
import { acceptUploads, uploadedFile } from './upload';
import { sampleDocx, samplePdf, samplePng, sampleSvg } from './sample-files';

const unexpected: unknown[] = [];
const spool = mkdtempSync(path.join(tmpdir(), 'tablica-upload-test-'));
afterAll(() => rmSync(spool, { recursive: true, force: true }));
/** What is left in the spool once answers are over (the close event runs just after the answer). */
const spooled = async () => {
  await new Promise((resolve) => setTimeout(resolve, 50));
  return readdirSync(spool);
};

function app() {
  const app = express();
  app.use(express.json());
  app.post(
    '/companies/logo',
    acceptUploads(
      [
        { name: 'logo', kind: 'logo' },
        { name: 'cv', kind: 'cv' },
      ],
      { spool },
    ),
    (req, res) => {
      const describe = (field: string) => {
        const file = uploadedFile(req, field);
        return (
          file && {
            ...file,
            spooled: path.dirname(file.path) === spool,
            bytes: readFileSync(file.path).toString('base64'),
          }
        );
      };
      res.json({ body: { ...req.body }, logo: describe('logo') ?? null, cv: describe('cv') ?? null });
    },
  );
  app.use(problemHandler((error) => unexpected.push(error)));
  return app;
}

const server = app();
const problem = 'application/problem+json';

describe('acceptUploads', () => {
  it('takes a multipart form with good files: checked type, bytes and text fields', async () => {
    const res = await request(server)
      .post('/companies/logo')
      .field('name', 'Łódzka Fabryka Kodu')
      .field('consents[0]', 'true')
      .attach('logo', samplePng, { filename: 'Łogo firmy.png', contentType: 'image/png' })
      .attach('cv', sampleDocx, { filename: 'cv.docx', contentType: 'application/octet-stream' });
    expect(res.status).toBe(200);
    expect(res.body.body).toEqual({ name: 'Łódzka Fabryka Kodu', consents: ['true'] });
    expect(res.body.logo).toMatchObject({
      field: 'logo',
      kind: 'logo',
      mime: 'image/png',
      extension: 'png',
      originalname: 'Łogo firmy.png',
      size: samplePng.length,
      spooled: true,
      bytes: samplePng.toString('base64'),
    });
    expect(res.body.cv).toMatchObject({ extension: 'docx', size: sampleDocx.length });
  });

  it('leaves out a field that was sent without a file', async () => {
    const res = await request(server)
      .post('/companies/logo')
      .attach('cv', samplePdf, 'cv.pdf')
      .field('note', 'no logo this time');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      logo: null,
      cv: { extension: 'pdf' },
      body: { note: 'no logo this time' },
    });
  });

  it('answers a file over its limit with 400 and errors.fileTooLarge on that field', async () => {
    const big = Buffer.alloc(5_242_881);
    samplePng.copy(big);
    const res = await request(server).post('/companies/logo').attach('logo', big, 'logo.png');
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toContain(problem);
    expect(res.body.issues).toEqual([
      { path: 'logo', code: 'errors.fileTooLarge', message: 'The file is too large (max 5 MB)' },
    ]);
    expect(res.body.errors).toEqual({ logo: 'errors.fileTooLarge' });
    expect(await spooled()).toEqual([]);
  });

  it('spools files to disk while they arrive and removes them once the answer is out', async () => {
    await request(server).post('/companies/logo').attach('cv', samplePdf, 'cv.pdf').expect(200);
    await request(server).post('/companies/logo').attach('logo', samplePdf, 'logo.png').expect(400);
    expect(await spooled()).toEqual([]);
  });

  it('answers a file far over every limit (stopped while reading) the same way', async () => {
    const huge = Buffer.alloc(7 * 1024 * 1024);
    const res = await request(server).post('/companies/logo').attach('cv', huge, 'cv.pdf');
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([
      { path: 'cv', code: 'errors.fileTooLarge', message: 'The file is too large (max 5 MB)' },
    ]);
  });

  it('applies each field its own limit: a 5,100,000-byte CV is too large though a logo that size is not', async () => {
    const file = Buffer.alloc(5_100_000);
    samplePdf.copy(file);
    const res = await request(server).post('/companies/logo').attach('cv', file, 'cv.pdf');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ cv: 'errors.fileTooLarge' });
  });

  it('answers a file in a field the form does not take with 400', async () => {
    const res = await request(server).post('/companies/logo').attach('avatar', samplePng, 'me.png');
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([
      expect.objectContaining({ path: 'avatar', code: 'upload.unexpected_file' }),
    ]);
  });

  it('answers two files in one field with 400', async () => {
    const res = await request(server)
      .post('/companies/logo')
      .attach('logo', samplePng, 'a.png')
      .attach('logo', samplePng, 'b.png');
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([
      expect.objectContaining({ path: 'logo', code: 'upload.too_many_files' }),
    ]);
  });

  it('reports every refused file at once: wrong type, empty, SVG', async () => {
    const res = await request(server)
      .post('/companies/logo')
      .attach('logo', sampleSvg, 'logo.png')
      .attach('cv', Buffer.alloc(0), 'cv.pdf');
    // An empty file part carries a file name, so it arrives as a file of zero bytes.
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ logo: 'errors.invalidFileType', cv: 'errors.corruptedFile' });
  });

  it('answers too many text fields and an oversized text field with 400', async () => {
    let many = request(server).post('/companies/logo');
    for (let i = 0; i < 21; i++) many = many.field(`f${i}`, 'x');
    const tooMany = await many;
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.issues).toEqual([expect.objectContaining({ code: 'upload.too_many_fields' })]);

    const long = await request(server)
      .post('/companies/logo')
      .field('description', 'x'.repeat(100 * 1024 + 1));
    expect(long.status).toBe(400);
    expect(long.body.issues).toEqual([
      expect.objectContaining({ path: 'description', code: 'errors.tooLong' }),
    ]);
  });

  it('answers a broken multipart body with 400, not 500', async () => {
    const res = await request(server)
      .post('/companies/logo')
      .set('Content-Type', 'multipart/form-data; boundary=xyz')
      .send('--xyz\r\nContent-Disposition: form-data; name="logo"; filename="a.png"\r\n\r\nPNG...');
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([expect.objectContaining({ code: 'upload.malformed' })]);
  });

  it('lets a JSON body through untouched', async () => {
    const res = await request(server).post('/companies/logo').send({ name: 'Acme', size: 10 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ body: { name: 'Acme', size: 10 }, logo: null, cv: null });
  });

  it('answered every refusal above as a problem, never a 500', () => {
    expect(unexpected).toEqual([]);
  });
});

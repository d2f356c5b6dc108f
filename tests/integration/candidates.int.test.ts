import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePdf, samplePng, sampleDocx } from '@tablica/platform/files/sample-files';
import type { TestDatabase } from '@tablica/platform/testing/database';
import type { Tablica } from '@tablica/server/runtime';
import { companyOwner, mailTo, signIn, strongPassword, tokenIn, uniqueEmail } from '../support/accounts';
import { startTestBoard, type TestBoard } from '../support/board';

let board: TestBoard;
let database: TestDatabase;
let tablica: Tablica;
let filesDir: string;
const host = 'it.localhost';

beforeAll(async () => {
  board = await startTestBoard();
  ({ database, tablica, filesDir } = board);
}, 120_000);

afterAll(async () => {
  await board?.stop();
});

const api = () => request(tablica.url);
const issueCodes = (body: { issues?: { path: string; code: string }[] }) =>
  Object.fromEntries((body.issues ?? []).map((issue) => [issue.path, issue.code]));

interface CandidateInput {
  readonly email?: string;
  readonly firstName?: string;
  readonly lastName?: string;
  readonly locale?: 'pl' | 'en';
}

const signUpBody = (input: CandidateInput = {}) => ({
  firstName: input.firstName ?? 'Ala',
  lastName: input.lastName ?? 'Kowalska',
  email: input.email ?? uniqueEmail('candidate'),
  password: strongPassword,
  password_confirmation: strongPassword,
  privacyPolicy: true,
  ...(input.locale ? { locale: input.locale } : {}),
});

/** Signs a candidate up, confirms the e-mail from the mail and signs in; a cookie agent. */
async function signedInCandidate(input: CandidateInput = {}) {
  const body = signUpBody(input);
  await api().post('/api/v1/candidates/sign_up').set('Host', host).send(body).expect(201);
  const mail = await mailTo(tablica, body.email, 'verification');
  await api()
    .patch('/api/v1/users/confirm')
    .set('Host', host)
    .send({ confirmation_token: tokenIn(mail) })
    .expect(200);
  const agent = await signIn(tablica, body.email, strongPassword, host);
  return { agent, email: body.email };
}

type Agent = Awaited<ReturnType<typeof signedInCandidate>>['agent'];

const fileKeyOf = async (documentId: string) =>
  (
    await database.pool.query<{ file_key: string }>('SELECT file_key FROM candidate_document WHERE id = $1', [
      documentId,
    ])
  ).rows[0]?.file_key;
const stored = (key: string | null | undefined) => key != null && existsSync(path.join(filesDir, key));

/** supertest's binary parser, for bodies that are files. */
const asBuffer = (res: request.Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

const uploadCv = (agent: Agent, bytes: Buffer, filename: string) =>
  agent.post('/api/v2/candidate-panel/documents').attach('cv', bytes, filename);

describe('candidate sign-up and confirmation', () => {
  it('mails a link to the board in the candidate language, confirms, signs in and shows the profile', async () => {
    const body = signUpBody({ locale: 'en', firstName: 'Łucja', lastName: 'Żak-Nowak' });
    const answer = await api().post('/api/v1/candidates/sign_up').set('Host', host).send(body).expect(201);
    expect(answer.body).toEqual({ message: 'confirmation_sent' });

    const mail = await mailTo(tablica, body.email, 'verification');
    expect(mail.subject).toBe('Confirm your e-mail address');
    expect(mail.headers['content-language']).toBe('en');
    expect(mail.text).toContain('/?modal=account-verified&token=');
    expect(mail.text).toContain('Łucja Żak-Nowak');
    expect(mail.text).not.toContain('/employer/');

    const early = await api()
      .post('/api/v1/oauth/token')
      .set('Host', host)
      .send({ grant_type: 'password', username: body.email, password: strongPassword })
      .expect(403);
    expect(early.body.code).toBe('auth.email_not_verified');

    await api()
      .patch('/api/v1/users/confirm')
      .set('Host', host)
      .send({ confirmation_token: tokenIn(mail) })
      .expect(200, { confirmed: true });

    const signedIn = await api()
      .post('/api/v1/oauth/token')
      .set('Host', host)
      .send({ grant_type: 'password', username: body.email, password: strongPassword })
      .expect(200);
    expect(signedIn.body.user).toMatchObject({ email: body.email, kind: 'candidate', locale: 'en' });

    const agent = await signIn(tablica, body.email, strongPassword, host);
    const profile = await agent.get('/api/v2/candidate-panel/profile').expect(200);
    expect(profile.body).toEqual({
      id: expect.any(String),
      firstName: 'Łucja',
      lastName: 'Żak-Nowak',
      email: body.email,
      message: null,
      avatarUrl: null,
      applicationDocs: [],
      unreadMessages: { chatsCount: 0, conversationRequestsCount: 0 },
      matchmaking: { mandatoryPreferencesFilledIn: false },
    });
    const user = await database.pool.query(
      'SELECT tenant, kind, name, locale FROM auth_user WHERE email = $1',
      [body.email],
    );
    expect(user.rows[0]).toEqual({ tenant: 'it', kind: 'candidate', name: 'Łucja Żak-Nowak', locale: 'en' });
  });

  it('mails Polish when no language is given', async () => {
    const body = signUpBody();
    await api().post('/api/v1/candidates/sign_up').set('Host', host).send(body).expect(201);
    const mail = await mailTo(tablica, body.email, 'verification');
    expect(mail.subject).toBe('Potwierdź adres e-mail');
    expect(mail.headers['content-language']).toBe('pl');
    expect(mail.text).toContain('/?modal=account-verified&token=');
  });

  it('answers a registered e-mail (candidate or employer) exactly like a new one and creates nothing', async () => {
    const { email } = await signedInCandidate();
    const employer = await companyOwner(tablica);
    // Each owner is pointed where their account signs in: the board's profile, the console.
    for (const [taken, page] of [
      [email, `http://${host}/profile`],
      [employer.email, '/employer/#/forgot-password'],
    ] as const) {
      const again = signUpBody({ email: taken, firstName: 'Inna', lastName: 'Osoba' });
      const answer = await api().post('/api/v1/candidates/sign_up').set('Host', host).send(again).expect(201);
      expect(answer.body).toEqual({ message: 'confirmation_sent' });
      expect((await mailTo(tablica, taken, 'sign-up-attempt')).text).toContain(page);
    }
    const users = await database.pool.query(
      'SELECT kind, "firstName" FROM auth_user WHERE email = ANY($1) ORDER BY kind',
      [[email, employer.email]],
    );
    expect(users.rows).toEqual([
      { kind: 'candidate', firstName: 'Ala' },
      { kind: 'employer', firstName: null },
    ]);
  });

  it('refuses bad input with the spec error keys and stores nothing', async () => {
    const email = uniqueEmail('bad');
    const answer = await api()
      .post('/api/v1/candidates/sign_up')
      .set('Host', host)
      .send({
        firstName: '',
        lastName: 'R2-D2',
        email: 'not-an-email',
        password: strongPassword,
        password_confirmation: strongPassword,
        privacyPolicy: false,
      })
      .expect(400);
    expect(answer.type).toBe('application/problem+json');
    expect(issueCodes(answer.body)).toEqual({
      firstName: 'errors.required',
      lastName: 'errors.invalidName',
      email: 'errors.email',
      privacyPolicy: 'errors.privacyPolicyRequired',
    });
    const mismatch = await api()
      .post('/api/v1/candidates/sign_up')
      .set('Host', host)
      .send({ ...signUpBody({ email }), password_confirmation: 'something else' })
      .expect(400);
    expect(issueCodes(mismatch.body)).toEqual({ password_confirmation: 'errors.passwordMismatch' });
    const short = await api()
      .post('/api/v1/candidates/sign_up')
      .set('Host', host)
      .send({ ...signUpBody({ email }), password: 'short', password_confirmation: 'short' })
      .expect(400);
    expect(issueCodes(short.body).password).toBe('errors.passwordTooShort');
    const users = await database.pool.query('SELECT 1 FROM auth_user WHERE email = $1', [email]);
    expect(users.rowCount).toBe(0);
  });

  it.each(['password123', 'qwertyuiop1', 'Kowalska2024'])(
    'refuses the weak password %s',
    async (password) => {
      const answer = await api()
        .post('/api/v1/candidates/sign_up')
        .set('Host', host)
        .send({ ...signUpBody(), password, password_confirmation: password })
        .expect(400);
      expect(issueCodes(answer.body).password).toBe('errors.weakPassword');
    },
  );

  it('keeps a candidate of one board out of the other board', async () => {
    const { email } = await signedInCandidate();
    const other = await api()
      .post('/api/v1/oauth/token')
      .set('Host', 'work.localhost')
      .send({ grant_type: 'password', username: email, password: strongPassword });
    expect(other.status).toBe(401);
  });
});

describe('candidate profile', () => {
  it('renames the candidate (and the name mails use), refusing bad names', async () => {
    const { agent, email } = await signedInCandidate();
    const renamed = await agent
      .patch('/api/v2/candidate-panel/profile')
      .send({ lastName: 'Nowak' })
      .expect(200);
    expect(renamed.body).toMatchObject({ firstName: 'Ala', lastName: 'Nowak', email });
    await agent.patch('/api/v2/candidate-panel/profile').send({ firstName: 'Alicja' }).expect(200);
    const user = await database.pool.query('SELECT name FROM auth_user WHERE email = $1', [email]);
    expect(user.rows[0].name).toBe('Alicja Nowak');

    const bad = await agent
      .patch('/api/v2/candidate-panel/profile')
      .send({ firstName: '<b>x</b>' })
      .expect(400);
    expect(issueCodes(bad.body).firstName).toBe('errors.invalidName');
    const empty = await agent.patch('/api/v2/candidate-panel/profile').send({}).expect(400);
    expect(empty.body.issues[0].code).toBe('errors.required');
  });

  it('answers 401 signed out, 403 to an employer, and 401 after signing out', async () => {
    const signedOut = await api().get('/api/v2/candidate-panel/profile').set('Host', host).expect(401);
    expect(signedOut.body.code).toBe('auth.unauthenticated');
    const employer = await companyOwner(tablica);
    const refused = await employer.agent.get('/api/v2/candidate-panel/profile').expect(403);
    expect(refused.body.code).toBe('auth.not_a_candidate');

    const { agent } = await signedInCandidate();
    await agent.get('/api/v2/candidate-panel/profile').expect(200);
    await agent.post('/api/v1/oauth/revoke').expect(204);
    await agent.get('/api/v2/candidate-panel/profile').expect(401);
  });
});

describe('candidate password reset', () => {
  it('mails a link to the board (not the console) in the candidate language; the new password signs in', async () => {
    const { agent, email } = await signedInCandidate({ locale: 'en' });
    await api().post('/api/v1/users/password').set('Host', host).send({ email }).expect(200);
    const mail = await mailTo(tablica, email, 'password-reset');
    expect(mail.text).toContain(`http://${host}/?modal=reset-password&token=`);
    expect(mail.text).not.toContain('/employer/');
    expect(mail.subject).toMatch(/password/i);
    const fresh = 'Nowe hasło kandydatki 2027';
    await api()
      .patch('/api/v1/users/password')
      .set('Host', host)
      .send({ reset_password_token: tokenIn(mail), password: fresh, password_confirmation: fresh })
      .expect(200);
    // Every session ended; the old password is refused, the new one signs in.
    await agent.get('/api/v2/candidate-panel/profile').expect(401);
    await api()
      .post('/api/v1/oauth/token')
      .set('Host', host)
      .send({ username: email, password: strongPassword })
      .expect(401);
    const again = await signIn(tablica, email, fresh, host);
    await again.get('/api/v2/candidate-panel/profile').expect(200);
  });
});

describe('avatar', () => {
  it('stores a real PNG, serves it byte for byte to its owner only, replaces and removes it', async () => {
    const { agent, email } = await signedInCandidate();
    const uploaded = await agent
      .put('/api/v2/candidate-panel/profile/avatar')
      .attach('avatar', samplePng, 'me.png')
      .expect(200);
    expect(uploaded.body.avatarUrl).toBe('/api/v2/candidate-panel/profile/avatar');

    const served = await agent
      .get('/api/v2/candidate-panel/profile/avatar')
      .buffer(true)
      .parse(asBuffer)
      .expect(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('private, no-store');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(served.body as Buffer, samplePng)).toBe(0);

    const other = await signedInCandidate();
    const othersAvatar = await other.agent.get('/api/v2/candidate-panel/profile/avatar').expect(404);
    expect(othersAvatar.body.code).toBe('candidate.no_avatar');
    const employer = await companyOwner(tablica);
    await employer.agent.get('/api/v2/candidate-panel/profile/avatar').expect(403);
    await api().get('/api/v2/candidate-panel/profile/avatar').set('Host', host).expect(401);

    const imageOf = async () =>
      (await database.pool.query<{ image: string }>('SELECT image FROM auth_user WHERE email = $1', [email]))
        .rows[0]!.image;
    const first = await imageOf();
    expect(first).toMatch(/^avatars\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/);
    expect(stored(first)).toBe(true);
    await agent
      .put('/api/v2/candidate-panel/profile/avatar')
      .attach('avatar', samplePng, 'again.png')
      .expect(200);
    const second = await imageOf();
    expect(second).not.toBe(first);
    expect(stored(second)).toBe(true);
    expect(stored(first)).toBe(false);

    await agent.delete('/api/v2/candidate-panel/profile/avatar').expect(204);
    expect(stored(second)).toBe(false);
    const profile = await agent.get('/api/v2/candidate-panel/profile').expect(200);
    expect(profile.body.avatarUrl).toBeNull();
    await agent.get('/api/v2/candidate-panel/profile/avatar').expect(404);
  });

  it('refuses text named .png, a file over 5 MB, an empty file and a missing one', async () => {
    const { agent } = await signedInCandidate();
    const text = await agent
      .put('/api/v2/candidate-panel/profile/avatar')
      .attach('avatar', Buffer.from('just some text, not a picture'), 'me.png')
      .expect(400);
    expect(issueCodes(text.body).avatar).toBe('errors.corruptedFile');
    const pdf = await agent
      .put('/api/v2/candidate-panel/profile/avatar')
      .attach('avatar', samplePdf, 'me.png')
      .expect(400);
    expect(issueCodes(pdf.body).avatar).toBe('errors.invalidFileType');
    const large = Buffer.concat([samplePng, Buffer.alloc(5 * 1024 * 1024)]);
    const tooLarge = await agent
      .put('/api/v2/candidate-panel/profile/avatar')
      .attach('avatar', large, 'big.png');
    expect(tooLarge.status).toBe(400);
    expect(issueCodes(tooLarge.body).avatar).toBe('errors.fileTooLarge');
    const empty = await agent
      .put('/api/v2/candidate-panel/profile/avatar')
      .attach('avatar', Buffer.alloc(0), 'empty.png')
      .expect(400);
    expect(issueCodes(empty.body).avatar).toBe('errors.corruptedFile');
    const none = await agent.put('/api/v2/candidate-panel/profile/avatar').field('x', '1').expect(400);
    expect(issueCodes(none.body).avatar).toBe('errors.required');
    const profile = await agent.get('/api/v2/candidate-panel/profile').expect(200);
    expect(profile.body.avatarUrl).toBeNull();
  });
});

describe('CV documents', () => {
  it('uploads a PDF and a DOCX, lists, replaces, downloads with safe headers and deletes them', async () => {
    const { agent } = await signedInCandidate();
    const pdf = await uploadCv(agent, samplePdf, 'CV Ala Kowalska (2026).pdf').expect(201);
    expect(pdf.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      type: 'cv',
      fileName: 'CV Ala Kowalska (2026).pdf',
      size: samplePdf.length,
      uploadedAt: expect.any(String),
    });
    const docx = await uploadCv(agent, sampleDocx, 'życiorys.docx').expect(201);
    expect(docx.body).toMatchObject({ fileName: 'życiorys.docx', size: sampleDocx.length });

    const profile = await agent.get('/api/v2/candidate-panel/profile').expect(200);
    expect(profile.body.applicationDocs.map((doc: { id: string }) => doc.id)).toEqual([
      pdf.body.id,
      docx.body.id,
    ]);

    const download = await agent
      .get(`/api/v2/candidate-panel/documents/${docx.body.id}/download`)
      .buffer(true)
      .parse(asBuffer)
      .expect(200);
    expect(download.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="zyciorys.docx"; filename*=UTF-8''${encodeURIComponent('życiorys.docx')}`,
    );
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(download.body as Buffer, sampleDocx)).toBe(0);

    const pdfDownload = await agent
      .get(`/api/v2/candidate-panel/documents/${pdf.body.id}/download`)
      .expect(200);
    expect(pdfDownload.headers['content-disposition']).toContain(
      "filename*=UTF-8''CV%20Ala%20Kowalska%20%282026%29.pdf",
    );

    const oldKey = await fileKeyOf(pdf.body.id);
    const replaced = await agent
      .put(`/api/v2/candidate-panel/documents/${pdf.body.id}`)
      .attach('cv', sampleDocx, 'cv-2026.docx')
      .expect(200);
    expect(replaced.body).toMatchObject({
      id: pdf.body.id,
      fileName: 'cv-2026.docx',
      size: sampleDocx.length,
    });
    const newKey = await fileKeyOf(pdf.body.id);
    expect(newKey).toMatch(/^cvs\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.docx$/);
    expect(stored(newKey)).toBe(true);
    expect(stored(oldKey)).toBe(false);
    const after = await agent.get(`/api/v2/candidate-panel/documents/${pdf.body.id}/download`).expect(200);
    expect(after.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );

    await agent.delete(`/api/v2/candidate-panel/documents/${pdf.body.id}`).expect(204);
    expect(stored(newKey)).toBe(false);
    await agent.get(`/api/v2/candidate-panel/documents/${pdf.body.id}/download`).expect(404);
    await agent.delete(`/api/v2/candidate-panel/documents/${pdf.body.id}`).expect(404);
    const left = await agent.get('/api/v2/candidate-panel/profile').expect(200);
    expect(left.body.applicationDocs).toHaveLength(1);
  });

  it('cleans the file name, names the real type, and refuses what is not a CV', async () => {
    const { agent } = await signedInCandidate();
    const sneaky = await uploadCv(agent, samplePng, '../../etc/cv\u202egnp.pdf\r\n').expect(201);
    expect(sneaky.body.fileName).toBe('cvgnp.pdf.png');
    const download = await agent
      .get(`/api/v2/candidate-panel/documents/${sneaky.body.id}/download`)
      .expect(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="cvgnp.pdf.png"; filename*=UTF-8''cvgnp.pdf.png`,
    );
    const long = await uploadCv(agent, samplePdf, `${'ą'.repeat(300)}.pdf`).expect(201);
    expect([...long.body.fileName]).toHaveLength(200);
    expect(long.body.fileName.endsWith('ą.pdf')).toBe(true);

    const text = await uploadCv(agent, Buffer.from('plain text renamed'), 'cv.pdf').expect(400);
    expect(issueCodes(text.body).cv).toBe('errors.corruptedFile');
    const svg = await uploadCv(
      agent,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'cv.png',
    ).expect(400);
    expect(issueCodes(svg.body).cv).toBe('errors.invalidFileType');
    const tooLarge = await uploadCv(
      agent,
      Buffer.concat([samplePdf, Buffer.alloc(5_000_001 - samplePdf.length)]),
      'big.pdf',
    );
    expect(tooLarge.status).toBe(400);
    expect(issueCodes(tooLarge.body).cv).toBe('errors.fileTooLarge');
    const limit = await uploadCv(
      agent,
      Buffer.concat([samplePdf, Buffer.alloc(5_000_000 - samplePdf.length)]),
      'max.pdf',
    );
    expect(limit.status).toBe(201);
    await uploadCv(agent, Buffer.alloc(0), 'empty.pdf').expect(400);
  });

  it('keeps at most 5 documents per candidate', async () => {
    const { agent } = await signedInCandidate();
    for (let i = 1; i <= 5; i++) await uploadCv(agent, samplePdf, `cv-${i}.pdf`).expect(201);
    const sixth = await uploadCv(agent, samplePdf, 'cv-6.pdf').expect(409);
    expect(sixth.body.code).toBe('candidate.too_many_documents');
    const profile = await agent.get('/api/v2/candidate-panel/profile').expect(200);
    expect(profile.body.applicationDocs).toHaveLength(5);
    // The refused sixth file was removed again: every stored CV belongs to a document.
    const keys = await database.pool.query<{ file_key: string }>('SELECT file_key FROM candidate_document');
    const onDisk = (await readdir(path.join(filesDir, 'cvs'), { recursive: true }))
      .filter((name) => /[0-9a-f-]{36}\.[a-z0-9]+$/.test(name))
      .map((name) => `cvs/${name.split(path.sep).join('/')}`);
    expect(onDisk.sort()).toEqual(keys.rows.map((row) => row.file_key).sort());
  });

  it('never gives a document to another candidate, an employer or a signed-out visitor', async () => {
    const owner = await signedInCandidate();
    const doc = await uploadCv(owner.agent, samplePdf, 'private.pdf').expect(201);
    const url = `/api/v2/candidate-panel/documents/${doc.body.id}`;

    const other = await signedInCandidate();
    const notFound = await other.agent.get(`${url}/download`).expect(404);
    expect(notFound.body.code).toBe('candidate.document_not_found');
    expect(notFound.type).toBe('application/problem+json');
    await other.agent.delete(url).expect(404);
    await other.agent.put(url).attach('cv', samplePng, 'takeover.png').expect(404);

    const employer = await companyOwner(tablica);
    const forbidden = await employer.agent.get(`${url}/download`).expect(403);
    expect(forbidden.body.code).toBe('auth.not_a_candidate');
    await employer.agent.delete(url).expect(403);
    await employer.agent.put(url).attach('cv', samplePdf, 'x.pdf').expect(403);
    await employer.agent
      .post('/api/v2/candidate-panel/documents')
      .attach('cv', samplePdf, 'x.pdf')
      .expect(403);

    const anonymous = await api().get(`${url}/download`).set('Host', host).expect(401);
    expect(anonymous.body.code).toBe('auth.unauthenticated');
    await api().delete(url).set('Host', host).expect(401);
    await api()
      .post('/api/v2/candidate-panel/documents')
      .set('Host', host)
      .attach('cv', samplePdf, 'x.pdf')
      .expect(401);

    await owner.agent.post('/api/v1/oauth/revoke').expect(204);
    await owner.agent.get(`${url}/download`).expect(401);

    await other.agent.get('/api/v2/candidate-panel/documents/not-a-uuid/download').expect(404);
    const mine = await signIn(tablica, owner.email, strongPassword, host);
    const still = await mine.get(`${url}/download`).buffer(true).parse(asBuffer).expect(200);
    expect(Buffer.compare(still.body as Buffer, samplePdf)).toBe(0);
  });

  it('refuses a cross-site upload that carries the session cookie', async () => {
    const { agent } = await signedInCandidate();
    const forged = await agent
      .post('/api/v2/candidate-panel/documents')
      .set('Origin', 'https://evil.example')
      .attach('cv', samplePdf, 'x.pdf')
      .expect(403);
    expect(forged.body.code).toBe('csrf.cross_site_request');
  });

  it('describes every candidate route in the OpenAPI document', async () => {
    const doc = await api().get('/api/openapi.json').expect(200);
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining([
        '/v1/candidates/sign_up',
        '/v2/candidate-panel/profile',
        '/v2/candidate-panel/profile/avatar',
        '/v2/candidate-panel/documents',
        '/v2/candidate-panel/documents/{id}',
        '/v2/candidate-panel/documents/{id}/download',
      ]),
    );
    expect(Object.keys(doc.body.paths['/v2/candidate-panel/profile/avatar'])).toEqual([
      'get',
      'put',
      'delete',
    ]);
  });
});

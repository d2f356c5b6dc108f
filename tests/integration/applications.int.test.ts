import { existsSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPersonalData } from '@tablica/command-api/applications/personal-data';
import { countApplicationHit } from '@tablica/command-api/applications/rate-limits';
import { applicationStreamId } from '@tablica/domain/applications/application';
import type { TenantId } from '@tablica/domain/tenants';
import { samplePdf, samplePng } from '@tablica/platform/files/sample-files';
import { rebuildProjection } from '@tablica/platform/projections/rebuild';
import { readModel } from '@tablica/platform/projections/locator';
import { findProjection } from '@tablica/projections/catalogue';
import type { Tablica } from '@tablica/server/runtime';
import { companyOwner, mailTo, signIn, strongPassword, tokenIn, uniqueEmail } from '../support/accounts';
import { startTestBoard, type TestBoard } from '../support/board';
import { eventually } from '../support/eventually';
import { companyIdOf } from '../support/offer-commands';
import { days, offerLife, type LivingOffer } from '../support/offer-life';
import { sampleOffer } from '../support/offers';

let board: TestBoard;
let tablica: Tablica;
let filesDir: string;
const host = 'it.localhost';
const perEmailLimit = 4;

beforeAll(async () => {
  board = await startTestBoard({
    APPLICATIONS_PER_EMAIL_PER_HOUR: String(perEmailLimit),
    APPLICATIONS_PER_IP_PER_HOUR: '100000',
  });
  ({ tablica, filesDir } = board);
}, 120_000);

afterAll(async () => {
  await board?.stop();
});

const api = () => request(tablica.url);
const issueCodes = (body: { issues?: { path: string; code: string }[] }) =>
  Object.fromEntries((body.issues ?? []).map((issue) => [issue.path, issue.code]));
const stored = (key: string | null | undefined) => key != null && existsSync(path.join(filesDir, key));
const applications = readModel('applications');

/** supertest's binary parser, for bodies that are files. */
const asBuffer = (res: request.Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

interface Employer {
  readonly agent: Awaited<ReturnType<typeof companyOwner>>['agent'];
  readonly companyId: string;
  readonly email: string;
  readonly host: string;
  readonly tenant: TenantId;
}

async function employer(tenant: TenantId = 'it', locale: 'pl' | 'en' = 'pl'): Promise<Employer> {
  const owner = await companyOwner(tablica, {
    host: `${tenant}.localhost`,
    locale,
    company: `Firma ${uniqueEmail('c')}`,
  });
  return {
    agent: owner.agent,
    companyId: await companyIdOf(owner.agent),
    email: owner.email,
    host: owner.host,
    tenant,
  };
}

const life = () => offerLife(tablica.store);

async function offerOf(
  company: Employer,
  overrides: Parameters<typeof sampleOffer>[1] = {},
  at = new Date(),
): Promise<LivingOffer> {
  const offer = await life().publish(
    company.tenant,
    sampleOffer(7, {
      title: 'Senior TypeScript Developer',
      employmentTypes: [
        { type: 'b2b', from: 20000, to: 26000, currency: 'PLN' },
        { type: 'permanent', from: 16000, to: 21000, currency: 'PLN' },
      ],
      futureConsent: { enabled: true, value: 'I agree to future recruitments.' },
      ...overrides,
    }),
    at,
    company.companyId,
  );
  if (!(await tablica.awaitReadModels(offer.checkpoint, 30_000)))
    throw new Error('the offer did not reach the read models');
  return offer;
}

interface ApplyInput {
  readonly name?: string;
  readonly email?: string;
  readonly message?: string;
  readonly file?: { bytes: Buffer; name: string };
  readonly agent?: request.Agent;
  readonly hostName?: string;
  readonly key?: string;
  readonly fields?: Record<string, string>;
}

function apply(offerId: string, input: ApplyInput = {}) {
  const call = (input.agent ?? api())
    .post(`/api/v1/offers/${offerId}/applications`)
    .set('Host', input.hostName ?? host);
  if (input.key) call.set('Idempotency-Key', input.key);
  const fields: Record<string, string | undefined> = {
    name: input.name ?? 'Ala Kowalska',
    email: input.email ?? uniqueEmail('applicant'),
    message: input.message,
    future_consent_accepted: '1',
    ...input.fields,
  };
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) call.field(name, value);
  if (input.file) call.attach('attachment', input.file.bytes, input.file.name);
  return call;
}

/**
 * Waits until the read models hold everything committed so far. The head is read from the table
 * itself (a gap-safe `readAll` can stop short of events behind a transaction still open elsewhere),
 * and a loaded machine gets 30 s rather than the API's 3 s before the test fails here, not later.
 */
async function settled() {
  const head = await tablica.pool.query<{ checkpoint: string }>(
    `SELECT tx_id::text || '/' || global_position::text AS checkpoint FROM events
      ORDER BY tx_id DESC, global_position DESC LIMIT 1`,
  );
  const checkpoint = head.rows[0]?.checkpoint;
  if (checkpoint && !(await tablica.awaitReadModels(checkpoint, 30_000)))
    throw new Error(`the read models did not reach ${checkpoint} in 30 s`);
}

async function readModelRow(id: string) {
  return applications.read(
    tablica.pool,
    async (rm) =>
      (
        await tablica.pool.query<{
          name: string | null;
          email: string | null;
          has_cv: boolean;
          erased_at: Date | null;
        }>(`SELECT name, email, has_cv, erased_at FROM ${rm}.applications WHERE application_id = $1`, [id])
      ).rows[0],
  );
}

async function fileKeyOf(id: string): Promise<string | null> {
  return (await openPersonalData(tablica.pool, tablica.store, id))?.cv?.key ?? null;
}

describe('POST /v1/offers/{id}/applications', () => {
  it('takes an application with a CV, records what the candidate was shown, mails both sides and counts it', async () => {
    const acme = await employer('it', 'en');
    const offer = await offerOf(acme, {
      contact: { name: 'Jan Kontakt', email: uniqueEmail('contact'), phone: null },
    });
    const contact = (await tablica.store.readStream(`offer-${offer.offerId}`))[0]!.data as {
      offer?: { contact?: { email: string } };
      content?: { contact?: { email: string } };
    };
    const contactEmail = (contact.content ?? contact.offer)!.contact!.email;
    const email = uniqueEmail('ala');
    const answer = await apply(offer.offerId, {
      email,
      message: 'Hello!',
      file: { bytes: samplePdf, name: 'życiorys.pdf' },
    }).expect(201);
    const id = answer.body.id as string;
    expect(answer.body).toEqual({ id, applicationId: id, source: 'apply_form' });

    const [submitted] = await tablica.store.readStream(applicationStreamId(id));
    expect(submitted!.type).toBe('ApplicationSubmitted');
    const data = submitted!.data as Record<string, unknown>;
    expect(data.shown).toEqual({
      offerVersion: 1,
      title: 'Senior TypeScript Developer',
      employmentTypes: [
        expect.objectContaining({ type: 'b2b', from: 20000, to: 26000, currency: 'PLN' }),
        expect.objectContaining({ type: 'permanent', from: 16000, to: 21000, currency: 'PLN' }),
      ],
    });
    // Personal data never enters the event in the clear.
    expect(JSON.stringify(data)).not.toContain(email);
    expect(JSON.stringify(data)).not.toContain('Ala Kowalska');
    expect(stored(await fileKeyOf(id))).toBe(true);
    expect(await fileKeyOf(id)).toMatch(/^attachments\//);

    const toCompany = await mailTo(tablica, contactEmail, 'new-application');
    expect(toCompany.subject).toBe('New application: Senior TypeScript Developer');
    expect(toCompany.text).toContain(`/employer/#/applications/${id}/show`);
    expect(toCompany.attachments ?? []).toHaveLength(0);
    const confirmation = await mailTo(tablica, email, 'application-confirmation');
    expect(confirmation.subject).toBe('Aplikacja wysłana: Senior TypeScript Developer');
    expect(confirmation.text).toContain('życiorys.pdf');

    await settled();
    const list = await acme.agent
      .get('/api/v2/employer-panel/applications')
      .query({ filter: JSON.stringify({ offerId: offer.offerId }) })
      .expect(200);
    expect(list.headers['content-range']).toBe('applications 0-0/1');
    expect(list.body[0]).not.toHaveProperty('total');
    // A page past the end is empty and still carries the total.
    const beyond = await acme.agent
      .get('/api/v2/employer-panel/applications')
      .query({ filter: JSON.stringify({ offerId: offer.offerId }), range: JSON.stringify([25, 49]) })
      .expect(200, []);
    expect(beyond.headers['content-range']).toBe('applications 25-25/1');
    expect(list.body[0]).toMatchObject({
      id,
      name: 'Ala Kowalska',
      email,
      message: 'Hello!',
      status: 'new',
      hasCv: true,
      futureConsentAccepted: true,
    });
    const counts = await acme.agent
      .get('/api/v2/employer-panel/applications/counts')
      .query({ offerId: offer.offerId })
      .expect(200);
    expect(counts.body).toMatchObject({ new: 1, seen: 0, total: 1 });
    const statistics = await acme.agent.get('/api/v2/employer-panel/offers/statistics').expect(200);
    expect(statistics.body.applications).toBe(1);
    const row = await acme.agent.get(`/api/v2/employer-panel/offers/${offer.offerId}`).expect(200);
    expect(row.body).toMatchObject({ applications: 1, newApplications: 1 });
  });

  it('refuses every broken rule of the apply form with its key, and never a 500', async () => {
    const offer = await offerOf(await employer());
    const refused = async (input: ApplyInput) =>
      issueCodes((await apply(offer.offerId, input).expect(400)).body);
    expect(await refused({ name: '', message: 'Hi' })).toEqual({ name: 'errors.required' });
    expect(await refused({ email: 'not-an-email', message: 'Hi' })).toEqual({ email: 'errors.email' });
    expect(await refused({})).toEqual({ message: 'errors.messageOrAttachment' });
    expect(await refused({ message: 'x'.repeat(1001) })).toEqual({ message: 'errors.tooLong' });
    expect(await refused({ file: { bytes: samplePng, name: 'cv.pdf' } })).toEqual({
      attachment: 'errors.invalidFileType',
    });
    expect(
      await refused({ file: { bytes: Buffer.from('plain text, not a document'), name: 'cv.txt' } }),
    ).toEqual({
      attachment: 'errors.invalidFileType',
    });
    const oversized = Buffer.concat([samplePdf, Buffer.alloc(5_000_001 - samplePdf.length, 0x20)]);
    expect(await refused({ file: { bytes: oversized, name: 'cv.pdf' } })).toEqual({
      attachment: 'errors.fileTooLarge',
    });
    await apply(offer.offerId, { message: 'x'.repeat(1000) }).expect(201);

    const missing = await apply('00000000-0000-4000-8000-000000000000', { message: 'Hi' }).expect(404);
    expect(missing.headers['content-type']).toContain('application/problem+json');
    expect(missing.body.code).toBe('offer.not_found');
    await apply('not-a-uuid', { message: 'Hi' }).expect(404);
  });

  it('refuses expired, finished and deleted offers with the spec message', async () => {
    const acme = await employer();
    const past = new Date(Date.now() - days(40));
    const expired = await offerOf(acme, {}, past);
    // The board's expiry job may get there first (the offer's expiry is past): expired either way.
    await life()
      .expire(expired, new Date(Date.now() - days(1)))
      .catch((error: unknown) => {
        if ((error as { code?: unknown }).code !== 'offer.expired') throw error;
      });
    const finished = await offerOf(acme);
    await life().finish(finished, new Date());
    const deleted = await offerOf(acme);
    await life().finish(deleted, new Date());
    await life().delete(deleted, new Date());
    for (const offer of [expired, finished, deleted]) {
      const answer = await apply(offer.offerId, { message: 'Hi' }).expect(409);
      expect(answer.body).toMatchObject({ code: 'application.offer_expired', title: 'Offer expired' });
    }
  });

  it('creates one application for a retried Idempotency-Key, and rate-limits per e-mail with Retry-After', async () => {
    const offer = await offerOf(await employer());
    const email = uniqueEmail('retry');
    const first = await apply(offer.offerId, { email, message: 'Hi', key: 'apply-once' }).expect(201);
    const again = await apply(offer.offerId, { email, message: 'Hi', key: 'apply-once' }).expect(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.id).toBe(first.body.id);
    for (let n = 1; n < perEmailLimit; n++)
      await apply(offer.offerId, { email, message: `Hi ${n}` }).expect(201);
    const limited = await apply(offer.offerId, { email, message: 'One more' }).expect(429);
    expect(limited.body.code).toBe('application.too_many');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    // The per-IP window is the same counter, keyed by address (here the board's own, set high).
    const bucket = `ip:it:${uniqueEmail('address')}`;
    await countApplicationHit(tablica.pool, bucket, 2);
    await countApplicationHit(tablica.pool, bucket, 2);
    await expect(countApplicationHit(tablica.pool, bucket, 2)).rejects.toMatchObject({
      code: 'application.too_many',
      retryAfterSeconds: expect.any(Number),
    });
  });
});

describe('employer actions', () => {
  it('changes the status with If-Match: of two concurrent changes one wins and the other gets 412', async () => {
    const acme = await employer();
    const offer = await offerOf(acme);
    const id = (await apply(offer.offerId, { message: 'Hi' }).expect(201)).body.id as string;
    await settled();
    const seen = await acme.agent.get(`/api/v2/employer-panel/applications/${id}`).expect(200);
    const etag = seen.headers.etag as string;
    const [a, b] = await Promise.all([
      acme.agent
        .patch(`/api/v2/employer-panel/applications/${id}/status`)
        .set('If-Match', etag)
        .send({ status: 'in_review' }),
      acme.agent
        .patch(`/api/v2/employer-panel/applications/${id}/status`)
        .set('If-Match', etag)
        .send({ status: 'rejected', note: 'No' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 412]);
    expect([a, b].find((answer) => answer.status === 412)!.body.code).toBe('stream_version_conflict');
    const bad = await acme.agent
      .patch(`/api/v2/employer-panel/applications/${id}/status`)
      .send({ status: 'lost' })
      .expect(400);
    expect(bad.body.code).toBe('validation_failed');

    await acme.agent.delete(`/api/v2/employer-panel/applications/${id}`).expect(204);
    await settled();
    await acme.agent.get(`/api/v2/employer-panel/applications/${id}`).expect(404);
    await acme.agent
      .patch(`/api/v2/employer-panel/applications/${id}/status`)
      .send({ status: 'seen' })
      .expect(404);
  });

  it('answers a command once its effect is readable: the list read right after shows it (read-your-writes)', async () => {
    const acme = await employer();
    const offer = await offerOf(acme);
    const { agent, email } = await signedInCandidate();
    const listed = async () => {
      const page = await acme.agent
        .get('/api/v2/employer-panel/applications')
        .query({ filter: JSON.stringify({ offerId: offer.offerId }) })
        .expect(200);
      return Object.fromEntries(page.body.map((a: { id: string; status: string }) => [a.id, a.status]));
    };
    // No waiting anywhere below: each read follows its command's answer at once.
    const kept = (await apply(offer.offerId, { message: 'Hi' }).expect(201)).body.id as string;
    const trashed = (await apply(offer.offerId, { message: 'Hi' }).expect(201)).body.id as string;
    const withdrawn = (await apply(offer.offerId, { agent, email, message: 'Hi' }).expect(201)).body
      .id as string;
    expect(await listed()).toEqual({ [kept]: 'new', [trashed]: 'new', [withdrawn]: 'new' });
    await acme.agent
      .patch(`/api/v2/employer-panel/applications/${kept}/status`)
      .send({ status: 'interview' })
      .expect(200);
    expect((await listed())[kept]).toBe('interview');
    await acme.agent.delete(`/api/v2/employer-panel/applications/${trashed}`).expect(204);
    expect(Object.keys(await listed())).not.toContain(trashed);
    await agent.delete(`/api/v2/candidate-panel/applications/${withdrawn}`).expect(204);
    expect(Object.keys(await listed())).toEqual([kept]);
  });

  it('keeps the list’s totals and the counts by status right through changes, deletion and withdrawal, and after a rebuild', async () => {
    const acme = await employer();
    const [first, second] = [await offerOf(acme), await offerOf(acme)];
    const { agent, email } = await signedInCandidate();
    const ids: string[] = [];
    for (const offer of [first, first, first, second])
      ids.push((await apply(offer.offerId, { message: 'Hi' }).expect(201)).body.id as string);
    const withdrawn = (await apply(second.offerId, { agent, email, message: 'Hi' }).expect(201)).body
      .id as string;
    await settled();
    await acme.agent
      .patch(`/api/v2/employer-panel/applications/${ids[0]}/status`)
      .send({ status: 'in_review' })
      .expect(200);
    await acme.agent
      .patch(`/api/v2/employer-panel/applications/${ids[1]}/status`)
      .send({ status: 'rejected' })
      .expect(200);
    await acme.agent.delete(`/api/v2/employer-panel/applications/${ids[2]}`).expect(204);
    await agent.delete(`/api/v2/candidate-panel/applications/${withdrawn}`).expect(204);
    await settled();

    const totalOf = async (filter: Record<string, unknown>) => {
      const page = await acme.agent
        .get('/api/v2/employer-panel/applications')
        .query({ filter: JSON.stringify(filter), sort: JSON.stringify(['name', 'ASC']) })
        .expect(200);
      return {
        total: String(page.headers['content-range']).split('/')[1],
        ids: page.body.map((a: { id: string }) => a.id),
      };
    };
    const look = async () => ({
      all: await totalOf({}),
      firstOffer: await totalOf({ offerId: first.offerId }),
      open: await totalOf({ status: ['new', 'in_review'] }),
      counts: (await acme.agent.get('/api/v2/employer-panel/applications/counts').expect(200)).body,
      firstCounts: (
        await acme.agent
          .get('/api/v2/employer-panel/applications/counts')
          .query({ offerId: first.offerId })
          .expect(200)
      ).body,
    });
    const before = await look();
    expect(before.all).toEqual({ total: '3', ids: expect.arrayContaining([ids[0], ids[1], ids[3]]) });
    expect(before.firstOffer.total).toBe('2');
    expect(before.open.total).toBe('2');
    expect(before.counts).toMatchObject({ new: 1, in_review: 1, rejected: 1, total: 3 });
    expect(before.firstCounts).toMatchObject({ new: 0, in_review: 1, rejected: 1, total: 2 });

    await rebuildProjection(
      { pool: tablica.pool, connectionString: tablica.databaseUrl, store: tablica.store },
      findProjection('applications')!,
      { dropAfterMs: 0 },
    );
    expect(await look()).toEqual(before);
  });

  it('downloads the CV as an attachment of its real type, audited for the owners', async () => {
    const acme = await employer();
    const offer = await offerOf(acme);
    const id = (await apply(offer.offerId, { file: { bytes: samplePdf, name: 'cv.pdf' } }).expect(201)).body
      .id as string;
    const download = await acme.agent
      .get(`/api/v1/offers/${offer.slug}/applications/${id}/download`)
      .buffer(true)
      .parse(asBuffer)
      .expect(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['cache-control']).toContain('no-store');
    expect(Buffer.compare(download.body as Buffer, samplePdf)).toBe(0);
    await acme.agent.get(`/api/v1/offers/wrong-slug/applications/${id}/download`).expect(404);
    // The audit reaches the read model a moment after the download (a concurrent transaction elsewhere
    // can hold the reader's horizon back, so "everything read so far" may not include it yet).
    await eventually(async () => {
      const detail = await acme.agent.get(`/api/v2/employer-panel/applications/${id}`).expect(200);
      expect(detail.body.downloads).toEqual([expect.objectContaining({ downloaderName: 'Anna Nowak' })]);
    });
    const noCv = (await apply(offer.offerId, { message: 'No CV' }).expect(201)).body.id as string;
    const missing = await acme.agent
      .get(`/api/v1/offers/${offer.slug}/applications/${noCv}/download`)
      .expect(404);
    expect(missing.body.code).toBe('application.no_cv');
  });

  it('lets an employer reach only applications of its own company and tenant: every other pair is 404', async () => {
    const employers = [await employer('it'), await employer('it'), await employer('work')];
    const held = await Promise.all(
      employers.map(async (owner) => {
        const offer = await offerOf(owner);
        const answer = await apply(offer.offerId, {
          file: { bytes: samplePdf, name: 'cv.pdf' },
          hostName: owner.host,
        }).expect(201);
        return { owner, offer, id: answer.body.id as string };
      }),
    );
    await settled();
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 2 }),
        fc.integer({ min: 0, max: 2 }),
        fc.constantFrom('read', 'status', 'download'),
        async (who, which, action) => {
          const { agent, host: own } = employers[who]!;
          const { id, offer } = held[which]!;
          const call =
            action === 'read'
              ? agent.get(`/api/v2/employer-panel/applications/${id}`)
              : action === 'status'
                ? agent
                    .patch(`/api/v2/employer-panel/applications/${id}/status`)
                    .set('If-Match', '"999"')
                    .send({ status: 'seen' })
                : agent.get(`/api/v1/offers/${offer.slug}/applications/${id}/download`);
          const answer = await call.set('Host', own);
          if (who === which) expect(answer.status).not.toBe(404);
          else {
            expect(answer.status).toBe(404);
            expect(answer.body.code).toBe('application.not_found');
          }
        },
      ),
      { numRuns: 30 },
    );
  });
});

async function signedInCandidate() {
  const email = uniqueEmail('candidate');
  const body = {
    firstName: 'Ola',
    lastName: 'Nowak',
    email,
    password: strongPassword,
    password_confirmation: strongPassword,
    privacyPolicy: true,
  };
  await api().post('/api/v1/candidates/sign_up').set('Host', host).send(body).expect(201);
  const mail = await mailTo(tablica, email, 'verification');
  await api()
    .patch('/api/v1/users/confirm')
    .set('Host', host)
    .send({ confirmation_token: tokenIn(mail) })
    .expect(200);
  const agent = await signIn(tablica, email, strongPassword, host);
  return { agent, email };
}

describe('candidates', () => {
  it('tracks a redirect, confirms it into the history, and removes another', async () => {
    const offer = await offerOf(await employer(), {
      apply: { type: 'url', uri: 'https://acme.example/jobs/1' },
    });
    const { agent } = await signedInCandidate();
    await apply(offer.offerId, { message: 'Hi' }).expect(409);
    const tracked = await agent
      .post(`/api/v2/user-panel/offers/${offer.offerId}/track-redirects`)
      .send({})
      .expect(201);
    expect(tracked.body).toMatchObject({ apply_url: 'https://acme.example/jobs/1' });
    const redirectId = tracked.body.redirect_id as string;
    await agent.post(`/api/v2/user-panel/applications/redirects/${redirectId}/confirm`).expect(200);
    const other = (
      await agent.post(`/api/v2/user-panel/offers/${offer.offerId}/track-redirects`).send({}).expect(201)
    ).body.redirect_id;
    await agent.delete(`/api/v2/user-panel/applications/redirects/${other}`).expect(204);
    await api()
      .post(`/api/v2/user-panel/applications/redirects/${redirectId}/confirm`)
      .set('Host', host)
      .expect(401);
    await settled();
    const history = await agent
      .get('/api/v2/candidate-panel/applications')
      .query({ isConfirmed: 'true', jobAdvertisementsIds: offer.offerId })
      .expect(200);
    expect(history.body.items).toEqual([
      expect.objectContaining({ id: redirectId, jobAdvertisementId: offer.offerId, isConfirmed: true }),
    ]);
    expect(history.body.pageSize).toBe(25);

    // isAppliedTo: true for this candidate on the offer page and in the list, false for anyone else.
    const details = await agent.get(`/api/v1/offers/${offer.slug}`).expect(200);
    expect(details.body.isAppliedTo).toBe(true);
    expect(details.headers['cache-control']).toContain('private');
    const anonymous = await api().get(`/api/v1/offers/${offer.slug}`).set('Host', host).expect(200);
    expect(anonymous.body.isAppliedTo).toBe(false);
    const list = await agent
      .get('/api/v2/user-panel/offers/by-cursor')
      .query({ from: 0, itemsCount: 100 })
      .expect(200);
    const listed = (list.body.data as { guid: string; isAppliedTo: boolean }[]).filter(
      (item) => item.isAppliedTo,
    );
    expect(listed.map((item) => item.guid)).toEqual([offer.offerId]);
    // …and among the look-alikes of an offer like it (the offer page's similar offers).
    const sibling = await offerOf(await employer());
    await settled();
    const lookalikes = `/api/v2/user-panel/offer-lookalikes/${sibling.slug}`;
    expect((await agent.get(lookalikes).expect(200)).body.data).toContainEqual(
      expect.objectContaining({ guid: offer.offerId, isAppliedTo: true }),
    );
    expect((await api().get(lookalikes).set('Host', host).expect(200)).body.data).toContainEqual(
      expect.objectContaining({ guid: offer.offerId, isAppliedTo: false }),
    );
  });

  it('applies in 1 click with a saved CV (a copy), and withdraws; nobody else’s CV can be sent', async () => {
    const acme = await employer();
    const offer = await offerOf(acme);
    const { agent, email } = await signedInCandidate();
    const saved = await agent
      .post('/api/v2/candidate-panel/documents')
      .attach('cv', samplePdf, 'moje-cv.pdf')
      .expect(201);
    const documentId = saved.body.id as string;
    const oneClick = await apply(offer.offerId, {
      agent,
      name: 'Ola Nowak',
      email,
      fields: { document_id: documentId },
    }).expect(201);
    expect(oneClick.body.source).toBe('1_click_apply');
    const id = oneClick.body.id as string;
    const key = await fileKeyOf(id);
    expect(key).toMatch(/^attachments\//);
    // The application keeps its own copy: deleting the profile's CV does not take it away.
    await agent.delete(`/api/v2/candidate-panel/documents/${documentId}`).expect(204);
    expect(stored(key)).toBe(true);
    const changedName = await apply(offer.offerId, {
      agent,
      name: 'Aleksandra Nowak',
      email,
      message: 'Hi',
    }).expect(201);
    expect(changedName.body.source).toBe('apply_form');

    const stranger = await signedInCandidate();
    const theirs = await stranger.agent
      .post('/api/v2/candidate-panel/documents')
      .attach('cv', samplePdf, 'cv.pdf')
      .expect(201);
    const refused = await apply(offer.offerId, {
      agent,
      email,
      fields: { document_id: theirs.body.id as string },
    }).expect(404);
    expect(refused.body.code).toBe('candidate.document_not_found');

    await stranger.agent.delete(`/api/v2/candidate-panel/applications/${id}`).expect(404);
    await agent.delete(`/api/v2/candidate-panel/applications/${id}`).expect(204);
    await settled();
    await acme.agent.get(`/api/v2/employer-panel/applications/${id}`).expect(404);
    const history = await agent.get('/api/v2/candidate-panel/applications').expect(200);
    expect(history.body.items.map((item: { id: string }) => item.id)).toEqual([changedName.body.id]);
  });

  it('erases a candidate: the CV file is gone and the data does not come back after a full rebuild', async () => {
    const offer = await offerOf(await employer());
    const { agent, email } = await signedInCandidate();
    const id = (
      await apply(offer.offerId, { agent, email, file: { bytes: samplePdf, name: 'cv.pdf' } }).expect(201)
    ).body.id as string;
    const key = await fileKeyOf(id);
    expect(stored(key)).toBe(true);
    await agent.delete('/api/v2/candidate-panel/applications').expect(200, { erased: 1 });
    expect(stored(key)).toBe(false);
    await settled();
    expect(await readModelRow(id)).toMatchObject({ name: null, email: null, has_cv: false });

    await rebuildProjection(
      { pool: tablica.pool, connectionString: tablica.databaseUrl, store: tablica.store },
      // The same code version, as ops rebuild it: the server's runner keeps the new build up to date.
      findProjection('applications')!,
      { dropAfterMs: 0 },
    );
    const rebuilt = await readModelRow(id);
    expect(rebuilt).toMatchObject({ name: null, email: null, has_cv: false });
    expect(rebuilt?.erased_at).not.toBeNull();
    const events = await tablica.store.readStream(applicationStreamId(id));
    expect(JSON.stringify(events)).not.toContain(email);
  });

  it('the retention job erases an application past its retention and deletes its file', async () => {
    const offer = await offerOf(await employer());
    const id = (await apply(offer.offerId, { file: { bytes: samplePdf, name: 'cv.pdf' } }).expect(201)).body
      .id as string;
    const key = await fileKeyOf(id);
    expect(stored(key)).toBe(true);
    // The retention date is kept right after the answer.
    for (let tries = 0; ; tries++) {
      const kept = await tablica.pool.query(
        'SELECT 1 FROM personal_data_key WHERE id = $1 AND retain_until IS NOT NULL',
        [id],
      );
      if (kept.rowCount === 1) break;
      if (tries > 100) throw new Error('the retention date was not kept');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await tablica.pool.query(
      "UPDATE personal_data_key SET retain_until = now() - interval '1 minute' WHERE id = $1",
      [id],
    );
    expect(await tablica.applicationRetention!.sweep()).toBeGreaterThanOrEqual(1);
    // pg-boss polls every 2 s and a loaded CI machine can be slow to run the job: allow a minute.
    const deadline = Date.now() + 60_000;
    while ((await tablica.store.readStream(applicationStreamId(id))).at(-1)?.type !== 'ApplicationErased') {
      if (Date.now() > deadline) throw new Error('the retention job did not run');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(stored(key)).toBe(false);
    expect((await tablica.pool.query('SELECT 1 FROM personal_data_key WHERE id = $1', [id])).rowCount).toBe(
      0,
    );
  });
});

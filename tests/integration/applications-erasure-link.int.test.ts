import { existsSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPersonalData } from '@tablica/command-api/applications/personal-data';
import { applicationStreamId } from '@tablica/domain/applications/application';
import { samplePdf } from '@tablica/platform/files/sample-files';
import type { CapturedMail } from '@tablica/platform/mail/capture-server';
import { readModel } from '@tablica/platform/projections/locator';
import type { Tablica } from '@tablica/server/runtime';
import { companyOwner, mailTo, uniqueEmail } from '../support/accounts';
import { startTestBoard, type TestBoard } from '../support/board';
import { eventually } from '../support/eventually';
import { companyIdOf } from '../support/offer-commands';
import { days, offerLife } from '../support/offer-life';
import { sampleOffer } from '../support/offers';

/**
 * The erasure link of the candidate's confirmation mail (GDPR art. 17 without an account), on the
 * real server: the mail's link, the board's `POST /v1/applications/erasure` with its code, the CV
 * file and the employer's view of the personal data gone, a second click, a tampered and an expired
 * code. The board's clock is ours, so a code can outlive its application's retention.
 */

let board: TestBoard;
let tablica: Tablica;
let clock: Date | null = null;
const host = 'it.localhost';

beforeAll(async () => {
  board = await startTestBoard(
    { APPLICATIONS_PER_IP_PER_HOUR: '100000' },
    { now: () => clock ?? new Date() },
  );
  tablica = board.tablica;
}, 120_000);

afterAll(async () => {
  await board?.stop();
});

const api = () => request(tablica.url);
const erase = (code: unknown, hostName = host) =>
  api().post('/api/v1/applications/erasure').set('Host', hostName).send({ code });

async function offerOfNewCompany() {
  const owner = await companyOwner(tablica, { host, company: `Firma ${uniqueEmail('c')}` });
  const companyId = await companyIdOf(owner.agent);
  const offer = await offerLife(tablica.store).publish('it', sampleOffer(3), new Date(), companyId);
  if (!(await tablica.awaitReadModels(offer.checkpoint, 30_000)))
    throw new Error('the offer did not reach the read models');
  return { owner, offer };
}

/** Applies without an account, as the board's form does; resolves with the id and the mail. */
async function applyAsGuest(offerId: string, language: 'pl' | 'en' = 'pl') {
  const email = uniqueEmail('guest');
  const answer = await api()
    .post(`/api/v1/offers/${offerId}/applications`)
    .set('Host', host)
    .set('Accept-Language', language)
    .field('name', 'Ola Nowak')
    .field('email', email)
    .attach('attachment', samplePdf, 'cv.pdf')
    .expect(201);
  const id = answer.body.id as string;
  return { id, email, mail: await mailTo(tablica, email, 'application-confirmation', 30_000) };
}

function erasureLinkIn(mail: CapturedMail): URL {
  const match = /(https?:\/\/\S+\/application-erasure#code=[\w.-]+)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no erasure link in "${mail.subject}"`);
  return new URL(match[1]);
}
const codeOf = (link: URL) => new URLSearchParams(link.hash.slice(1)).get('code') ?? '';

const fileOf = async (id: string) =>
  (await openPersonalData(tablica.pool, tablica.store, id))?.cv?.key ?? null;
const stored = (key: string | null) => key !== null && existsSync(path.join(board.filesDir, key));

const readModelRow = (id: string) =>
  readModel('applications').read(
    tablica.pool,
    async (rm) =>
      (
        await tablica.pool.query<{ name: string | null; email: string | null; erased_at: Date | null }>(
          `SELECT name, email, erased_at FROM ${rm}.applications WHERE application_id = $1`,
          [id],
        )
      ).rows[0],
  );

describe('POST /v1/applications/erasure (the link in the confirmation mail)', () => {
  it('erases the application the mail names: the CV is gone, the employer sees no personal data, again is 200', async () => {
    const { owner, offer } = await offerOfNewCompany();
    const { id, email, mail } = await applyAsGuest(offer.offerId);
    const key = await fileOf(id);
    expect(stored(key)).toBe(true);

    const link = erasureLinkIn(mail);
    expect(link.host).toBe(host);
    expect(link.pathname).toBe('/application-erasure');
    expect(link.search).toBe('');
    const retainUntil = new Intl.DateTimeFormat('pl-PL', {
      dateStyle: 'long',
      timeZone: 'Europe/Warsaw',
    }).format(
      new Date(
        ((await tablica.store.readStream(applicationStreamId(id)))[0]!.data as { retainUntil: string })
          .retainUntil,
      ),
    );
    expect(mail.text).toContain(`do ${retainUntil}`);
    expect(mail.html).toContain('Usuń moją aplikację');
    await eventually(async () => {
      await owner.agent.get(`/api/v2/employer-panel/applications/${id}`).expect(200);
    }, 30_000);

    const code = codeOf(link);
    await erase(code).expect(200, { erased: true });
    expect(stored(key)).toBe(false);
    const events = await tablica.store.readStream(applicationStreamId(id));
    expect(events.at(-1)).toMatchObject({
      type: 'ApplicationErased',
      data: { reason: 'candidate_request' },
      metadata: { actor: { kind: 'anonymous', id: 'erasure-link' } },
    });
    expect(JSON.stringify(events)).not.toContain(email);
    await eventually(async () => {
      expect(await readModelRow(id)).toMatchObject({ name: null, email: null, erased_at: expect.any(Date) });
    }, 30_000);
    await owner.agent.get(`/api/v2/employer-panel/applications/${id}`).expect(404);
    const list = await owner.agent.get('/api/v2/employer-panel/applications').expect(200);
    expect(list.body).toEqual([]);

    // A second click (or the retention job first) answers the same and appends nothing.
    await erase(code).expect(200, { erased: true });
    expect(await tablica.store.readStream(applicationStreamId(id))).toHaveLength(events.length);
  });

  it('answers a tampered, cut or another brand’s code 404, and an expired one 409, with problem+json', async () => {
    const { offer } = await offerOfNewCompany();
    const { id, mail } = await applyAsGuest(offer.offerId, 'en');
    expect(mail.text).toContain('Erase my application');
    const code = codeOf(erasureLinkIn(mail));
    const tampered = `${code.slice(0, -2)}${code.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const [bad, hostName] of [
      [tampered, host],
      ['cut-in-two', host],
      [code.slice(0, code.indexOf('.')), host],
      [code, 'work.localhost'],
    ] as const) {
      const refused = await erase(bad, hostName).expect(404);
      expect(refused.headers['content-type']).toContain('application/problem+json');
      expect(refused.body.code).toBe('application.invalid_erasure_link');
    }
    expect((await erase('').expect(400)).body.code).toBe('validation_failed');
    expect((await erase(undefined).expect(400)).body.code).toBe('validation_failed');

    const retainUntil = Date.parse(
      ((await tablica.store.readStream(applicationStreamId(id)))[0]!.data as { retainUntil: string })
        .retainUntil,
    );
    clock = new Date(retainUntil + days(1));
    try {
      const expired = await erase(code).expect(409);
      expect(expired.headers['content-type']).toContain('application/problem+json');
      expect(expired.body.code).toBe('application.erasure_link_expired');
    } finally {
      clock = null;
    }
    // Nothing of the refused calls touched the application.
    expect((await tablica.store.readStream(applicationStreamId(id))).map((event) => event.type)).toEqual([
      'ApplicationSubmitted',
    ]);
  });

  it('is in the OpenAPI document with its body and problem codes', async () => {
    const document = (await api().get('/api/openapi.json').expect(200)).body;
    const operation = document.paths['/v1/applications/erasure'].post;
    expect(operation.requestBody).toBeDefined();
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '404', '409', '429']));
    expect(JSON.stringify(operation.responses)).toContain('application.invalid_erasure_link');
    expect(JSON.stringify(operation.responses)).toContain('application.erasure_link_expired');
  });
});

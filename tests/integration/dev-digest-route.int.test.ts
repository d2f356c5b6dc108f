import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { jobAlertStreamId } from '@tablica/domain/job-alerts/job-alert';
import { loadConfig } from '@tablica/platform/config/config';
import { startCaptureServer } from '@tablica/platform/mail/capture-server';
import { createLogger } from '@tablica/platform/observability/logger';
import { createTestDatabase } from '@tablica/platform/testing/database';
import { startTablica } from '@tablica/server/runtime';
import { uniqueEmail } from '../support/accounts';
import { boardForSuite, boardOffers } from '../support/candidate-board';
import { eventually } from '../support/eventually';

/**
 * `POST /dev/job-alerts/{tenant}/{jobFilterId}/digest` (server/src/dev-routes.ts): beside /dev/mailbox,
 * it sends one alert's digest for a slot ending now through the digests' own code, so a person or a
 * journey sees a real digest mail (and its unsubscribe link) without waiting for 08:00. Where the dev
 * mailbox is off (SMTP_URL set, or production) it does not exist.
 */

const suite = boardForSuite();
const minute = 60_000;
const mailTo = (email: string, tag: string) =>
  eventually(async () => {
    const found = suite()
      .tablica.mail.capture?.list()
      .find((mail) => mail.to.includes(email) && mail.headers['x-tablica-tags'] === tag);
    expect(found).toBeDefined();
    return found!;
  }, 20_000);
const digestNow = (jobFilterId: string, tenant = 'it') =>
  suite().api().post(`/dev/job-alerts/${tenant}/${jobFilterId}/digest`);

describe('with the dev mailbox on', () => {
  it("sends an alert's digest now, once per new offer, with a working unsubscribe link", async () => {
    const board = suite();
    const email = uniqueEmail('dev-digest');
    const created = await board
      .api()
      .post('/api/it/guests/job-alerts')
      .send({
        email,
        name: 'Warszawa JavaScript',
        frequency: 'weekly',
        searchUrl: '/praca/warszawa/javascript',
        privacyPolicy: true,
      })
      .expect(201);
    const jobFilterId = created.body.jobFilterId as string;
    const confirmation = await mailTo(email, 'job-alert-confirmation');
    const link = new URL(/https?:\/\/\S+\?job-alerts=activate\S*/.exec(confirmation.text)![0]).searchParams;
    await board
      .api()
      .put('/api/it/guests/job-alerts/activation')
      .send({ code: link.get('code'), jobFilterId, candidateId: link.get('candidate-id') })
      .expect(200);

    // Nothing new since the activation: no mail, nothing recorded.
    board.clock = new Date(board.clock.getTime() + minute);
    expect((await digestNow(jobFilterId).expect(200)).body).toMatchObject({ outcome: 'nothing-new' });

    const offer = await board.life.publish(
      'it',
      { ...boardOffers.react, title: 'Dev Digest Developer' },
      new Date(board.clock.getTime() + minute),
    );
    await board.settle(offer.checkpoint);
    board.clock = new Date(board.clock.getTime() + 2 * minute);
    const sent = await digestNow(jobFilterId).expect(200);
    expect(sent.headers['cache-control']).toBe('no-store');
    expect(sent.body).toEqual({
      outcome: 'sent',
      digestId: `dev:${board.clock.toISOString()}`,
      until: board.clock.toISOString(),
    });
    const digest = await mailTo(email, 'job-alert-digest');
    expect(digest.text).toContain('Dev Digest Developer');
    expect(digest.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const events = await board.tablica.store.readStream(jobAlertStreamId(jobFilterId));
    expect(events.at(-1)).toMatchObject({
      type: 'JobAlertDigestSent',
      data: { offerIds: [offer.offerId], until: board.clock.toISOString() },
    });

    // The window moved on: the same offer never comes twice.
    board.clock = new Date(board.clock.getTime() + minute);
    expect((await digestNow(jobFilterId).expect(200)).body).toMatchObject({ outcome: 'nothing-new' });

    // Its unsubscribe link works.
    const unsubscribe = new URL(/https?:\/\/\S+\?job-alerts=unsubscribe\S*/.exec(digest.text)![0])
      .searchParams;
    await board
      .api()
      .delete(`/api/it/guests/job-alerts/${unsubscribe.get('candidate-id')}/${jobFilterId}`)
      .query({ code: unsubscribe.get('code') })
      .expect((res) => expect(res.status).toBeLessThan(300));
    expect((await digestNow(jobFilterId).expect(200)).body).toMatchObject({ outcome: 'not-active' });
  });

  it('answers 404 for what is not a saved search, and 403 to another site', async () => {
    await digestNow('not-a-uuid').expect(404);
    await digestNow('00000000-0000-4000-8000-000000000000', 'nope').expect(404);
    await digestNow('00000000-0000-4000-8000-000000000000').set('Sec-Fetch-Site', 'cross-site').expect(403);
  });
});

it('does not exist when the dev mailbox is off (real SMTP)', async () => {
  const database = await createTestDatabase();
  const smtp = await startCaptureServer();
  const tablica = await startTablica({
    config: loadConfig({
      DATABASE_URL: database.url,
      PORT: '0',
      DEMO_DATA: 'false',
      LOG_LEVEL: 'silent',
      SMTP_URL: smtp.url,
    }),
    logger: createLogger('silent'),
    web: 'none',
  });
  try {
    expect(tablica.jobAlertDigests).not.toBeNull();
    await request(tablica.url).get('/dev/mailbox').expect(404);
    await request(tablica.url)
      .post('/dev/job-alerts/it/00000000-0000-4000-8000-000000000000/digest')
      .expect(404);
  } finally {
    await tablica.stop();
    await smtp.stop();
    await database.drop();
  }
}, 180_000);

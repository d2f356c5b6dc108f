import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobAlertStreamId, type JobAlertEvent } from '@tablica/domain/job-alerts/job-alert';
import type { CapturedMail } from '@tablica/platform/mail/capture-server';
import { signedInCandidate, uniqueEmail } from '../support/accounts';
import { boardOffers, startCandidateBoard, type CandidateBoard } from '../support/candidate-board';
import { eventually } from '../support/eventually';

/**
 * Saved searches and job alerts over HTTP (spec §7 under /api/{tenant}, §8 statuses and messages), on
 * the real server with the candidate test board: guests' double opt-in with signed codes (valid,
 * expired, forged, reused, of another purpose), a fresh confirmation, the signed-in candidate's calls
 * and the new-offer counts.
 */

let board: CandidateBoard;
beforeAll(async () => {
  board = await startCandidateBoard();
}, 180_000);
afterAll(async () => {
  await board?.stop();
});

const api = () => board.api();
const hour = 3_600_000;

function mailsTo(email: string, tag: string): CapturedMail[] {
  return (board.tablica.mail.capture?.list() ?? [])
    .filter((mail) => mail.to.includes(email) && mail.headers['x-tablica-tags'] === tag)
    .reverse();
}

/** The newest mail of `tag` to `email` once there are `count` of them. */
const nthMail = (email: string, tag: string, count = 1) =>
  eventually(async () => {
    const mails = mailsTo(email, tag);
    expect(mails.length).toBeGreaterThanOrEqual(count);
    return mails[count - 1]!;
  }, 20_000);

/** The parameters of the board link in a mail (`?job-alerts=activate|unsubscribe&…`). */
function boardLink(mail: CapturedMail, action: 'activate' | 'unsubscribe') {
  const match = new RegExp(`(https?://\\S+\\?job-alerts=${action}\\S*)`).exec(mail.text);
  if (!match?.[1]) throw new Error(`no ${action} link in "${mail.subject}"`);
  const params = new URL(match[1]).searchParams;
  return {
    code: params.get('code') ?? '',
    jobFilterId: params.get('job-filter-id') ?? '',
    candidateId: params.get('candidate-id') ?? '',
  };
}

const guestAlert = (email: string, overrides: Record<string, unknown> = {}) =>
  api()
    .post('/api/it/guests/job-alerts')
    .send({
      email,
      name: 'React, Warszawa',
      frequency: 'daily',
      searchUrl: '/praca/warszawa/javascript',
      filters: { categories: ['javascript'] },
      candidate: null,
      privacyPolicy: true,
      ...overrides,
    });

const activate = (link: { code: string; jobFilterId: string; candidateId: string }) =>
  api().put('/api/it/guests/job-alerts/activation').send(link);

const forge = (code: string) => `${code.slice(0, -2)}${code.endsWith('AA') ? 'BB' : 'AA'}`;

async function history(jobFilterId: string): Promise<JobAlertEvent[]> {
  const events = await board.tablica.store.readStream(jobAlertStreamId(jobFilterId));
  return events as unknown as JobAlertEvent[];
}

describe('guests: POST /guests/job-alerts and the double opt-in', () => {
  it('saves the search, mails a confirmation in the list’s language and activates with its code once', async () => {
    const email = uniqueEmail('guest');
    const created = await guestAlert(email).expect(201);
    expect(created.body).toMatchObject({ jobAlert: { status: 'pending', frequency: 'daily' } });
    const mail = await nthMail(email, 'job-alert-confirmation');
    expect(mail.subject).toBe('Potwierdź powiadomienie o ofertach: React, Warszawa');
    expect(mail.html).toContain('job-alerts=activate');
    expect(mail.headers['content-language']).toBe('pl');
    const link = boardLink(mail, 'activate');
    expect(link).toMatchObject({
      jobFilterId: created.body.jobFilterId,
      candidateId: created.body.candidateId,
    });

    // §8: asked again while it waits for the link.
    const again = await guestAlert(email).expect(409);
    expect(again.body).toMatchObject({ code: 'job_alert.already_exists', title: 'Job alert already exists' });

    const activated = await activate(link).expect(200);
    expect(activated.body).toMatchObject({ jobFilterId: link.jobFilterId, jobAlert: { status: 'active' } });
    const reused = await activate(link).expect(409);
    expect(reused.body).toMatchObject({
      code: 'job_alert.already_active',
      title: 'Job filter with active job alert already exists',
    });
    const whenActive = await guestAlert(email).expect(409);
    expect(whenActive.body.code).toBe('job_alert.already_active');

    const trail = (await history(link.jobFilterId)).map((event) => event.type);
    expect(trail).toEqual(['JobFilterSaved', 'JobAlertCreated', 'JobAlertActivated']);
  });

  it('refuses forged, misdirected and other-purpose codes as links that are not there', async () => {
    const email = uniqueEmail('guest');
    await guestAlert(email, { searchUrl: '/jobs/krakow/java', name: 'Java' }).expect(201);
    const link = boardLink(await nthMail(email, 'job-alert-confirmation'), 'activate');
    expect((await nthMail(email, 'job-alert-confirmation')).subject).toBe('Confirm your job alert: Java');
    for (const bad of [
      { ...link, code: forge(link.code) },
      { ...link, code: 'not-a-code' },
      { ...link, candidateId: 'somebody-else' },
      { ...link, jobFilterId: '00000000-0000-4000-8000-000000000000' },
    ]) {
      const answer = await activate(bad).expect(404);
      expect(answer.body.code).toBe('job_alert.invalid_code');
    }
    // The activation code is not an unsubscribe code.
    await api()
      .delete(`/api/it/guests/job-alerts/${link.candidateId}/${link.jobFilterId}`)
      .query({ code: link.code })
      .expect(404);
    // Another brand does not know the code.
    await api().put('/api/work/guests/job-alerts/activation').send(link).expect(404);
    await activate(link).expect(200);
  });

  it('an expired link answers the §8 409; a fresh confirmation supersedes every older link', async () => {
    const email = uniqueEmail('guest');
    await guestAlert(email, { searchUrl: '/praca/gdansk' }).expect(201);
    const first = boardLink(await nthMail(email, 'job-alert-confirmation'), 'activate');
    const started = board.clock;
    try {
      board.clock = new Date(started.getTime() + 8 * 24 * hour);
      const expired = await activate(first).expect(409);
      expect(expired.body).toMatchObject({
        code: 'job_alert.confirmation_expired',
        title: 'The confirmation link has expired',
      });
      await api().post('/api/it/guests/job-alerts/activation/renewal').send(first).expect(202);
      await api()
        .post('/api/it/guests/job-alerts/activation/renewal')
        .send({ ...first, code: forge(first.code) })
        .expect(404);
      const second = boardLink(await nthMail(email, 'job-alert-confirmation', 2), 'activate');
      board.clock = started;
      // Within its week, but superseded by the fresh one.
      expect((await activate(first).expect(409)).body.code).toBe('job_alert.confirmation_expired');
      await activate(second).expect(200);
    } finally {
      board.clock = started;
    }
  });

  it('answers the §5 rules with their messages, never a 500', async () => {
    const email = uniqueEmail('guest');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: 'Java!' }, 'name', 'errors.invalidAlertName'],
      [{ name: '' }, 'name', 'errors.required'],
      [{ name: 'a'.repeat(1000) }, 'name', 'errors.tooLong'],
      [{ email: 'not-an-email' }, 'email', 'errors.email'],
      [{ privacyPolicy: false }, 'privacyPolicy', 'errors.privacyPolicyRequired'],
      [{ frequency: 'hourly' }, 'frequency', 'errors.invalidOption'],
      [{ searchUrl: '/job-offer/some-offer' }, 'searchUrl', 'errors.invalidSearchUrl'],
    ];
    for (const [overrides, path, code] of cases) {
      const answer = await guestAlert(email, overrides).expect(400);
      expect(answer.body.errors?.[path], JSON.stringify(overrides)).toBe(code);
    }
    await api().post('/api/it/guests/job-alerts').send([1, 2]).expect(400);
    await api().put('/api/it/guests/job-alerts/activation').send({}).expect(400);
    // Polish letters and the allowed signs are a valid name.
    await guestAlert(email, { name: 'Żółć, C++ & C# (Łódź) / Java-Kotlin' }).expect(201);
  });

  it('sends the owner of an existing account to sign in (409) and stops at 10 saved searches (422)', async () => {
    const account = await signedInCandidate(board.tablica);
    const existing = await guestAlert(account.email, { candidate: { marketing: false } }).expect(409);
    expect(existing.body).toMatchObject({
      code: 'candidate_profile.already_exists',
      title: 'Candidate profile already exists',
    });

    const email = uniqueEmail('guest');
    for (let n = 0; n < 10; n += 1)
      await guestAlert(email, { searchUrl: `/praca/wszystkie-miasta?slowo-kluczowe=k${n}` }).expect(201);
    const limit = await guestAlert(email, { searchUrl: '/praca/wszystkie-miasta?slowo-kluczowe=k10' }).expect(
      422,
    );
    expect(limit.body).toMatchObject({
      code: 'job_alert.limit_reached',
      title: 'Limit of job alerts reached',
    });
  });
});

describe('guests: an account made from the alert form (spec §3 `candidate`)', () => {
  it('creates an unverified account with the marketing consent; the link verifies it and mails a password link', async () => {
    const email = uniqueEmail('alert-account');
    const created = await guestAlert(email, { candidate: { marketing: true } }).expect(201);
    expect(created.body).toMatchObject({ account: 'created', jobAlert: { status: 'pending' } });
    const user = await board.tablica.pool.query<{ id: string; emailVerified: boolean; kind: string }>(
      'SELECT id, "emailVerified", kind FROM auth_user WHERE email = $1',
      [email],
    );
    expect(user.rows[0]).toMatchObject({ emailVerified: false, kind: 'candidate' });
    // The alert is the account's: its id keys it.
    expect(created.body.candidateId).toBe(user.rows[0]!.id);
    const consent = await board.tablica.pool.query(
      'SELECT marketing, source FROM candidate_marketing_consent WHERE user_id = $1',
      [user.rows[0]!.id],
    );
    expect(consent.rows).toEqual([{ marketing: true, source: 'job-alert-form' }]);
    // Nobody can sign in before the address is proved (and nobody knows the password).
    await api()
      .post('/api/v1/oauth/token')
      .send({ grant_type: 'password', username: email, password: 'whatever-it-is' })
      .expect((answer) => expect(answer.status).toBeGreaterThanOrEqual(400));
    // Asked again: the address has an account now (spec §8: sign in).
    const again = await guestAlert(email, { candidate: { marketing: false } }).expect(409);
    expect(again.body.code).toBe('candidate_profile.already_exists');

    const link = boardLink(await nthMail(email, 'job-alert-confirmation'), 'activate');
    const activated = await activate(link).expect(200);
    expect(activated.body).toMatchObject({ account: 'verified', jobAlert: { status: 'active' } });
    const verified = await board.tablica.pool.query<{ emailVerified: boolean }>(
      'SELECT "emailVerified" FROM auth_user WHERE email = $1',
      [email],
    );
    expect(verified.rows[0]!.emailVerified).toBe(true);

    // The password mail leads to the board's reset dialog; with it the candidate signs in and finds the alert.
    const reset = await nthMail(email, 'password-reset');
    expect(reset.text).toMatch(/\?modal=reset-password&token=/);
    const token = /[?&]token=([^&\s"<]+)/.exec(reset.text)![1]!;
    await api()
      .patch('/api/v1/users/password')
      .send({
        reset_password_token: decodeURIComponent(token),
        password: 'Zielony parasol nad Wisłą 42',
        password_confirmation: 'Zielony parasol nad Wisłą 42',
      })
      .expect(200);
    const agent = request.agent(board.tablica.url).host('it.localhost');
    await agent
      .post('/api/v1/oauth/token')
      .send({ grant_type: 'password', username: email, password: 'Zielony parasol nad Wisłą 42' })
      .expect(200);
    const list = await agent.get('/api/it/job-filters').expect(200);
    expect(list.body).toEqual([
      expect.objectContaining({
        id: created.body.jobFilterId,
        jobAlert: { status: 'active', frequency: 'daily' },
      }),
    ]);
  });

  it('a plain guest alert makes no account; an activation verifies nothing else', async () => {
    const email = uniqueEmail('no-account');
    const created = await guestAlert(email).expect(201);
    expect(created.body.account).toBeUndefined();
    const activated = await activate(
      boardLink(await nthMail(email, 'job-alert-confirmation'), 'activate'),
    ).expect(200);
    expect(activated.body.account).toBeUndefined();
    const users = await board.tablica.pool.query('SELECT 1 FROM auth_user WHERE email = $1', [email]);
    expect(users.rowCount).toBe(0);
  });
});

describe('signed-in candidates: job filters and alerts', () => {
  it('saves, counts new offers, alerts, changes frequency, disables and deletes; nobody else reaches it', async () => {
    const anna = await signedInCandidate(board.tablica);
    const other = await signedInCandidate(board.tablica);
    await api().get('/api/it/job-filters').expect(401);

    const saved = await anna
      .post('/api/it/job-filters')
      .send({ searchUrl: '/praca/wszystkie-miasta/javascript?from=100', name: 'JavaScript' })
      .expect(201);
    const id = saved.body.jobFilterId as string;
    const twice = await anna
      .post('/api/it/job-filters')
      .send({ searchUrl: '/praca/wszystkie-miasta/javascript', name: 'JavaScript' })
      .expect(409);
    expect(twice.body).toMatchObject({
      code: 'job_filter.already_exists',
      title: 'Job filter already exists',
    });

    const list = async (agent = anna) =>
      (await agent.get('/api/it/job-filters').expect(200)).body as {
        id: string;
        searchUrl: string;
        filterName: string;
        jobAlert: unknown;
        count: number;
        consent: { action: string; via: string }[];
      }[];
    expect(await list()).toEqual([
      expect.objectContaining({
        id,
        searchUrl: '/praca/wszystkie-miasta/javascript',
        filterName: 'JavaScript',
        jobAlert: null,
        count: 0,
      }),
    ]);
    expect(await list(other)).toEqual([]);

    // A JavaScript offer and a Java one appear after the search was saved: the count is 1.
    board.clock = new Date(board.clock.getTime() + 60_000);
    const later = board.clock;
    await board.life.publish('it', { ...boardOffers.vue, title: 'Vue Developer Nowy' }, later);
    const published = await board.life.publish('it', { ...boardOffers.java, title: 'Java Nowy' }, later);
    await board.settle(published.checkpoint);
    expect((await list())[0]?.count).toBe(1);
    await anna.post(`/api/it/job-filters/${id}/read-filtered-offers`).expect(204);
    expect((await list())[0]?.count).toBe(0);

    const alert = await anna
      .post('/api/it/job-alerts')
      .send({ jobFilterId: id, frequency: 'weekly', name: 'JS' });
    expect(alert.status).toBe(201);
    expect(alert.body).toMatchObject({ jobAlert: { status: 'active', frequency: 'weekly' } });
    expect((await anna.post('/api/it/job-alerts').send({ jobFilterId: id }).expect(409)).body.code).toBe(
      'job_alert.already_active',
    );
    await anna
      .patch(`/api/it/job-filters/${id}/job-alert/frequency`)
      .send({ frequency: 'daily' })
      .expect(204);
    await anna
      .patch(`/api/it/job-filters/${id}/job-alert/frequency`)
      .send({ frequency: 'hourly' })
      .expect(400);
    const [withAlert] = await list();
    expect(withAlert?.jobAlert).toEqual({ status: 'active', frequency: 'daily' });
    expect(withAlert?.consent).toEqual([
      expect.objectContaining({ action: 'requested' }),
      expect.objectContaining({ action: 'given', via: 'verified-account' }),
    ]);

    // Another candidate's calls find nothing (404), whatever they try.
    for (const call of [
      other.delete(`/api/it/job-filters/${id}`),
      other.delete(`/api/it/job-filters/${id}/job-alert`),
      other.patch(`/api/it/job-filters/${id}/job-alert/frequency`).send({ frequency: 'weekly' }),
      other.post(`/api/it/job-filters/${id}/read-filtered-offers`),
      other.post('/api/it/job-alerts').send({ jobFilterId: id }),
      anna.delete('/api/it/job-filters/not-an-id'),
    ]) {
      const answer = await call;
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe('job_filter.not_found');
    }

    await anna.delete(`/api/it/job-filters/${id}/job-alert`).expect(204);
    expect((await list())[0]?.jobAlert).toBeNull();
    expect((await anna.delete(`/api/it/job-filters/${id}/job-alert`).expect(404)).body.code).toBe(
      'job_alert.not_found',
    );
    await anna.delete(`/api/it/job-filters/${id}`).expect(204);
    expect(await list()).toEqual([]);
    await anna.delete(`/api/it/job-filters/${id}`).expect(404);
    const trail = (await history(id)).map((event) => event.type);
    expect(trail).toEqual([
      'JobFilterSaved',
      'JobFilterOffersRead',
      'JobAlertCreated',
      'JobAlertActivated',
      'JobAlertFrequencyChanged',
      'JobAlertDisabled',
      'JobFilterDeleted',
    ]);
  });
});

import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantPlatformAdmin, revokePlatformAdmin } from '@tablica/command-api/accounts/admins';
import { lockoutRules } from '@tablica/platform/auth/lockout';
import type { TestDatabase } from '@tablica/platform/testing/database';
import type { Tablica } from '@tablica/server/runtime';
import {
  companyOwner,
  mailTo,
  signIn,
  signUpBody,
  strongPassword,
  tokenIn,
  uniqueEmail,
} from '../support/accounts';
import { startTestBoard, type TestBoard } from '../support/board';

let board: TestBoard;
let database: TestDatabase;
let tablica: Tablica;
const host = 'it.localhost';

beforeAll(async () => {
  board = await startTestBoard();
  ({ database, tablica } = board);
}, 120_000);

afterAll(async () => {
  await board?.stop();
});

const api = () => request(tablica.url);
const issueCodes = (body: { issues?: { path: string; code: string }[] }) =>
  Object.fromEntries((body.issues ?? []).map((issue) => [issue.path, issue.code]));

describe('sign-up and e-mail confirmation', () => {
  it('registers a company, mails a confirmation link in the user language, and signs in only after it', async () => {
    const body = signUpBody({ locale: 'en', company: 'Fabryka Kodu' });
    const answer = await api().post('/api/v1/users/sign_up').set('Host', host).send(body).expect(201);
    expect(answer.body).toEqual({ message: 'confirmation_sent' });

    const mail = await mailTo(tablica, body.user.email, 'verification');
    expect(mail.subject).toBe('Confirm your e-mail address');
    expect(mail.headers['content-language']).toBe('en');
    expect(mail.html).toContain('/employer/#/confirm?token=');
    expect(mail.text).toContain('/employer/#/confirm?token=');

    const early = await api()
      .post('/api/v1/oauth/token')
      .set('Host', host)
      .send({ grant_type: 'password', username: body.user.email, password: strongPassword })
      .expect(403);
    expect(early.body.code).toBe('auth.email_not_verified');

    await api()
      .patch('/api/v1/users/confirm')
      .set('Host', host)
      .send({ confirmation_token: tokenIn(mail) })
      .expect(200, { confirmed: true });

    const agent = await signIn(tablica, body.user.email, strongPassword, host);
    const session = await agent.get('/api/v1/session').expect(200);
    expect(session.body).toEqual({
      account: { kind: 'employer', name: 'Anna Nowak', email: body.user.email, locale: 'en' },
    });
    expect((await api().get('/api/v1/session').set('Host', host).expect(200)).body).toEqual({
      account: null,
    });
    const me = await agent.get('/api/v2/employer-panel/profiles/me').expect(200);
    expect(me.body).toMatchObject({
      email: body.user.email,
      name: 'Anna Nowak',
      phone: '+48 600 100 200',
      locale: 'en',
      role: 'owner',
      company: { name: 'Fabryka Kodu', slug: expect.stringMatching(/^fabryka-kodu/) },
      isPlatformAdmin: false,
    });
  });

  it('mails Polish by default', async () => {
    const body = signUpBody();
    await api().post('/api/v1/users/sign_up').set('Host', host).send(body).expect(201);
    const mail = await mailTo(tablica, body.user.email, 'verification');
    expect(mail.subject).toBe('Potwierdź adres e-mail');
    expect(mail.headers['content-language']).toBe('pl');
  });

  it('answers a sign-up with a registered e-mail exactly like a new one, creates nothing, and tells the owner', async () => {
    const { email } = await companyOwner(tablica);
    const again = signUpBody({ email, company: 'Second Company' });
    const answer = await api().post('/api/v1/users/sign_up').set('Host', host).send(again).expect(201);
    expect(answer.body).toEqual({ message: 'confirmation_sent' });
    // The owner is pointed at the console's "forgot password".
    expect((await mailTo(tablica, email, 'sign-up-attempt')).text).toContain('/employer/#/forgot-password');
    const companies = await database.pool.query("SELECT 1 FROM company WHERE name = 'Second Company'");
    expect(companies.rowCount).toBe(0);
  });

  it('refuses bad sign-up input with the spec error keys and stores nothing', async () => {
    const body = signUpBody();
    const answer = await api()
      .post('/api/v1/users/sign_up')
      .set('Host', host)
      .send({
        company: { name: 'A', accepted_regulations: false },
        user: {
          name: 'Anna',
          phone: 'call me',
          email: 'not-an-email',
          password: strongPassword,
          password_confirmation: 'something else',
        },
      })
      .expect(400);
    expect(answer.type).toBe('application/problem+json');
    expect(issueCodes(answer.body)).toMatchObject({
      'company.name': 'errors.companyNameTooShort',
      'company.accepted_regulations': 'errors.regulationsRequired',
      'user.name': 'errors.contactNameSpace',
      'user.phone': 'errors.invalidPhone',
      'user.email': 'errors.email',
      'user.password_confirmation': 'errors.passwordMismatch',
    });
    const tooLong = await api()
      .post('/api/v1/users/sign_up')
      .set('Host', host)
      .send({ ...body, company: { ...body.company, name: 'x'.repeat(51) } })
      .expect(400);
    expect(issueCodes(tooLong.body)['company.name']).toBe('errors.companyNameTooLong');
    const users = await database.pool.query('SELECT 1 FROM auth_user WHERE email = $1', [body.user.email]);
    expect(users.rowCount).toBe(0);
  });

  it.each(['password123', 'qwertyuiop1', 'Acme Software'])(
    'refuses the weak password %s',
    async (password) => {
      const body = signUpBody();
      const answer = await api()
        .post('/api/v1/users/sign_up')
        .set('Host', host)
        .send({ ...body, user: { ...body.user, password, password_confirmation: password } })
        .expect(400);
      expect(issueCodes(answer.body)['user.password']).toBe('errors.weakPassword');
    },
  );

  it('refuses an invalid confirmation token', async () => {
    const answer = await api()
      .patch('/api/v1/users/confirm')
      .set('Host', host)
      .send({ confirmation_token: 'not-a-real-token' })
      .expect(400);
    expect(answer.body.issues[0].code).toBe('auth.invalid_token');
  });

  it('sends the confirmation again on request, with the same answer for unknown e-mails', async () => {
    const body = signUpBody();
    await api().post('/api/v1/users/sign_up').set('Host', host).send(body).expect(201);
    await mailTo(tablica, body.user.email, 'verification');
    tablica.mail.capture!.clear();
    await api()
      .patch('/api/v1/users/regenerate_confirmation_token')
      .set('Host', host)
      .send({ email: body.user.email })
      .expect(200, { message: 'confirmation_sent' });
    const mail = await mailTo(tablica, body.user.email, 'verification');
    await api()
      .patch('/api/v1/users/confirm')
      .set('Host', host)
      .send({ confirmation_token: tokenIn(mail) })
      .expect(200);
    await api()
      .patch('/api/v1/users/regenerate_confirmation_token')
      .set('Host', host)
      .send({ email: uniqueEmail('nobody') })
      .expect(200, { message: 'confirmation_sent' });
  });
});

describe('sessions', () => {
  it('sets an HttpOnly, SameSite=Lax session cookie, not Secure on plain-http localhost', async () => {
    const { email } = await companyOwner(tablica);
    const answer = await api()
      .post('/api/v1/oauth/token')
      .set('Host', host)
      .send({ grant_type: 'password', username: email, password: strongPassword })
      .expect(200);
    const cookie = (answer.headers['set-cookie'] as unknown as string[]).find((line) =>
      line.startsWith('tablica.session_token='),
    );
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
    expect(answer.body.user).toMatchObject({ email, kind: 'employer' });
  });

  it('revokes the session on sign-out: the old cookie no longer works', async () => {
    const { agent, cookie: stolen } = await companyOwner(tablica);
    await agent.get('/api/v2/employer-panel/profiles/me').expect(200);
    await agent.post('/api/v1/oauth/revoke').expect(204);
    await agent.get('/api/v2/employer-panel/profiles/me').expect(401);
    const replay = await api()
      .get('/api/v2/employer-panel/profiles/me')
      .set('Host', host)
      .set('Cookie', stolen);
    expect(replay.status).toBe(401);
    expect(replay.body.code).toBe('auth.unauthenticated');
  });

  it('answers a wrong password and an unknown e-mail the same way', async () => {
    const { email } = await companyOwner(tablica);
    const wrong = await api()
      .post('/api/v1/oauth/token')
      .set('Host', host)
      .send({ username: email, password: 'not the password at all' })
      .expect(401);
    const unknown = await api()
      .post('/api/v1/oauth/token')
      .set('Host', host)
      .send({ username: uniqueEmail('ghost'), password: 'not the password at all' })
      .expect(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.code).toBe('auth.invalid_credentials');
  });

  it('locks an account out after repeated failures, for the right password too, and says when to retry', async () => {
    const { email } = await companyOwner(tablica);
    for (let attempt = 0; attempt < lockoutRules.account.failures; attempt++)
      await api()
        .post('/api/v1/oauth/token')
        .set('Host', host)
        .set('X-Forwarded-For', `10.0.0.${attempt}`)
        .send({ username: email, password: `wrong password ${attempt}` })
        .expect(401);
    const locked = await api()
      .post('/api/v1/oauth/token')
      .set('Host', host)
      .send({ username: email, password: strongPassword })
      .expect(429);
    expect(locked.body.code).toBe('auth.too_many_attempts');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // Unknown addresses lock the same way: the lock-out tells nothing about registration.
    const ghost = uniqueEmail('ghost');
    for (let attempt = 0; attempt < lockoutRules.account.failures; attempt++)
      await api()
        .post('/api/v1/oauth/token')
        .set('Host', host)
        .send({ username: ghost, password: 'x' })
        .expect(401);
    await api()
      .post('/api/v1/oauth/token')
      .set('Host', host)
      .send({ username: ghost, password: 'x' })
      .expect(429);
  });

  it('does not let an account of one brand sign in on the other', async () => {
    const { email } = await companyOwner(tablica);
    const answer = await api()
      .post('/api/v1/oauth/token')
      .set('Host', 'work.localhost')
      .send({ username: email, password: strongPassword })
      .expect(401);
    expect(answer.body.code).toBe('auth.invalid_credentials');
  });

  it('refuses a cross-site write that carries the session cookie (CSRF)', async () => {
    const { agent } = await companyOwner(tablica);
    const forged = await agent
      .patch('/api/v1/profiles/me')
      .set('Origin', 'https://evil.example')
      .send({ name: 'Evil Name' })
      .expect(403);
    expect(forged.body.code).toBe('csrf.cross_site_request');
    await agent
      .patch('/api/v1/profiles/me')
      .set('Sec-Fetch-Site', 'cross-site')
      .send({ name: 'Evil Name' })
      .expect(403);
    const me = await agent.get('/api/v2/employer-panel/profiles/me').expect(200);
    expect(me.body.name).toBe('Anna Nowak');
    await agent
      .patch('/api/v1/profiles/me')
      .set('Origin', `http://${host}`)
      .set('Sec-Fetch-Site', 'same-origin')
      .send({ name: 'Anna Maria Nowak', locale: 'en' })
      .expect(200);
    expect((await agent.get('/api/v2/employer-panel/profiles/me')).body).toMatchObject({
      name: 'Anna Maria Nowak',
      locale: 'en',
    });
  });

  it('takes a profile change with nothing to change (unknown fields only, or none) as a no-op', async () => {
    const { agent } = await companyOwner(tablica);
    for (const body of [{}, { a: 'b' }]) {
      const answer = await agent.patch('/api/v1/profiles/me').set('Origin', `http://${host}`).send(body);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ name: 'Anna Nowak', phone: '+48 600 100 200' });
    }
  });
});

describe('password reset', () => {
  it('mails a reset link, sets the new password and ends every session', async () => {
    const { agent, email } = await companyOwner(tablica);
    await api().post('/api/v1/users/password').set('Host', host).send({ email }).expect(200);
    const mail = await mailTo(tablica, email, 'password-reset');
    expect(mail.text).toContain('/employer/#/reset-password?token=');
    const weak = await api()
      .patch('/api/v1/users/password')
      .set('Host', host)
      .send({
        reset_password_token: tokenIn(mail),
        password: 'password1234',
        password_confirmation: 'password1234',
      })
      .expect(400);
    expect(issueCodes(weak.body).password).toBe('errors.weakPassword');
    const fresh = 'Nowe hasło do Tablicy 2027';
    await api()
      .patch('/api/v1/users/password')
      .set('Host', host)
      .send({ reset_password_token: tokenIn(mail), password: fresh, password_confirmation: fresh })
      .expect(200);
    await agent.get('/api/v2/employer-panel/profiles/me').expect(401);
    await api()
      .post('/api/v1/oauth/token')
      .set('Host', host)
      .send({ username: email, password: strongPassword })
      .expect(401);
    await signIn(tablica, email, fresh, host);
    // The link works once.
    const reused = await api()
      .patch('/api/v1/users/password')
      .set('Host', host)
      .send({ reset_password_token: tokenIn(mail), password: fresh, password_confirmation: fresh })
      .expect(400);
    expect(reused.body.issues[0].code).toBe('auth.invalid_token');
  });

  it('answers a reset request for an unknown e-mail the same and sends nothing', async () => {
    const ghost = uniqueEmail('ghost');
    const answer = await api()
      .post('/api/v1/users/password')
      .set('Host', host)
      .send({ email: ghost })
      .expect(200);
    expect(answer.body).toEqual({ message: 'reset_sent' });
    await expect(
      mailTo(tablica, ghost, undefined, 3_000).then(
        () => 'mail',
        () => 'none',
      ),
    ).resolves.toBe('none');
  });
});

describe('platform admins', () => {
  it('are per brand, and may use the operator routes without the token', async () => {
    const { agent, email } = await companyOwner(tablica);
    // No ADMIN_TOKEN here: for everyone else the operator routes do not exist.
    await agent.get('/api/admin/projections').expect(404);
    expect(await grantPlatformAdmin(database.pool, email, 'it')).toBe(true);
    const status = await agent.get('/api/admin/projections').expect(200);
    expect(status.body.projections.map((projection: { name: string }) => projection.name)).toContain(
      'offer-details',
    );
    expect((await agent.get('/api/v2/employer-panel/profiles/me')).body.isPlatformAdmin).toBe(true);

    // An admin of the other brand is nobody here.
    const other = await companyOwner(tablica, { host: 'work.localhost' });
    expect(await grantPlatformAdmin(database.pool, other.email, 'work')).toBe(true);
    const cookie = other.cookie;
    await api().get('/api/admin/projections').set('Host', host).set('Cookie', cookie).expect(404);
    await api().get('/api/admin/projections').set('Host', 'work.localhost').set('Cookie', cookie).expect(200);

    expect(await revokePlatformAdmin(database.pool, email, 'it')).toBe(true);
    await agent.get('/api/admin/projections').expect(404);
    expect(await grantPlatformAdmin(database.pool, uniqueEmail('nobody'), 'it')).toBe(false);
  });
});

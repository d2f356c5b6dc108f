import { existsSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePdf, samplePng, sampleJpeg, sampleSvg } from '@tablica/platform/files/sample-files';
import type { TestDatabase } from '@tablica/platform/testing/database';
import type { Tablica } from '@tablica/server/runtime';
import { companyOwner, mailTo, signIn, strongPassword, tokenIn, uniqueEmail } from '../support/accounts';
import { startTestBoard, type TestBoard } from '../support/board';
import { invitedMember } from '../support/companies';

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
const logoKeyOf = (logoUrl: string) => logoUrl.replace('/api/v1/company-logos/', '');

/** A valid NIP (checksum 8) and one with a wrong check digit. */
const validNip = '123-456-32-18';
const wrongNip = '1234563219';

const billing = {
  company_name: 'Acme Software sp. z o.o.',
  tax_id: validNip,
  street: 'Prosta',
  street_number: '20',
  postal_code: '00-850',
  city: 'Warszawa',
  country: 'PL',
};

const clauses = {
  information_clause: 'Administratorem danych jest Acme Software sp. z o.o., Prosta 20, Warszawa.',
  future_consent: { enabled: true, value: 'Zgadzam się na udział w przyszłych rekrutacjach.' },
  custom_consent: { enabled: false, value: '' },
};

const story = (overrides: Record<string, unknown> = {}) => ({
  name: 'Acme Software',
  type: 'software-house',
  shortDescription: 'We build software for logistics.',
  description: '<p>We are <strong>Acme</strong>.</p>',
  coverPhotoUrl: 'https://cdn.example.com/cover.jpg',
  technologies: ['TypeScript', 'PostgreSQL'],
  status: 'draft',
  ...overrides,
});

async function slugOf(agent: Awaited<ReturnType<typeof signIn>>): Promise<string> {
  return (await agent.get('/api/v1/company').expect(200)).body.slug as string;
}

describe('company data', () => {
  it('shows the company to any member, billing data and clauses null until set', async () => {
    const { agent, company } = await companyOwner(tablica, { company: 'Logo Works' });
    const answer = await agent.get('/api/v1/company').expect(200);
    expect(answer.body).toEqual({
      id: expect.any(String),
      name: company,
      slug: expect.stringMatching(/^logo-works/),
      size: null,
      url: null,
      logoUrl: null,
      billingData: null,
      clauses: null,
    });
    await api().get('/api/v1/company').set('Host', host).expect(401);
  });

  it('stores the company data and a real PNG logo, served back byte-identical with its type', async () => {
    const { agent } = await companyOwner(tablica);
    const saved = await agent
      .post('/api/v1/company/company_data')
      .field('name', 'Pixel Forge')
      .field('size', '11-25')
      .field('url', 'https://pixelforge.example.com')
      .attach('logo', samplePng, 'logo.png')
      .expect(200);
    expect(saved.body).toMatchObject({
      name: 'Pixel Forge',
      size: '11-25',
      url: 'https://pixelforge.example.com',
      logoUrl: expect.stringMatching(/^\/api\/v1\/company-logos\/logos\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/),
    });
    const logo = await api().get(saved.body.logoUrl).set('Host', host).buffer(true).expect(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(logo.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(logo.body as Buffer, samplePng)).toBe(0);

    // better-auth's organisation row and the profile moved together.
    const row = await database.pool.query('SELECT name, logo FROM company WHERE id = $1', [saved.body.id]);
    expect(row.rows[0]).toEqual({ name: 'Pixel Forge', logo: saved.body.logoUrl });
    const me = await agent.get('/api/v2/employer-panel/profiles/me').expect(200);
    expect(me.body.company.name).toBe('Pixel Forge');

    // A new logo gets a new key; the old file is gone from the store and from the route.
    const replaced = await agent
      .post('/api/v1/company/company_data')
      .field('name', 'Pixel Forge')
      .field('size', '11-25')
      .field('url', 'https://pixelforge.example.com')
      .attach('logo', sampleJpeg, 'logo.jpeg')
      .expect(200);
    expect(replaced.body.logoUrl).toMatch(/\.jpg$/);
    const jpeg = await api().get(replaced.body.logoUrl).set('Host', host).buffer(true).expect(200);
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect(Buffer.compare(jpeg.body as Buffer, sampleJpeg)).toBe(0);
    await api().get(saved.body.logoUrl).set('Host', host).expect(404);
    expect(existsSync(path.join(filesDir, logoKeyOf(saved.body.logoUrl)))).toBe(false);
    expect(existsSync(path.join(filesDir, logoKeyOf(replaced.body.logoUrl)))).toBe(true);

    // Without a file the logo stays; a JSON body works as well as a form.
    const textOnly = await agent
      .post('/api/v1/company/company_data')
      .send({ name: 'Pixel Forge Studio', size: '26-50', url: 'https://pixelforge.example.com/about' })
      .expect(200);
    expect(textOnly.body).toMatchObject({
      name: 'Pixel Forge Studio',
      size: '26-50',
      logoUrl: replaced.body.logoUrl,
    });
  });

  it('refuses bad company data with the spec keys and changes nothing', async () => {
    const { agent } = await companyOwner(tablica, { company: 'Steady Name' });
    const before = (await agent.get('/api/v1/company').expect(200)).body;
    const cases: [Record<string, string>, string, string][] = [
      [{ name: 'A' }, 'name', 'errors.companyNameTooShort'],
      [{ name: 'x'.repeat(51) }, 'name', 'errors.companyNameTooLong'],
      [{ url: 'steady.example.com' }, 'url', 'errors.protocolMissing'],
      [{ url: 'https://steady example.com' }, 'url', 'errors.noSpaces'],
      [{ size: 'huge' }, 'size', 'errors.invalidOption'],
      [{ name: '' }, 'name', 'errors.required'],
    ];
    for (const [change, field, code] of cases) {
      const fields = { name: 'Steady Name 2', size: '1-10', url: 'https://steady.example.com', ...change };
      let call = agent.post('/api/v1/company/company_data');
      for (const [key, value] of Object.entries(fields)) call = call.field(key, value);
      const answer = await call.attach('logo', samplePng, 'logo.png').expect(400);
      expect(answer.type).toBe('application/problem+json');
      expect(issueCodes(answer.body)[field], `${field} = ${JSON.stringify(change)}`).toBe(code);
    }
    expect((await agent.get('/api/v1/company').expect(200)).body).toEqual(before);
  });

  it('judges the logo by its bytes: wrong type, empty and too large are refused and nothing changes', async () => {
    const { agent } = await companyOwner(tablica, { company: 'Careful Logos' });
    const before = (await agent.get('/api/v1/company').expect(200)).body;
    const tooLarge = Buffer.concat([samplePng, Buffer.alloc(5_242_881 - samplePng.length)]);
    const cases: [Buffer, string, string][] = [
      [Buffer.from('just some text, not an image\n'), 'logo.png', 'errors.corruptedFile'],
      [samplePdf, 'logo.png', 'errors.invalidFileType'],
      [sampleSvg, 'logo.svg', 'errors.invalidFileType'],
      [Buffer.alloc(0), 'logo.png', 'errors.corruptedFile'],
      [tooLarge, 'logo.png', 'errors.fileTooLarge'],
    ];
    for (const [bytes, name, code] of cases) {
      const answer = await agent
        .post('/api/v1/company/company_data')
        .field('name', 'Renamed Logos')
        .field('size', '1-10')
        .field('url', 'https://careful.example.com')
        .attach('logo', bytes, name)
        .expect(400);
      expect(issueCodes(answer.body), name).toEqual({ logo: code });
    }
    expect((await agent.get('/api/v1/company').expect(200)).body).toEqual(before);
  });

  it('serves only the current logos of companies', async () => {
    const unknown = 'logos/2026/01/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed.png';
    const absent = await api().get(`/api/v1/company-logos/${unknown}`).set('Host', host).expect(404);
    expect(absent.type).toBe('application/problem+json');
    await api()
      .get('/api/v1/company-logos/cvs/2026/01/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed.pdf')
      .set('Host', host)
      .expect(404);
    await api().get('/api/v1/company-logos/logos/..%2F..%2Fauth-secret').set('Host', host).expect(404);
    await api().get('/api/v1/company-logos/').set('Host', host).expect(404);
  });

  it('sets billing data with a checked NIP', async () => {
    const { agent } = await companyOwner(tablica);
    const wrong = await agent
      .patch('/api/v2/employer-panel/company/billing-data')
      .send({ ...billing, tax_id: wrongNip })
      .expect(400);
    expect(issueCodes(wrong.body)).toEqual({ tax_id: 'errors.invalidTaxId' });
    expect((await agent.get('/api/v1/company').expect(200)).body.billingData).toBeNull();
    const saved = await agent.patch('/api/v2/employer-panel/company/billing-data').send(billing).expect(200);
    expect(saved.body.billingData).toMatchObject({ ...billing, tax_id: '1234563218' });
    expect((await agent.get('/api/v1/company').expect(200)).body.billingData).toEqual(saved.body.billingData);
  });

  it('sets clauses, refusing the template placeholder', async () => {
    const { agent } = await companyOwner(tablica);
    const placeholder = await agent
      .patch('/api/v2/employer-panel/company/clauses')
      .send({
        ...clauses,
        information_clause: 'Administratorem danych jest {{company_name}} z siedzibą w ...',
      })
      .expect(400);
    expect(issueCodes(placeholder.body)).toEqual({ information_clause: 'errors.clausePlaceholder' });
    const saved = await agent.patch('/api/v2/employer-panel/company/clauses').send(clauses).expect(200);
    expect(saved.body.clauses).toEqual(clauses);
  });

  it('lets a recruiter read the company but not change it', async () => {
    const { agent: owner } = await companyOwner(tablica);
    const { agent: recruiter } = await invitedMember(tablica, owner, { role: 'recruiter' });
    await recruiter.get('/api/v1/company').expect(200);
    const calls = [
      recruiter
        .post('/api/v1/company/company_data')
        .field('name', 'Hijacked')
        .field('size', '1-10')
        .field('url', 'https://x.example.com'),
      recruiter.patch('/api/v2/employer-panel/company/billing-data').send(billing),
      recruiter.patch('/api/v2/employer-panel/company/clauses').send(clauses),
      recruiter.post('/api/v1/users').send({ name: 'Ewa Nowak', email: uniqueEmail(), role: 'recruiter' }),
      recruiter.put(`/api/v2/employer-panel/brand-stories/${await slugOf(owner)}`).send(story()),
    ];
    (await Promise.all(calls)).forEach((answer, call) => {
      expect(answer.status, `call ${call}`).toBe(403);
      expect(answer.body.code, `call ${call}`).toBe('auth.role_forbidden');
    });
    expect((await owner.get('/api/v1/company').expect(200)).body.name).not.toBe('Hijacked');
  });
});

describe('company users', () => {
  it('invites by mail; the invitee sets a password, signs in and is a recruiter of the company', async () => {
    const { agent: owner } = await companyOwner(tablica, { company: 'Invite Corp' });
    const email = uniqueEmail('Invitee');
    const invited = await owner
      .post('/api/v1/users')
      .send({ name: 'Ewa Kowalczyk', email, role: 'recruiter', locale: 'en' })
      .expect(201);
    expect(invited.body).toEqual({
      id: expect.stringMatching(/^invitation-[0-9a-f]{32}$/),
      name: 'Ewa Kowalczyk',
      email: email.toLowerCase(),
      role: 'recruiter',
      status: 'invited',
      createdAt: expect.any(String),
    });
    const mail = await mailTo(tablica, email.toLowerCase(), 'invitation');
    expect(mail.text).toContain('/employer/#/accept-invitation?token=');
    expect(mail.text).toContain(`http://${host}`);
    const token = tokenIn(mail);
    expect(invited.body.id).not.toContain(token);

    const list = await owner.get('/api/v2/employer-panel/users').expect(200);
    expect(list.body).toContainEqual(invited.body);
    expect(JSON.stringify(list.body)).not.toContain(token);

    // The listed id is not the secret: accepting with it fails.
    for (const guess of [invited.body.id, invited.body.id.replace('invitation-', '')])
      await api()
        .patch('/api/v1/users/confirm')
        .set('Host', host)
        .send({ confirmation_token: guess, password: strongPassword, password_confirmation: strongPassword })
        .expect(400);

    await api()
      .patch('/api/v1/users/confirm')
      .set('Host', host)
      .send({ confirmation_token: token, password: strongPassword, password_confirmation: strongPassword })
      .expect(200);
    const recruiter = await signIn(tablica, email.toLowerCase(), strongPassword, host);
    const me = await recruiter.get('/api/v2/employer-panel/profiles/me').expect(200);
    expect(me.body).toMatchObject({
      name: 'Ewa Kowalczyk',
      role: 'recruiter',
      company: { name: 'Invite Corp', slug: expect.stringMatching(/^invite-corp/) },
    });

    const after = await owner.get('/api/v2/employer-panel/users').expect(200);
    expect(after.body).toContainEqual(
      expect.objectContaining({
        id: me.body.id,
        email: email.toLowerCase(),
        role: 'recruiter',
        status: 'active',
      }),
    );
    expect(after.body.some((user: { status: string }) => user.status === 'invited')).toBe(false);
    // A recruiter may read the list.
    await recruiter.get('/api/v2/employer-panel/users').expect(200);
  });

  it('refuses invitations that break the rules, without 500s', async () => {
    const { agent: owner, email: ownerEmail } = await companyOwner(tablica);
    const member = await owner
      .post('/api/v1/users')
      .send({ name: 'Anna Nowak', email: ownerEmail, role: 'admin' })
      .expect(409);
    expect(member.body.code).toBe('company.already_member');
    const bad = await owner
      .post('/api/v1/users')
      .send({ name: 'Single', email: 'not-an-email', role: 'chief' })
      .expect(400);
    expect(issueCodes(bad.body)).toMatchObject({
      name: 'errors.contactNameSpace',
      email: 'errors.email',
      role: 'errors.invalidOption',
    });
    const { agent: admin } = await invitedMember(tablica, owner, { role: 'admin' });
    const promote = await admin
      .post('/api/v1/users')
      .send({ name: 'Owner Wannabe', email: uniqueEmail(), role: 'owner' })
      .expect(403);
    expect(promote.body.code).toBe('auth.role_forbidden');
    // An admin invites recruiters and admins.
    await admin
      .post('/api/v1/users')
      .send({ name: 'Ola Nowak', email: uniqueEmail(), role: 'admin' })
      .expect(201);
  });

  it('re-inviting resends the same link with the role and name asked for now', async () => {
    const { agent: owner } = await companyOwner(tablica);
    const email = uniqueEmail('again');
    const first = await owner
      .post('/api/v1/users')
      .send({ name: 'Piotr Zieliński', email, role: 'recruiter' })
      .expect(201);
    const firstToken = tokenIn(await mailTo(tablica, email, 'invitation'));
    tablica.mail.capture!.clear();
    const second = await owner
      .post('/api/v1/users')
      .send({ name: 'Piotr Zieliński-Nowak', email, role: 'admin' })
      .expect(201);
    const mail = await mailTo(tablica, email, 'invitation');
    expect(tokenIn(mail)).toBe(firstToken);
    expect(second.body).toMatchObject({ id: first.body.id, name: 'Piotr Zieliński-Nowak', role: 'admin' });
    const list = await owner
      .get('/api/v2/employer-panel/users')
      .query({ filter: JSON.stringify({ status: 'invited' }) });
    expect(list.body).toEqual([second.body]);
  });

  it('lists members and invitations the ra-data-simple-rest way: sort, range, filter, Content-Range', async () => {
    const { agent: owner } = await companyOwner(tablica, { name: 'Anna Nowak' });
    const names = ['Zofia Wójcik', 'Bartek Lis', 'Celina Kos', 'Dawid Mazur'];
    for (const name of names)
      await owner
        .post('/api/v1/users')
        .send({ name, email: uniqueEmail('list'), role: 'recruiter' })
        .expect(201);
    const all = await owner
      .get('/api/v2/employer-panel/users')
      .query({ sort: '["name","ASC"]', range: '[0,9]' })
      .expect(200);
    expect(all.headers['content-range']).toBe('users 0-4/5');
    expect(all.headers['access-control-expose-headers']).toBe('Content-Range');
    expect(all.body.map((user: { name: string }) => user.name)).toEqual([
      'Anna Nowak',
      'Bartek Lis',
      'Celina Kos',
      'Dawid Mazur',
      'Zofia Wójcik',
    ]);
    expect(all.body[0]).toMatchObject({ role: 'owner', status: 'active' });
    const page = await owner
      .get('/api/v2/employer-panel/users')
      .query({ sort: '["name","DESC"]', range: '[1,2]' })
      .expect(200);
    expect(page.headers['content-range']).toBe('users 1-2/5');
    expect(page.body.map((user: { name: string }) => user.name)).toEqual(['Dawid Mazur', 'Celina Kos']);
    const filtered = await owner
      .get('/api/v2/employer-panel/users')
      .query({ filter: JSON.stringify({ q: 'wÓJ' }) })
      .expect(200);
    expect(filtered.body.map((user: { name: string }) => user.name)).toEqual(['Zofia Wójcik']);
    expect(filtered.headers['content-range']).toBe('users 0-0/1');
    const bad = await owner
      .get('/api/v2/employer-panel/users')
      .query({ sort: '["password","ASC"]' })
      .expect(400);
    expect(bad.type).toBe('application/problem+json');
    await owner.get('/api/v2/employer-panel/users').query({ range: 'nonsense' }).expect(400);
  });

  it('changes roles and names of members and invitations, and cancels invitations', async () => {
    const { agent: owner } = await companyOwner(tablica);
    const { userId, email } = await invitedMember(tablica, owner, {
      role: 'recruiter',
      name: 'Marek Nowicki',
    });
    const changed = await owner
      .patch(`/api/v2/employer-panel/users/${userId}`)
      .send({ role: 'admin', name: 'Marek Nowicki-Lis' })
      .expect(200);
    expect(changed.body).toMatchObject({
      id: userId,
      email,
      role: 'admin',
      name: 'Marek Nowicki-Lis',
      status: 'active',
    });
    const empty = await owner.patch(`/api/v2/employer-panel/users/${userId}`).send({}).expect(400);
    expect(empty.body.code).toBe('validation_failed');

    const inviteeEmail = uniqueEmail('cancel');
    const invitation = await owner
      .post('/api/v1/users')
      .send({ name: 'Kasia Wrona', email: inviteeEmail, role: 'recruiter' })
      .expect(201);
    const token = tokenIn(await mailTo(tablica, inviteeEmail, 'invitation'));
    const retitled = await owner
      .patch(`/api/v2/employer-panel/users/${invitation.body.id}`)
      .send({ role: 'admin' })
      .expect(200);
    expect(retitled.body).toMatchObject({ id: invitation.body.id, role: 'admin', status: 'invited' });
    const cancelled = await owner.delete(`/api/v2/employer-panel/users/${invitation.body.id}`).expect(200);
    expect(cancelled.body).toMatchObject({ id: invitation.body.id, status: 'invited' });
    const list = await owner.get('/api/v2/employer-panel/users').expect(200);
    expect(list.body.map((user: { id: string }) => user.id)).not.toContain(invitation.body.id);
    await api()
      .patch('/api/v1/users/confirm')
      .set('Host', host)
      .send({ confirmation_token: token, password: strongPassword, password_confirmation: strongPassword })
      .expect(400);
  });

  it('keeps the last owner: no demotion, no removal', async () => {
    const { agent: owner } = await companyOwner(tablica);
    const me = await owner.get('/api/v2/employer-panel/profiles/me').expect(200);
    const demote = await owner
      .patch(`/api/v2/employer-panel/users/${me.body.id}`)
      .send({ role: 'admin' })
      .expect(409);
    expect(demote.body.code).toBe('company.last_owner');
    const remove = await owner.delete(`/api/v2/employer-panel/users/${me.body.id}`).expect(409);
    expect(remove.body.code).toBe('company.last_owner');
    // With a second owner the first may step down.
    const second = await invitedMember(tablica, owner, { role: 'owner' });
    await owner.patch(`/api/v2/employer-panel/users/${me.body.id}`).send({ role: 'admin' }).expect(200);
    expect((await owner.get('/api/v2/employer-panel/profiles/me').expect(200)).body.role).toBe('admin');
    // An admin cannot touch an owner.
    const touch = await owner.delete(`/api/v2/employer-panel/users/${second.userId}`).expect(403);
    expect(touch.body.code).toBe('auth.role_forbidden');
    await owner
      .patch(`/api/v2/employer-panel/users/${second.userId}`)
      .send({ name: 'Inny Człowiek' })
      .expect(403);
  });

  it('never leaves a company without an owner, even when two demotions race', async () => {
    const owners = async () => {
      const { agent: first } = await companyOwner(tablica);
      const firstId = (await first.get('/api/v2/employer-panel/profiles/me').expect(200)).body.id as string;
      const second = await invitedMember(tablica, first, { role: 'owner' });
      const companyId = (await first.get('/api/v1/company').expect(200)).body.id as string;
      return { first, firstId, second, companyId };
    };
    const ownerCount = async (companyId: string) =>
      (
        await database.pool.query(
          `SELECT count(*)::int AS owners FROM company_member WHERE "organizationId" = $1 AND role = 'owner'`,
          [companyId],
        )
      ).rows[0].owners as number;

    // Both owners step down at once: each alone would leave one owner, together none.
    const one = await owners();
    const same = await Promise.all([
      one.first.patch(`/api/v2/employer-panel/users/${one.firstId}`).send({ role: 'admin' }),
      one.second.agent.patch(`/api/v2/employer-panel/users/${one.second.userId}`).send({ role: 'recruiter' }),
    ]);
    expect(same.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(same.find((answer) => answer.status === 409)!.body.code).toBe('company.last_owner');
    expect(await ownerCount(one.companyId)).toBe(1);

    // Each owner removes or demotes the other at once: the loser is refused (no longer an owner, or the
    // last one).
    const two = await owners();
    const crossed = await Promise.all([
      two.first.patch(`/api/v2/employer-panel/users/${two.second.userId}`).send({ role: 'admin' }),
      two.second.agent.delete(`/api/v2/employer-panel/users/${two.firstId}`),
    ]);
    expect(crossed.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(crossed.map((answer) => answer.status).every((status) => [200, 403, 409].includes(status))).toBe(
      true,
    );
    expect(await ownerCount(two.companyId)).toBe(1);
  });

  it("ends a removed member's access at once, on the session they already hold", async () => {
    const { agent: owner } = await companyOwner(tablica);
    const member = await invitedMember(tablica, owner, { role: 'admin' });
    await member.agent.get('/api/v1/company').expect(200);
    const removed = await owner.delete(`/api/v2/employer-panel/users/${member.userId}`).expect(200);
    expect(removed.body).toMatchObject({ id: member.userId, status: 'active', role: 'admin' });
    const after = await member.agent.get('/api/v1/company').expect(403);
    expect(after.body.code).toBe('auth.not_an_employer');
    await member.agent.get('/api/v2/employer-panel/users').expect(403);
    await member.agent
      .post('/api/v1/users')
      .send({ name: 'Ala Kot', email: uniqueEmail(), role: 'recruiter' })
      .expect(403);
    const list = await owner.get('/api/v2/employer-panel/users').expect(200);
    expect(list.body.map((user: { id: string }) => user.id)).not.toContain(member.userId);
  });

  it("answers 404 for another company's users and invitations, revealing nothing", async () => {
    const { agent: ours } = await companyOwner(tablica);
    const { agent: theirs } = await companyOwner(tablica);
    const theirMember = await invitedMember(tablica, theirs, { role: 'recruiter' });
    const theirInvitation = await theirs
      .post('/api/v1/users')
      .send({ name: 'Obcy Człowiek', email: uniqueEmail(), role: 'recruiter' })
      .expect(201);
    for (const id of [theirMember.userId, theirInvitation.body.id, 'no-such-user', 'invitation-0000']) {
      const patched = await ours
        .patch(`/api/v2/employer-panel/users/${id}`)
        .send({ role: 'admin' })
        .expect(404);
      expect(patched.body.code).toBe('not_found');
      const deleted = await ours.delete(`/api/v2/employer-panel/users/${id}`).expect(404);
      expect(deleted.body.code).toBe('not_found');
    }
    const list = await ours.get('/api/v2/employer-panel/users').expect(200);
    expect(list.body).toHaveLength(1);
    await theirMember.agent.get('/api/v1/company').expect(200);
  });
});

describe('brand stories', () => {
  it('answers an empty 404 while there is no story, then stores a sanitised one', async () => {
    const { agent } = await companyOwner(tablica, { company: 'Story Makers' });
    const slug = await slugOf(agent);
    const none = await agent.get(`/api/v2/employer-panel/brand-stories/data/${slug}`).expect(404);
    expect(none.text).toBe('');
    expect(none.headers['content-type']).toBeUndefined();
    expect((await agent.get(`/api/v2/employer-panel/brand-stories/status/${slug}`).expect(200)).body).toEqual(
      {
        status: 'none',
      },
    );

    const description =
      '<p onclick="steal()">Hello <strong>world</strong></p><script>alert(1)</script>' +
      '<img src="x" onerror="alert(2)"><a href="javascript:alert(3)">bad</a>' +
      '<a href="https://story.example.com" target="_blank">site</a>';
    const saved = await agent
      .put(`/api/v2/employer-panel/brand-stories/${slug}`)
      .send(story({ name: 'Story Makers', description }))
      .expect(200);
    expect(saved.body.description).not.toMatch(/script|onerror|onclick|javascript:|alert/);
    expect(saved.body.description).toContain('<strong>world</strong>');
    expect(saved.body.description).toContain('href="https://story.example.com"');
    expect(saved.body).toMatchObject({ name: 'Story Makers', type: 'software-house', status: 'draft' });
    const read = await agent.get(`/api/v2/employer-panel/brand-stories/data/${slug}`).expect(200);
    expect(read.body).toEqual(saved.body);
    expect((await agent.get(`/api/v2/employer-panel/brand-stories/status/${slug}`).expect(200)).body).toEqual(
      {
        status: 'draft',
      },
    );
  });

  it('refuses bad stories, stories of other slugs, and descriptions that are only markup', async () => {
    const { agent } = await companyOwner(tablica);
    const slug = await slugOf(agent);
    const bad = await agent
      .put(`/api/v2/employer-panel/brand-stories/${slug}`)
      .send(story({ type: 'bakery', coverPhotoUrl: 'cdn.example.com/x.jpg', shortDescription: '' }))
      .expect(400);
    expect(issueCodes(bad.body)).toMatchObject({
      type: 'errors.invalidOption',
      coverPhotoUrl: 'errors.protocolMissing',
      shortDescription: 'errors.required',
    });
    const onlyScript = await agent
      .put(`/api/v2/employer-panel/brand-stories/${slug}`)
      .send(story({ description: '<script>alert("only this")</script>' }))
      .expect(400);
    expect(issueCodes(onlyScript.body)).toEqual({ description: 'errors.required' });
    await agent.get(`/api/v2/employer-panel/brand-stories/data/${slug}`).expect(404);

    const { agent: other } = await companyOwner(tablica);
    const otherSlug = await slugOf(other);
    for (const path of [`data/${otherSlug}`, `status/${otherSlug}`, 'data/no-such-company']) {
      const answer = await agent.get(`/api/v2/employer-panel/brand-stories/${path}`).expect(404);
      expect(answer.body.code).toBe('not_found');
    }
    await agent.put(`/api/v2/employer-panel/brand-stories/${otherSlug}`).send(story()).expect(404);
    await api().get(`/api/v2/employer-panel/brand-stories/data/${slug}`).set('Host', host).expect(401);
  });

  it('lists only published stories of the tenant, publicly, with short info', async () => {
    const { agent: published } = await companyOwner(tablica, { company: 'Published Story' });
    const { agent: draft } = await companyOwner(tablica, { company: 'Draft Story' });
    const { agent: work } = await companyOwner(tablica, { company: 'Work Story', host: 'work.localhost' });
    const [publishedSlug, draftSlug, workSlug] = await Promise.all([
      slugOf(published),
      slugOf(draft),
      slugOf(work),
    ]);
    await published
      .post('/api/v1/company/company_data')
      .field('name', 'Published Story')
      .field('size', '51-100')
      .field('url', 'https://published.example.com')
      .attach('logo', samplePng, 'logo.png')
      .expect(200);
    await published
      .put(`/api/v2/employer-panel/brand-stories/${publishedSlug}`)
      .send(story({ name: 'Published Story', status: 'published', type: 'startup' }))
      .expect(200);
    await draft
      .put(`/api/v2/employer-panel/brand-stories/${draftSlug}`)
      .send(story({ name: 'Draft Story' }))
      .expect(200);
    await work
      .put(`/api/v2/employer-panel/brand-stories/${workSlug}`)
      .send(story({ name: 'Work Story', status: 'published' }))
      .expect(200);

    const list = await api()
      .get('/api/v2/user-panel/brand-stories/company/list')
      .query({ page: 1, perPage: 20 })
      .set('Host', host)
      .expect(200);
    expect(list.headers['cache-control']).toBe('public, max-age=60');
    const slugs = list.body.data.map((item: { slug: string }) => item.slug);
    expect(slugs).toContain(publishedSlug);
    expect(slugs).not.toContain(draftSlug);
    expect(slugs).not.toContain(workSlug);
    expect(list.body.data.find((item: { slug: string }) => item.slug === publishedSlug)).toEqual({
      name: 'Published Story',
      logoUrl: expect.stringMatching(/^\/api\/v1\/company-logos\/logos\//),
      coverPhotoUrl: 'https://cdn.example.com/cover.jpg',
      shortDescription: 'We build software for logistics.',
      offersCount: 0,
      type: 'startup',
      slug: publishedSlug,
    });
    expect(list.body.meta).toEqual({
      page: 1,
      prevPage: null,
      nextPage: null,
      totalPages: 1,
      totalItems: list.body.data.length,
    });
    const onWork = await api()
      .get('/api/v2/user-panel/brand-stories/company/list')
      .set('Host', 'work.localhost');
    expect(onWork.body.data.map((item: { slug: string }) => item.slug)).toEqual([workSlug]);
    const paged = await api()
      .get('/api/v2/user-panel/brand-stories/company/list')
      .query({ page: 2, perPage: 1 })
      .set('Host', host)
      .expect(200);
    expect(paged.body.meta).toMatchObject({ page: 2, prevPage: 1 });
    await api()
      .get('/api/v2/user-panel/brand-stories/company/list')
      .query({ perPage: 0 })
      .set('Host', host)
      .expect(400);

    const info = await api()
      .get(`/api/v2/user-panel/brand-stories/company/${publishedSlug}/short-info`)
      .set('Host', host)
      .expect(200);
    expect(info.body).toEqual({
      coverPhotoUrl: 'https://cdn.example.com/cover.jpg',
      shortDescription: 'We build software for logistics.',
    });
    expect(info.headers['cache-control']).toBe('public, max-age=60');
    for (const [slug, tenantHost] of [
      [draftSlug, host],
      [workSlug, host],
      [publishedSlug, 'work.localhost'],
      ['no-such-story', host],
    ] as const) {
      const missing = await api()
        .get(`/api/v2/user-panel/brand-stories/company/${slug}/short-info`)
        .set('Host', tenantHost)
        .expect(404);
      expect(missing.type).toBe('application/problem+json');
    }
  });

  it('offers popular technologies and those the stories name, de-duplicated', async () => {
    const { agent } = await companyOwner(tablica);
    const slug = await slugOf(agent);
    await agent
      .put(`/api/v2/employer-panel/brand-stories/${slug}`)
      .send(story({ technologies: ['react', 'Elixir', 'typescript'] }))
      .expect(200);
    const answer = await agent.get('/api/v2/employer-panel/brand-stories/technologies').expect(200);
    const names = answer.body as string[];
    expect(names).toContain('Elixir');
    expect(names).toContain('React');
    expect(names).not.toContain('react');
    expect(names.filter((name) => name.toLowerCase() === 'typescript')).toEqual(['TypeScript']);
    expect(new Set(names.map((name) => name.toLowerCase())).size).toBe(names.length);
    const sorted = [...names].sort((a, b) => a.localeCompare(b, 'pl', { sensitivity: 'base' }));
    expect(names).toEqual(sorted);
  });
});

import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantPlatformAdmin } from '@tablica/command-api/accounts/admins';
import { codePattern } from '@tablica/command-api/codes/generator';
import { checkCode, releaseCode, reserveCode } from '@tablica/command-api/codes/redeem';
import { accessTokenHash } from '@tablica/command-api/offers/requester';
import { recordOfferSlug } from '@tablica/command-api/offers/slugs';
import type { OfferCommand } from '@tablica/domain/offers/decide';
import type { OfferContentInput } from '@tablica/domain/offers/schemas';
import { content } from '@tablica/domain/offers/test-fixtures';
import { offerBounds } from '@tablica/domain/offers/validation/bounds';
import { chooseOfferPlan } from '@tablica/domain/plans/catalogue';
import { sendOfferCommand } from '@tablica/platform/offers/write-path';
import type { Pool } from '@tablica/platform/postgres/pool';
import { companyOwner } from '../support/accounts';
import { startTestBoard, type TestBoard } from '../support/board';
import { invitedMember } from '../support/companies';

const adminToken = 'codes-and-plans-admin-token-0123456789';
const host = 'it.localhost';

let board: TestBoard;
let pool: Pool;
type Owner = Awaited<ReturnType<typeof companyOwner>>;
let admin: Owner;
let acme: Owner & { companyId: string };
let globex: Owner & { companyId: string };

const api = () => request(board.tablica.url);

async function withCompanyId(owner: Owner) {
  const company = await owner.agent.get('/api/v1/company').expect(200);
  return { ...owner, companyId: company.body.id as string };
}

interface IssuedCode {
  code: string;
  companyId: string | null;
  purpose: string;
  planKey: string | null;
  expiresAt: string | null;
  usedAt: string | null;
  usedByOffer: string | null;
}

/** Codes issued by the brand's platform admin. */
async function issue(body: Record<string, unknown>): Promise<IssuedCode[]> {
  const answer = await admin.agent
    .post('/api/admin/codes')
    .send({ count: 1, purpose: 'publish', ...body })
    .expect(201);
  return answer.body.codes as IssuedCode[];
}
const issueOne = async (body: Record<string, unknown>) => (await issue(body))[0]!;

const lookup = (code: string, overrides: Partial<Parameters<typeof reserveCode>[1]> = {}) => ({
  code,
  tenant: 'it',
  companyId: acme.companyId,
  offerId: randomUUID(),
  purpose: 'publish' as const,
  planKey: 'pro',
  ...overrides,
});

beforeAll(async () => {
  board = await startTestBoard({ ADMIN_TOKEN: adminToken });
  pool = board.tablica.pool;
  admin = await companyOwner(board.tablica, { company: 'Tablica Operations' });
  expect(await grantPlatformAdmin(pool, admin.email, 'it')).toBe(true);
  acme = await withCompanyId(await companyOwner(board.tablica, { company: 'Acme Software' }));
  globex = await withCompanyId(await companyOwner(board.tablica, { company: 'Globex' }));
}, 120_000);

afterAll(async () => {
  await board?.stop();
});

describe('POST /api/admin/codes', () => {
  it('issues unguessable codes for a company, with purpose, plan and expiry', async () => {
    const expiresAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const codes = await issue({
      companyId: acme.companyId,
      purpose: 'extend',
      planKey: 'premium',
      expiresAt,
      count: 5,
    });
    expect(codes).toHaveLength(5);
    expect(new Set(codes.map((code) => code.code)).size).toBe(5);
    for (const code of codes) {
      expect(code.code).toMatch(codePattern);
      expect(code).toMatchObject({
        companyId: acme.companyId,
        purpose: 'extend',
        planKey: 'premium',
        expiresAt,
        usedAt: null,
        usedByOffer: null,
      });
    }
  });

  it('issues promotional codes that belong to nobody', async () => {
    const code = await issueOne({ companyId: null, purpose: 'any' });
    expect(code).toMatchObject({ companyId: null, purpose: 'any', planKey: null, expiresAt: null });
  });

  it('refuses a company of another brand, an unknown plan, a past expiry and bad counts', async () => {
    const other = await withCompanyId(await companyOwner(board.tablica, { host: 'work.localhost' }));
    const refused = async (body: Record<string, unknown>) =>
      (
        await admin.agent
          .post('/api/admin/codes')
          .send({ companyId: acme.companyId, purpose: 'publish', count: 1, ...body })
          .expect(400)
      ).body.errors as Record<string, string>;
    expect(await refused({ companyId: other.companyId })).toEqual({ companyId: 'errors.invalidOption' });
    expect(await refused({ companyId: 'no-such-company' })).toEqual({ companyId: 'errors.invalidOption' });
    expect(await refused({ planKey: 'gold' })).toEqual({ planKey: 'errors.invalidOption' });
    expect(await refused({ expiresAt: '2020-01-01T00:00:00Z' })).toEqual({
      expiresAt: 'errors.invalidDatePast',
    });
    expect(Object.keys(await refused({ count: 0 }))).toEqual(['count']);
    expect(Object.keys(await refused({ count: 1001 }))).toEqual(['count']);
    expect(Object.keys(await refused({ purpose: 'refresh' }))).toEqual(['purpose']);
  });

  it('is for platform admins of the brand only', async () => {
    const body = { companyId: acme.companyId, purpose: 'publish', count: 1 };
    // The operator guard: neither a session of an admin nor the token, so no such route.
    await api().post('/api/admin/codes').set('Host', host).send(body).expect(404);
    const signedIn = await acme.agent.post('/api/admin/codes').send(body).expect(404);
    expect(signedIn.body.code).toBe('not_found');
    // The token opens the operator routes, but issuing codes needs a platform admin's account.
    const withToken = await acme.agent
      .post('/api/admin/codes')
      .set('Authorization', `Bearer ${adminToken}`)
      .send(body)
      .expect(403);
    expect(withToken.body.code).toBe('auth.not_an_admin');
    const anonymous = await api()
      .post('/api/admin/codes')
      .set('Host', host)
      .set('Authorization', `Bearer ${adminToken}`)
      .send(body)
      .expect(401);
    expect(anonymous.body.code).toBe('auth.unauthenticated');
    // An admin of the other brand is nobody here.
    const workAdmin = await companyOwner(board.tablica, { host: 'work.localhost' });
    expect(await grantPlatformAdmin(pool, workAdmin.email, 'work')).toBe(true);
    await api()
      .post('/api/admin/codes')
      .set('Host', host)
      .set('Cookie', workAdmin.cookie)
      .send(body)
      .expect(404);
    const { count } = (
      await pool.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM offer_code WHERE company_id = $1 AND purpose = 'publish'`,
        [acme.companyId],
      )
    ).rows[0]!;
    expect(count).toBe(0);
  });
});

describe('GET /api/v2/employer-panel/codes', () => {
  it("lists the company's own codes, never another company's nor the promotional ones", async () => {
    const own = await issue({ companyId: globex.companyId, purpose: 'publish', count: 3 });
    await issue({ companyId: null, purpose: 'publish', count: 2 });
    const listed = await globex.agent.get('/api/v2/employer-panel/codes').expect(200);
    expect(listed.headers['content-range']).toBe('codes 0-2/3');
    expect(listed.body.map((row: IssuedCode) => row.code).sort()).toEqual(own.map((row) => row.code).sort());
    expect(Object.keys(listed.body[0]).sort()).toEqual(
      [
        'code',
        'companyId',
        'createdAt',
        'expiresAt',
        'id',
        'planKey',
        'purpose',
        'usedAt',
        'usedByOffer',
      ].sort(),
    );

    const acmeRows = (await acme.agent.get('/api/v2/employer-panel/codes').expect(200)).body as IssuedCode[];
    expect(acmeRows.length).toBeGreaterThan(0);
    expect(acmeRows.every((row) => row.companyId === acme.companyId)).toBe(true);
    expect(acmeRows.some((row) => own.some((code) => code.code === row.code))).toBe(false);
  });

  it('pages, sorts and filters for react-admin', async () => {
    const company = await withCompanyId(await companyOwner(board.tablica, { company: 'Initech' }));
    const codes = await issue({ companyId: company.companyId, purpose: 'publish', count: 4 });
    const spent = codes[0]!.code;
    const offerId = randomUUID();
    expect(
      await reserveCode(pool, { ...lookup(spent), companyId: company.companyId, offerId }),
    ).toMatchObject({ valid: true });

    const page = await company.agent
      .get('/api/v2/employer-panel/codes')
      .query({ sort: JSON.stringify(['code', 'ASC']), range: JSON.stringify([1, 2]) })
      .expect(200);
    expect(page.headers['content-range']).toBe('codes 1-2/4');
    expect(page.headers['access-control-expose-headers']).toBe('Content-Range');
    expect(page.body.map((row: IssuedCode) => row.code)).toEqual(
      codes
        .map((row) => row.code)
        .sort()
        .slice(1, 3),
    );

    const used = await company.agent
      .get('/api/v2/employer-panel/codes')
      .query({ filter: JSON.stringify({ used: true }) })
      .expect(200);
    expect(used.body).toEqual([expect.objectContaining({ code: spent, usedByOffer: offerId })]);
    expect(used.body[0].usedAt).toEqual(expect.any(String));
    const usable = await company.agent
      .get('/api/v2/employer-panel/codes')
      .query({ filter: JSON.stringify({ usable: true }) })
      .expect(200);
    expect(usable.headers['content-range']).toBe('codes 0-2/3');
    const byText = await company.agent
      .get('/api/v2/employer-panel/codes')
      .query({ filter: JSON.stringify({ q: spent.slice(5, 9).toLowerCase() }) })
      .expect(200);
    expect(byText.body.map((row: IssuedCode) => row.code)).toContain(spent);
    const beyond = await company.agent
      .get('/api/v2/employer-panel/codes')
      .query({ range: JSON.stringify([10, 19]) })
      .expect(200);
    expect(beyond.body).toEqual([]);
    expect(beyond.headers['content-range']).toBe('codes 10-10/4');

    await company.agent
      .get('/api/v2/employer-panel/codes')
      .query({ sort: JSON.stringify(['secret', 'ASC']) })
      .expect(400);
  });

  it('needs a company member who manages offers', async () => {
    await api().get('/api/v2/employer-panel/codes').set('Host', host).expect(401);
    const recruiter = await invitedMember(board.tablica, acme.agent, { role: 'recruiter' });
    const rows = (await recruiter.agent.get('/api/v2/employer-panel/codes').expect(200)).body as IssuedCode[];
    expect(rows.every((row) => row.companyId === acme.companyId)).toBe(true);
  });
});

describe('the admin console: GET /api/admin/codes, /admin/companies, /admin/tenants (this board has ADMIN_TOKEN: others get 404)', () => {
  it('lists every code of the brand, newest first, with the company it was issued to and the offer that redeemed it', async () => {
    const company = await withCompanyId(await companyOwner(board.tablica, { company: 'Umbrella Admin Co' }));
    const codes = await issue({ companyId: company.companyId, purpose: 'extend', count: 3 });
    const promotional = await issueOne({ companyId: null, purpose: 'any' });
    const offerId = randomUUID();
    const spent = codes[1]!.code;
    expect(
      await reserveCode(pool, { ...lookup(spent), companyId: company.companyId, offerId, purpose: 'extend' }),
    ).toMatchObject({ valid: true });

    const list = async (query: Record<string, string>) =>
      (await admin.agent.get('/api/admin/codes').query(query).expect(200)).body as {
        codes: { code: string; company: unknown; usedAt: string | null; redeemedBy: unknown }[];
        next: string | null;
      };
    const newest = await list({ limit: '4' });
    expect(newest.codes.map((code) => code.code).sort()).toEqual(
      [...codes.map((code) => code.code), promotional.code].sort(),
    );
    expect(newest.next).toEqual(expect.any(String));
    const redeemed = newest.codes.find((code) => code.code === spent)!;
    expect(redeemed.company).toEqual({ id: company.companyId, name: 'Umbrella Admin Co' });
    expect(redeemed.usedAt).toEqual(expect.any(String));
    // An offer the history does not know (reserved directly here): its id, nothing else to show.
    expect(redeemed.redeemedBy).toEqual({ offerId, slug: null, title: null, companyName: null });
    expect(newest.codes.find((code) => code.code === promotional.code)!.company).toBeNull();
    // The next page goes on where this one ended; filters by use and by a piece of the code.
    const next = await list({ limit: '4', before: newest.next! });
    expect(next.codes.map((code) => code.code)).not.toContain(spent);
    expect((await list({ used: 'true', q: spent.slice(5, 9) })).codes.map((code) => code.code)).toContain(
      spent,
    );
    expect((await list({ used: 'false', q: spent })).codes).toEqual([]);
    for (const bad of [{ used: 'maybe' }, { before: 'x' }, { limit: '0' }])
      expect((await admin.agent.get('/api/admin/codes').query(bad).expect(400)).body.code).toBe(
        'validation_failed',
      );
    await acme.agent.get('/api/admin/codes').expect(404);
  });

  it('finds the brand’s companies by name for the admin forms, and shows the brands’ feature flags', async () => {
    const found = await admin.agent.get('/api/admin/companies').query({ q: 'globex' }).expect(200);
    expect(found.body.companies).toEqual([{ id: globex.companyId, name: 'Globex' }]);
    const brands = await admin.agent.get('/api/admin/tenants').expect(200);
    expect(
      brands.body.tenants.map((tenant: { id: string; current: boolean }) => [tenant.id, tenant.current]),
    ).toEqual([
      ['it', true],
      ['work', false],
    ]);
    expect(brands.body.tenants[0].flags).toMatchObject({ enableJobAlert: expect.any(Boolean) });
    await acme.agent.get('/api/admin/tenants').expect(404);
    await acme.agent.get('/api/admin/companies').expect(404);
  });
});

describe('reserveCode, releaseCode, checkCode', () => {
  it('spends a valid code once, case-insensitively and trimmed', async () => {
    const { code } = await issueOne({ companyId: acme.companyId, purpose: 'publish' });
    const offerId = randomUUID();
    const typed = `  ${code.toLowerCase()} `;
    expect(await checkCode(pool, lookup(typed))).toEqual({ valid: true, planKey: null });
    expect(await reserveCode(pool, lookup(typed, { offerId }))).toEqual({
      kind: 'code',
      code,
      valid: true,
      planKey: null,
    });
    // Spent: for this offer, another one, and for verification.
    expect(await reserveCode(pool, lookup(code, { offerId }))).toEqual({
      kind: 'code',
      code,
      valid: false,
      planKey: null,
    });
    expect((await reserveCode(pool, lookup(code))).valid).toBe(false);
    expect(await checkCode(pool, lookup(code))).toEqual({ valid: false, planKey: null });
    const row = (await pool.query(`SELECT used_by_offer, used_at FROM offer_code WHERE code = $1`, [code]))
      .rows[0];
    expect(row.used_by_offer).toBe(offerId);
    expect(row.used_at).toBeInstanceOf(Date);
  });

  it('refuses unknown, expired, another company’s, another brand’s, wrong purpose and wrong plan', async () => {
    const refused = async (code: string, overrides: Partial<Parameters<typeof reserveCode>[1]> = {}) => {
      expect(await checkCode(pool, lookup(code, overrides))).toEqual({ valid: false, planKey: null });
      expect(await reserveCode(pool, lookup(code, overrides))).toMatchObject({ valid: false, planKey: null });
    };
    await refused('AAAA-BBBB-CCCC-DDDD');
    await refused('');

    const expired = await issueOne({ companyId: acme.companyId, purpose: 'publish' });
    await pool.query(`UPDATE offer_code SET expires_at = now() - interval '1 second' WHERE code = $1`, [
      expired.code,
    ]);
    await refused(expired.code);

    const globexCode = await issueOne({ companyId: globex.companyId, purpose: 'publish' });
    await refused(globexCode.code);
    await refused(globexCode.code, { companyId: null });
    await refused(globexCode.code, { companyId: globex.companyId, tenant: 'work' });

    const extendOnly = await issueOne({ companyId: acme.companyId, purpose: 'extend' });
    await refused(extendOnly.code, { purpose: 'publish' });
    await refused(extendOnly.code, { purpose: 'refresh' });
    const publishOnly = await issueOne({ companyId: acme.companyId, purpose: 'publish' });
    await refused(publishOnly.code, { purpose: 'extend' });

    const premium = await issueOne({ companyId: acme.companyId, purpose: 'publish', planKey: 'premium' });
    await refused(premium.code, { planKey: 'pro' });

    // None of them was spent by the refusals.
    const { rows } = await pool.query(`SELECT used_at FROM offer_code WHERE code = ANY($1)`, [
      [expired, globexCode, extendOnly, publishOnly, premium].map((row) => row.code),
    ]);
    expect(rows.every((row) => row.used_at === null)).toBe(true);
  });

  it('accepts what fits: its plan, publish codes for refreshes, any for everything, promotional for anyone', async () => {
    const premium = await issueOne({ companyId: acme.companyId, purpose: 'publish', planKey: 'premium' });
    expect(await checkCode(pool, lookup(premium.code, { planKey: 'premium' }))).toEqual({
      valid: true,
      planKey: 'premium',
    });
    expect(await reserveCode(pool, lookup(premium.code, { planKey: 'premium' }))).toMatchObject({
      valid: true,
      planKey: 'premium',
    });

    const publish = await issueOne({ companyId: acme.companyId, purpose: 'publish' });
    expect((await reserveCode(pool, lookup(publish.code, { purpose: 'refresh' }))).valid).toBe(true);
    const extend = await issueOne({ companyId: acme.companyId, purpose: 'extend' });
    expect((await reserveCode(pool, lookup(extend.code, { purpose: 'extend' }))).valid).toBe(true);
    for (const purpose of ['publish', 'extend', 'refresh'] as const) {
      const any = await issueOne({ companyId: acme.companyId, purpose: 'any' });
      expect((await reserveCode(pool, lookup(any.code, { purpose }))).valid).toBe(true);
    }

    const promotional = await issueOne({ companyId: null, purpose: 'publish' });
    expect((await checkCode(pool, lookup(promotional.code, { companyId: globex.companyId }))).valid).toBe(
      true,
    );
    expect((await reserveCode(pool, lookup(promotional.code, { companyId: null }))).valid).toBe(true);
    expect((await reserveCode(pool, lookup(promotional.code, { companyId: globex.companyId }))).valid).toBe(
      false,
    );

    const later = await issueOne({
      companyId: acme.companyId,
      purpose: 'publish',
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
    });
    expect((await reserveCode(pool, lookup(later.code))).valid).toBe(true);
  });

  it('lets exactly one of 20 concurrent redemptions win', async () => {
    const { code } = await issueOne({ companyId: acme.companyId, purpose: 'any' });
    const offerIds = Array.from({ length: 20 }, () => randomUUID());
    const results = await Promise.all(
      offerIds.map((offerId) => reserveCode(pool, lookup(code, { offerId }))),
    );
    const winners = results.flatMap((result, index) => (result.valid ? [offerIds[index]] : []));
    expect(winners).toHaveLength(1);
    const row = (await pool.query(`SELECT used_by_offer FROM offer_code WHERE code = $1`, [code])).rows[0];
    expect(row.used_by_offer).toBe(winners[0]);
  });

  it('releases a reservation for the offer that made it, and only for it', async () => {
    const { code } = await issueOne({ companyId: acme.companyId, purpose: 'publish' });
    const offerId = randomUUID();
    expect((await reserveCode(pool, lookup(code, { offerId }))).valid).toBe(true);
    await releaseCode(pool, code, randomUUID());
    expect((await checkCode(pool, lookup(code))).valid).toBe(false);
    await releaseCode(pool, code.toLowerCase(), offerId);
    expect((await checkCode(pool, lookup(code))).valid).toBe(true);
    const again = randomUUID();
    expect((await reserveCode(pool, lookup(code, { offerId: again }))).valid).toBe(true);
    const row = (await pool.query(`SELECT used_by_offer FROM offer_code WHERE code = $1`, [code])).rows[0];
    expect(row.used_by_offer).toBe(again);
  });
});

/** An offer stream on the it brand, started by `command` (the domain's own commands), with its slug. */
async function offerFrom(command: (ids: { offerId: string; slug: string }) => OfferCommand) {
  const offerId = randomUUID();
  const slug = `verify-code-${offerId.slice(0, 8)}`;
  await recordOfferSlug(pool, { tenant: 'it', offerId, slug });
  await sendOfferCommand(board.tablica.store, offerId, command({ offerId, slug }), {
    tenant: 'it',
    actor: { kind: 'system', id: 'codes-and-plans test' },
    correlationId: randomUUID(),
    at: new Date(),
  });
  return { offerId, slug };
}

describe('GET /api/v1/offers/{slug}/verify-code/{code}', () => {
  const token = 'verify-code-editor-token';
  let draft: { offerId: string; slug: string };
  let initiated: { offerId: string; slug: string };
  let published: { offerId: string; slug: string };
  const verify = (slug: string, code: string) =>
    `/api/v1/offers/${slug}/verify-code/${encodeURIComponent(code)}`;

  beforeAll(async () => {
    draft = await offerFrom((ids) => ({
      type: 'CreateOfferDraft',
      data: { ...ids, companyId: acme.companyId, plan: chooseOfferPlan('it', 'pro'), draft: {} },
    }));
    initiated = await offerFrom((ids) => ({
      type: 'InitiateOffer',
      data: { ...ids, plan: chooseOfferPlan('it', 'premium'), accessTokenHash: accessTokenHash(token) },
    }));
    published = await offerFrom((ids) => ({
      type: 'ImportOffer',
      data: {
        ...ids,
        companyId: acme.companyId,
        plan: chooseOfferPlan('it', 'pro'),
        offer: JSON.parse(JSON.stringify(content())) as OfferContentInput,
      },
    }));
  });

  it("checks a code against the signed-in company's offer without spending it", async () => {
    const { code } = await issueOne({ companyId: acme.companyId, purpose: 'publish' });
    const answer = await acme.agent.get(verify(draft.slug, ` ${code.toLowerCase()} `)).expect(200);
    expect(answer.body).toEqual({ valid: true, planKey: null });
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect((await acme.agent.get(verify(draft.slug, code)).expect(200)).body.valid).toBe(true);
    // Publish codes pay for a refresh of a published offer, not for an extension.
    expect((await acme.agent.get(verify(published.slug, code)).expect(200)).body.valid).toBe(true);
    expect((await acme.agent.get(`${verify(draft.slug, code)}?extend`).expect(200)).body.valid).toBe(false);
    expect((await checkCode(pool, lookup(code))).valid).toBe(true);

    const extend = await issueOne({ companyId: acme.companyId, purpose: 'extend' });
    expect(
      (await acme.agent.get(`${verify(published.slug, extend.code)}?extend=true`).expect(200)).body,
    ).toEqual({
      valid: true,
      planKey: null,
    });
    expect((await acme.agent.get(verify(published.slug, extend.code)).expect(200)).body.valid).toBe(false);

    const premium = await issueOne({ companyId: acme.companyId, purpose: 'publish', planKey: 'premium' });
    expect((await acme.agent.get(verify(draft.slug, premium.code)).expect(200)).body).toEqual({
      valid: false,
      planKey: null,
    });
    const globexCode = await issueOne({ companyId: globex.companyId, purpose: 'publish' });
    expect((await acme.agent.get(verify(draft.slug, globexCode.code)).expect(200)).body.valid).toBe(false);
    expect((await acme.agent.get(verify(draft.slug, 'NOPE-NOPE-NOPE-NOPE')).expect(200)).body.valid).toBe(
      false,
    );

    // A platform admin of the brand checks it for the offer's company.
    expect((await admin.agent.get(verify(draft.slug, code)).expect(200)).body.valid).toBe(true);
  });

  it("checks a code for the token holder's anonymous offer: promotional codes and the offer's plan", async () => {
    const promotional = await issueOne({ companyId: null, purpose: 'publish', planKey: 'premium' });
    const answer = await api()
      .get(verify(initiated.slug, promotional.code))
      .query({ token })
      .set('Host', host)
      .expect(200);
    expect(answer.body).toEqual({ valid: true, planKey: 'premium' });
    const acmeCode = await issueOne({ companyId: acme.companyId, purpose: 'publish' });
    const companyCode = await api()
      .get(verify(initiated.slug, acmeCode.code))
      .query({ token })
      .set('Host', host)
      .expect(200);
    expect(companyCode.body.valid).toBe(false);
    const proOnly = await issueOne({ companyId: null, purpose: 'publish', planKey: 'pro' });
    const otherPlan = await api()
      .get(verify(initiated.slug, proOnly.code))
      .query({ token })
      .set('Host', host)
      .expect(200);
    expect(otherPlan.body.valid).toBe(false);
  });

  it('tells nothing to whoever may not manage the offer', async () => {
    const { code } = await issueOne({ companyId: acme.companyId, purpose: 'publish' });
    await api().get(verify(draft.slug, code)).set('Host', host).expect(401);
    expect((await globex.agent.get(verify(draft.slug, code)).expect(404)).body.code).toBe('offer.not_found');
    await api().get(verify(initiated.slug, code)).query({ token: 'wrong' }).set('Host', host).expect(404);
    await api().get(verify(draft.slug, code)).query({ token }).set('Host', host).expect(404);
    await acme.agent.get(verify('no-such-offer', code)).expect(404);
    // Another brand's slug is no offer.
    await api().get(verify(initiated.slug, code)).query({ token }).set('Host', 'work.localhost').expect(404);
    expect((await checkCode(pool, lookup(code))).valid).toBe(true);
  });
});

interface ServedPlan {
  slug: string;
  type: string;
  name: { en: string; pl: string };
  price: Record<string, unknown>;
  active: boolean;
  limits: Record<string, unknown>;
  limitsSubType: string;
}

describe('GET /api/v2/offer-plans', () => {
  it("serves each brand's catalogue with the spec's fields, limits and a public cache", async () => {
    const it = await api().get('/api/v2/offer-plans').set('Host', host).expect(200);
    expect(it.headers['cache-control']).toBe('public, max-age=300');
    const plans = it.body as ServedPlan[];
    expect(plans.map((plan) => plan.slug)).toEqual(['basic', 'pro', 'premium', 'internship', 'standard']);
    const premium = plans.find((plan) => plan.slug === 'premium')!;
    expect(premium).toMatchObject({
      type: 'premium',
      name: { en: 'Premium', pl: 'Premium' },
      price: {
        net: 119_900,
        netEur: 27_900,
        tax: 27_577,
        gross: 147_477,
        oldNet: 139_900,
        oldTax: 32_177,
        oldGross: 172_077,
        currency: 'PLN',
      },
      recommended: false,
      promotionDeadline: '2026-12-31T22:59:59.000Z',
      tags: ['promotion'],
      enableGraphics: true,
      active: true,
      limits: { maxLocationsCount: 10, bumpsUpCount: 4, bumpsUpEveryDays: 5, durationInDays: 45 },
      limitsSubType: 'standard',
    });
    expect(premium.limits).toHaveProperty('seniority', null);
    expect(premium.limits).toHaveProperty('categories', null);
    expect(plans.find((plan) => plan.slug === 'internship')).toMatchObject({
      limits: { seniority: ['junior'] },
      limitsSubType: 'junior',
    });
    expect(Object.keys(premium).sort()).toEqual(
      [
        'active',
        'enableGraphics',
        'features',
        'limits',
        'limitsSubType',
        'name',
        'price',
        'promotionDeadline',
        'recommended',
        'slug',
        'tags',
        'type',
      ].sort(),
    );

    const work = (await api().get('/api/v2/offer-plans').set('Host', 'work.localhost').expect(200))
      .body as ServedPlan[];
    expect(work.map((plan) => plan.slug)).toEqual(['basic', 'pro']);
    expect(work.find((plan) => plan.slug === 'pro')!.price.net).toBe(39_900);
    expect(plans.find((plan) => plan.slug === 'pro')!.price.net).toBe(69_900);
    const prefixed = await api().get('/api/work/v2/offer-plans').expect(200);
    expect(prefixed.body).toEqual(work);
  });

  it('filters to the plans on sale with ?active', async () => {
    for (const query of ['active', 'active=true', 'active=1']) {
      const active = (await api().get(`/api/v2/offer-plans?${query}`).set('Host', host).expect(200))
        .body as ServedPlan[];
      expect(active.map((plan) => plan.slug)).toEqual(['basic', 'pro', 'premium', 'internship']);
      expect(active.every((plan) => plan.active)).toBe(true);
    }
    const all = (await api().get('/api/v2/offer-plans?active=false').set('Host', host).expect(200))
      .body as ServedPlan[];
    expect(all.find((plan) => plan.slug === 'standard')).toMatchObject({ active: false });
    await api().get('/api/v2/offer-plans?active=maybe').set('Host', host).expect(400);
  });
});

describe('GET /api/v1/offers/form-inputs-data', () => {
  it("gives the editor the brand's categories, the dictionaries and the form's bounds", async () => {
    const answer = await api().get('/api/v1/offers/form-inputs-data').set('Host', host).expect(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=300');
    const data = answer.body;
    const javascript = data.categories.find((category: { id: string }) => category.id === 'javascript');
    expect(javascript).toMatchObject({
      key: 'javascript',
      label: { pl: 'JavaScript', en: 'JavaScript' },
      parentId: null,
    });
    expect(javascript.children).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: 'react', parentId: 'javascript', children: [] }),
      ]),
    );
    expect(data).toMatchObject({
      companySizes: ['1-10', '11-25', '26-50', '51-100', '101-500', '501+'],
      experienceLevels: ['junior', 'mid', 'senior', 'expert', 'c_level'],
      workplaceTypes: ['office', 'hybrid', 'remote'],
      workingTimes: ['full_time', 'part_time', 'freelance', 'undetermined'],
      employmentTypes: ['b2b', 'permanent', 'mandate_contract', 'internship', 'any'],
      currencies: ['PLN', 'EUR', 'USD'],
      salaryUnits: ['hour', 'day', 'month', 'year'],
      amountTypes: ['gross', 'net'],
      applyTypes: ['url', 'email'],
      languageLevels: ['a1', 'a2', 'b1', 'b2', 'c1', 'c2'],
      defaults: { planKey: 'pro', salaryUnit: 'month', currency: 'PLN' },
      logo: { maxBytes: 5_242_880, extensions: ['.jpeg', '.png', '.jpg'] },
    });
    expect(data.bounds).toMatchObject({
      ...offerBounds,
      skillNameMax: 50,
      maxLanguages: 5,
      companyNameMax: 50,
      salaryMaxRatio: 3,
    });
    expect(data.languages).toEqual(
      expect.arrayContaining([
        { code: 'pl', label: { pl: 'polski', en: 'Polish' } },
        { code: 'de', label: { pl: 'niemiecki', en: 'German' } },
      ]),
    );
    for (const language of data.languages) expect(language.code).toMatch(/^[a-z]{2}$/);

    const work = (
      await api().get('/api/v1/offers/form-inputs-data').set('Host', 'work.localhost').expect(200)
    ).body;
    expect(work.tenant).toBe('work');
    expect(work.categories.map((category: { id: string }) => category.id)).not.toEqual(
      data.categories.map((category: { id: string }) => category.id),
    );
  });
});

describe('GET /api/v2/app-config', () => {
  it("gives the console the brand's name, money, locales, flags and upload limits", async () => {
    const answer = await api().get('/api/v2/app-config').set('Host', host).expect(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=300');
    expect(answer.body).toMatchObject({
      tenant: 'it',
      name: 'Tablica IT',
      baseCurrency: 'PLN',
      currencies: ['PLN', 'EUR', 'USD'],
      defaultLocale: 'pl',
      locales: ['pl', 'en'],
      featureFlags: { enableDarkMode: true, enableCurrencyChange: true },
      uploads: {
        logo: { maxBytes: 5_242_880, mimeTypes: ['image/jpg', 'image/jpeg', 'image/png'] },
        cv: {
          maxBytes: 5_000_000,
          extensions: expect.arrayContaining(['.pdf', '.docx', '.jpeg', '.png']),
        },
      },
      terms: {
        termsOfServiceUrl: {
          clients: [expect.objectContaining({ url: expect.stringMatching(/^\/documents\/.+\.html$/) })],
          users: expect.arrayContaining([expect.objectContaining({ fromDate: '2027-01-01', dueDate: null })]),
        },
        privacyPolicyUrl: [
          expect.objectContaining({ url: '/documents/polityka-prywatnosci-2026-01-01.html' }),
        ],
        informationClauseUrl: [expect.objectContaining({ fromDate: '2026-01-01' })],
        whistleblowerReportUrl: [
          expect.objectContaining({ url: '/documents/zglaszanie-naruszen-2026-01-01.html' }),
        ],
      },
    });
    const work = await api().get('/api/v2/app-config').set('Host', 'work.localhost').expect(200);
    expect(work.body).toMatchObject({
      tenant: 'work',
      name: 'Tablica Praca',
      currencies: ['PLN'],
      featureFlags: { enableDarkMode: false, enableCurrencyChange: false },
      terms: { informationClauseUrl: null, whistleblowerReportUrl: null },
    });
  });
});

describe('OpenAPI', () => {
  it('documents the code and catalogue routes', async () => {
    const paths = (await api().get('/api/openapi.json').expect(200)).body.paths;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/admin/codes',
        '/v2/employer-panel/codes',
        '/v2/offer-plans',
        '/v1/offers/form-inputs-data',
        '/v2/app-config',
        '/v1/offers/{slug}/verify-code/{code}',
      ]),
    );
    expect(paths['/admin/codes'].post.requestBody).toBeDefined();
  });
});

describe('GET /api/v1/skills', () => {
  it('looks skills up by text a page at a time, suggests for an empty search and answers ids', async () => {
    const found = await api().get('/api/v1/skills?search=script&pageSize=10').set('Host', host).expect(200);
    expect(found.headers['cache-control']).toBe('public, max-age=300');
    expect(found.body).toMatchObject({ pageNumber: 1, pageSize: 10 });
    expect(found.body.items).toEqual(expect.arrayContaining([{ id: 'typescript', name: 'TypeScript' }]));
    const suggested = await api()
      .get('/api/v1/skills?suggested=true&pageSize=100')
      .set('Host', host)
      .expect(200);
    expect(suggested.body.items.length).toBe(100);
    const byId = await api().get('/api/v1/skills?ids=go,c-sharp').set('Host', host).expect(200);
    expect(byId.body.items).toEqual([
      { id: 'go', name: 'Go' },
      { id: 'c-sharp', name: 'C#' },
    ]);
    await api().get('/api/v1/skills?pageSize=1000').set('Host', host).expect(400);
    await api()
      .get(`/api/v1/skills?search=${'x'.repeat(101)}`)
      .set('Host', host)
      .expect(400);
  });
});

import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantPlatformAdmin } from '@tablica/command-api/accounts/admins';
import { recordOfferSlug } from '@tablica/command-api/offers/slugs';
import type { Actor } from '@tablica/domain/events';
import type { OfferCommand } from '@tablica/domain/offers/decide';
import { offerStreamId } from '@tablica/domain/offers/offer';
import { form } from '@tablica/domain/offers/test-fixtures';
import type { OfferDraftInput } from '@tablica/domain/offers/validation/draft';
import type { OfferFormInput } from '@tablica/domain/offers/validation/form';
import { chooseOfferPlan } from '@tablica/domain/plans/catalogue';
import { sendOfferCommand } from '@tablica/platform/offers/write-path';
import { foldOfferAt, OfferSnapshots, offerStateAt } from '@tablica/query-api/admin/offer-state';
import type { RecordedEvent } from '@tablica/platform/event-store/port';
import { readModel } from '@tablica/platform/projections/locator';
import { offerDetailsProjection } from '@tablica/projections/offer-details/apply';
import { offerHistoryProjection } from '@tablica/projections/offer-history/apply';
import { seedBoard } from '@tablica/server/seed/writer';
import type { Tablica } from '@tablica/server/runtime';
import { companyOwner } from '../support/accounts';
import { startTestBoard, type TestBoard } from '../support/board';

let board: TestBoard;
let tablica: Tablica;
type Account = Awaited<ReturnType<typeof companyOwner>> & { userId: string; companyId: string };

async function employer(company: string, host = 'it.localhost'): Promise<Account> {
  const owner = await companyOwner(tablica, { company, host });
  const me = await owner.agent.get('/api/v2/employer-panel/profiles/me').expect(200);
  const own = await owner.agent.get('/api/v1/company').expect(200);
  return { ...owner, userId: me.body.id as string, companyId: own.body.id as string };
}

let acme: Account;
let itAdmin: Account;
let workAdmin: Account;

beforeAll(async () => {
  board = await startTestBoard();
  tablica = board.tablica;
  [acme, itAdmin, workAdmin] = await Promise.all([
    employer('Acme Software'),
    employer('Operators it'),
    employer('Operators work', 'work.localhost'),
  ]);
  expect(await grantPlatformAdmin(tablica.pool, itAdmin.email, 'it')).toBe(true);
  expect(await grantPlatformAdmin(tablica.pool, workAdmin.email, 'work')).toBe(true);
}, 180_000);
afterAll(async () => board?.stop());

const prepaid = { kind: 'code', code: 'STATE-TEST', valid: true, planKey: null } as const;
const salary = (from: number, to: number) =>
  [{ type: 'b2b', from, to, currency: 'PLN', unit: 'month', gross: false }] as const;
const itForm = (overrides: Partial<OfferFormInput> = {}) =>
  form({ categoryId: 'javascript', subcategoryId: 'typescript', ...overrides });

const hour = 3_600_000;
const moment = (version: number) => ({ kind: 'version', version }) as const;
// Recent enough that the publication has not run out (the board's timers would expire it).
const start = new Date(Math.floor(Date.now() / hour) * hour - 5 * 24 * hour);
const at = (hours: number) => new Date(start.getTime() + hours * hour);

/** One command through the write path, decided at `when`. */
async function send(offerId: string, command: OfferCommand, actor: Actor, when: Date) {
  const result = await sendOfferCommand(tablica.store, offerId, command, {
    tenant: 'it',
    actor,
    correlationId: randomUUID(),
    at: when,
  });
  await tablica.awaitReadModels(result.checkpoint, 10_000);
}

/**
 * An offer of Acme created with the first salary, submitted and published an hour apart each, then
 * edited to each further salary: `[from, to, hours after start]`.
 */
async function publishedOffer(
  offerId: string,
  slug: string,
  content: Partial<OfferFormInput>,
  salaries: readonly (readonly [from: number, to: number, hours: number])[],
) {
  const actor: Actor = { kind: 'employer', id: acme.userId };
  const by = { kind: 'employer', companyId: acme.companyId } as const;
  const withSalary = ([from, to]: readonly [number, number, number]) =>
    itForm({ ...content, employmentTypes: [...salary(from, to)] });
  // The slug as the offer endpoints register it before the stream starts.
  await recordOfferSlug(tablica.pool, { tenant: 'it', offerId, slug });
  const [first, ...edits] = salaries;
  const plan = chooseOfferPlan('it');
  const draft = withSalary(first!) as OfferDraftInput;
  const created = first![2];
  await send(
    offerId,
    { type: 'CreateOfferDraft', data: { offerId, slug, companyId: acme.companyId, plan, draft } },
    actor,
    at(created),
  );
  await send(offerId, { type: 'SubmitOfferDraft', data: { by } }, actor, at(created + 1)); // v2
  await send(offerId, { type: 'PublishOffer', data: { by, payment: prepaid } }, actor, at(created + 2)); // v3..
  for (const edit of edits)
    await send(offerId, { type: 'EditOffer', data: { by, offer: withSalary(edit) } }, actor, at(edit[2]));
}

interface StateAnswer {
  offerId: string;
  version: number;
  lastVersion: number;
  event: { type: string; occurredAt: string };
  state: {
    status: string;
    accessTokenHash?: unknown;
    content?: { title: string; employmentTypes: { from: number; to: number }[] };
    expiredAt?: string;
  };
}

describe('state as of (GET /api/admin/offers/{id}/state)', () => {
  const offerId = randomUUID();
  const slug = `state-as-of-${offerId.slice(0, 8)}`;

  beforeAll(async () => {
    const actor: Actor = { kind: 'employer', id: acme.userId };
    const by = { kind: 'employer', companyId: acme.companyId } as const;
    await publishedOffer(offerId, slug, { title: 'Node Developer' }, [
      [15000, 20000, 0],
      [18000, 24000, 24],
      [21000, 27000, 48],
    ]);
    await send(offerId, { type: 'RefreshOffer', data: { by, payment: prepaid } }, actor, at(72));
    await send(offerId, { type: 'ExtendOffer', data: { by, payment: prepaid } }, actor, at(96));
  }, 60_000);

  const state = (query: string, who: Account = itAdmin) =>
    who.agent.get(`/api/admin/offers/${offerId}/state${query}`);

  it('folds the stream up to a version or a moment, with the write side’s evolve', async () => {
    const history = await tablica.store.readStream(offerStreamId(offerId));
    const edits = history.filter((event) => event.type === 'OfferEdited');
    expect(edits).toHaveLength(2);
    const beforeSecondEdit = edits[1]!.streamVersion - 1;

    const byVersion = (await state(`?at=${beforeSecondEdit}`).expect(200)).body as StateAnswer;
    expect(byVersion).toMatchObject({ offerId, version: beforeSecondEdit, lastVersion: history.length });
    expect(byVersion.event.type).toBe('OfferEdited');
    expect(byVersion.state.status).toBe('published');
    expect(byVersion.state.content!.employmentTypes[0]).toMatchObject({ from: 18000, to: 24000 });
    expect(byVersion.state).not.toHaveProperty('accessTokenHash');

    // A moment between the two edits gives the same state; the end gives the last salary.
    const byTime = (await state(`?at=${at(30).toISOString()}`).expect(200)).body as StateAnswer;
    expect(byTime).toEqual(byVersion);
    const end = (await state('').expect(200)).body as StateAnswer;
    expect(end.version).toBe(history.length);
    expect(end.state.content!.employmentTypes[0]).toMatchObject({ from: 21000, to: 27000 });
    expect((await state(`?at=${history.length}`).expect(200)).body).toEqual(end);

    // Before publication: the submitted summary.
    const summary = (await state('?at=2').expect(200)).body as StateAnswer;
    expect(summary.state.status).toBe('summary');
    // The slug finds the same offer.
    const bySlug = await itAdmin.agent.get(`/api/admin/offers/${slug}/state?at=2`).expect(200);
    expect(bySlug.body).toEqual(summary);
  });

  it('folds from the snapshots it keeps to the same state as the whole stream folded', async () => {
    const history = await tablica.store.readStream(offerStreamId(offerId));
    const snapshots = new OfferSnapshots(2);
    const versions = history.map((event) => event.streamVersion);
    // Forwards, then backwards and again: each from the nearest snapshot kept by the reads before it.
    for (const version of [...versions, ...versions.toReversed(), ...versions]) {
      const moment = { kind: 'version', version } as const;
      expect(await offerStateAt(tablica.store, snapshots, 'it', offerId, moment)).toEqual(
        foldOfferAt(history, moment),
      );
    }
    const end = await offerStateAt(tablica.store, snapshots, 'it', offerId, { kind: 'end' });
    expect(end).toEqual(foldOfferAt(history, { kind: 'end' }));
    // Another brand's: nothing, from a snapshot or not.
    expect(await offerStateAt(tablica.store, snapshots, 'work', offerId, { kind: 'end' })).toBeNull();
    expect(await offerStateAt(tablica.store, new OfferSnapshots(), 'work', offerId, moment(1))).toBeNull();
  });

  it('links its related streams: a copy made of it, and the original from the copy', async () => {
    const source = await offerStateAt(tablica.store, new OfferSnapshots(), 'it', offerId, { kind: 'end' });
    const copyId = randomUUID();
    const copySlug = `copy-of-${copyId.slice(0, 8)}`;
    await recordOfferSlug(tablica.pool, { tenant: 'it', offerId: copyId, slug: copySlug });
    const by = { kind: 'employer', companyId: acme.companyId } as const;
    await send(
      copyId,
      { type: 'CopyOffer', data: { offerId: copyId, slug: copySlug, source: source!.state, by } },
      { kind: 'employer', id: acme.userId },
      at(100),
    );
    const related = (await itAdmin.agent.get(`/api/admin/offers/${offerId}/related`).expect(200)).body;
    expect(related).toEqual({
      offerId,
      orders: [],
      codes: [],
      applications: {},
      copiedFrom: null,
      copies: [{ offerId: copyId, slug: copySlug, copiedAt: at(100).toISOString() }],
    });
    const copy = (await itAdmin.agent.get(`/api/admin/offers/${copySlug}/related`).expect(200)).body;
    expect(copy).toMatchObject({ offerId: copyId, copiedFrom: { offerId, slug }, copies: [] });
    await itAdmin.agent.get(`/api/admin/offers/${randomUUID()}/related`).expect(404);
    await acme.agent.get(`/api/admin/offers/${offerId}/related`).expect(404);
    await workAdmin.agent.get(`/api/admin/offers/${offerId}/related`).expect(404);
  });

  it('lists the copies made in the panel from the read model, oldest first, not another brand’s; a rebuild from zero lists them still', async () => {
    const sourceId = randomUUID();
    const sourceSlug = `copied-${sourceId.slice(0, 8)}`;
    await publishedOffer(sourceId, sourceSlug, { title: 'Copied Developer' }, [[15000, 20000, 0]]);
    // Two copies through the employer panel's command path.
    const made: { id: string; slug: string; at: [number, number] }[] = [];
    for (let n = 0; n < 2; n++) {
      const before = Date.now();
      const copy = await acme.agent.post(`/api/v2/employer-panel/offers/${sourceSlug}/duplicate`).expect(201);
      expect(copy.body).toMatchObject({ copiedFrom: { id: sourceId, slug: sourceSlug } });
      made.push({ id: copy.body.id as string, slug: copy.body.slug as string, at: [before, Date.now()] });
    }
    // A copy on another brand naming this offer as its source is that brand's, not listed here.
    const foreignId = randomUUID();
    const source = await offerStateAt(tablica.store, new OfferSnapshots(), 'it', sourceId, { kind: 'end' });
    await recordOfferSlug(tablica.pool, { tenant: 'work', offerId: foreignId, slug: `foreign-${foreignId}` });
    const foreign = await sendOfferCommand(
      tablica.store,
      foreignId,
      {
        type: 'CopyOffer',
        data: {
          offerId: foreignId,
          slug: `foreign-${foreignId}`,
          source: source!.state,
          by: { kind: 'employer', companyId: acme.companyId },
        },
      },
      {
        tenant: 'work',
        actor: { kind: 'employer', id: acme.userId },
        correlationId: randomUUID(),
        at: new Date(),
      },
    );
    expect(await tablica.awaitReadModels(foreign.checkpoint, 10_000)).toBe(true);

    const copies = async () => {
      const related = await itAdmin.agent.get(`/api/admin/offers/${sourceId}/related`).expect(200);
      return related.body.copies as { offerId: string; slug: string; copiedAt: string }[];
    };
    const listed = await copies();
    expect(listed.map(({ offerId, slug }) => ({ offerId, slug }))).toEqual(
      made.map(({ id, slug }) => ({ offerId: id, slug })),
    );
    listed.forEach((copy, n) => {
      const [from, to] = made[n]!.at;
      expect(Date.parse(copy.copiedAt)).toBeGreaterThanOrEqual(from);
      expect(Date.parse(copy.copiedAt)).toBeLessThanOrEqual(to);
    });
    const inWork = await workAdmin.agent.get(`/api/admin/offers/${foreignId}/related`).expect(200);
    expect(inWork.body).toMatchObject({ copiedFrom: { offerId: sourceId, slug: sourceSlug }, copies: [] });

    // A new version of the read model built from position zero lists the same copies.
    const status = async () =>
      (await itAdmin.agent.get('/api/admin/projections/offer-history').expect(200)).body as {
        active: { version: number; schema: string };
        rebuild: unknown;
      };
    const before = (await status()).active.version;
    await itAdmin.agent.post('/api/admin/projections/offer-history/rebuild').expect(202);
    const deadline = Date.now() + 60_000;
    let rebuilt = await status();
    while (rebuilt.active.version === before || rebuilt.rebuild !== null) {
      expect(Date.now()).toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 100));
      rebuilt = await status();
    }
    const sources = await tablica.pool.query<{ offer_id: string; copied_from: string }>(
      `SELECT offer_id, copied_from FROM ${rebuilt.active.schema}.offer_history_offers
        WHERE copied_from = $1 ORDER BY offer_id`,
      [sourceId],
    );
    expect(sources.rows).toEqual(
      [...made.map(({ id }) => id), foreignId].sort().map((id) => ({ offer_id: id, copied_from: sourceId })),
    );
    expect(await copies()).toEqual(listed);
  }, 120_000);

  it('answers problems for unknown offers, versions past the end, moments before the offer and bad input', async () => {
    const history = await tablica.store.readStream(offerStreamId(offerId));
    const problem = async (path: string, status: number, code: string) => {
      const answer = await itAdmin.agent.get(path).expect(status);
      expect(answer.type).toBe('application/problem+json');
      expect(answer.body.code).toBe(code);
    };
    await problem(`/api/admin/offers/${randomUUID()}/state`, 404, 'offer.not_found');
    await problem('/api/admin/offers/no-such-slug/state', 404, 'offer.not_found');
    await problem(
      `/api/admin/offers/${offerId}/state?at=${history.length + 1}`,
      404,
      'offer.version_past_end',
    );
    await problem(
      `/api/admin/offers/${offerId}/state?at=${at(-1).toISOString()}`,
      404,
      'offer.not_yet_created',
    );
    for (const bad of ['0', '-1', 'yesterday', '2026-13-45T00:00:00Z', '1.5'])
      await problem(
        `/api/admin/offers/${offerId}/state?at=${encodeURIComponent(bad)}`,
        400,
        'validation_failed',
      );
  });

  it('is not found for employers, anonymous callers and another brand’s admin', async () => {
    await state('', acme).expect(404);
    await request(tablica.url)
      .get(`/api/admin/offers/${offerId}/state`)
      .set('Host', 'it.localhost')
      .expect(404);
    await workAdmin.agent.get(`/api/admin/offers/${offerId}/state`).expect(404);
  });
});

describe('the offer audit: search, timeline filters and export (GET /api/admin/offers…)', () => {
  const offerId = randomUUID();
  const slug = `audited-${offerId.slice(0, 8)}`;
  const title = `Audited Rust Engineer ${offerId.slice(0, 6)}`;
  const companyName = 'Audit, "Quoted" & Co';

  beforeAll(async () => {
    await publishedOffer(offerId, slug, { title, companyName }, [
      [1, 2, 0],
      [3, 4, 10],
      [5, 6, 20],
    ]);
    const history = await tablica.store.readStream(offerStreamId(offerId));
    expect(await tablica.awaitReadModels(history.at(-1)!.checkpoint, 30_000)).toBe(true);
  }, 60_000);

  interface Found {
    offerId: string;
    tenant: string;
    slug: string;
    title: string | null;
    companyName: string | null;
    version: number;
  }
  const search = async (q: string, who: Account = itAdmin) =>
    (await who.agent.get(`/api/admin/offers?q=${encodeURIComponent(q)}`).expect(200)).body.offers as Found[];

  it('finds the offer by id, slug, a piece of its title or its company name, with its brand', async () => {
    const history = await tablica.store.readStream(offerStreamId(offerId));
    const shown = (await search(offerId)).find((offer) => offer.offerId === offerId);
    expect(shown).toEqual({
      offerId,
      tenant: 'it',
      slug,
      status: 'published',
      version: history.length,
      title,
      // The name as the offer's last text has it (the write side may put the company's own there).
      companyName: expect.any(String),
    });
    const company = shown!.companyName!;
    for (const q of [offerId.toUpperCase(), slug, title.slice(8, 20).toLowerCase(), company.slice(1, -1)])
      expect(
        (await search(q)).map((offer) => offer.offerId),
        q,
      ).toContain(offerId);
    // LIKE's wildcards are plain characters here; another brand's admin finds nothing of this brand.
    expect(await search('%_%')).toEqual([]);
    expect(await search(slug, workAdmin)).toEqual([]);
    const everything = await search('');
    expect(everything.length).toBeGreaterThan(1);
    const bad = await itAdmin.agent.get('/api/admin/offers?limit=0').expect(400);
    expect(bad.type).toBe('application/problem+json');
  });

  it('filters the timeline by type, actor and time, and pages it', async () => {
    const timeline = (query: string) =>
      itAdmin.agent.get(`/api/admin/offers/${slug}/history${query}`).expect(200);
    const all = (await timeline('')).body;
    expect(all.events.length).toBeGreaterThanOrEqual(5);
    const edits = (await timeline('?type=OfferEdited')).body.events as {
      version: number;
      type: string;
      actor: { kind: string; id: string; name?: string };
      correlationId: string;
      changes: { field: string; from: unknown; to: unknown }[];
    }[];
    expect(edits.map((event) => event.type)).toEqual(['OfferEdited', 'OfferEdited']);
    expect(edits[1]!.changes).toContainEqual(
      expect.objectContaining({ field: 'employmentTypes.0.from', from: 3, to: 5 }),
    );
    expect(edits[0]!.actor).toMatchObject({ kind: 'employer', id: acme.userId, name: expect.any(String) });
    expect(edits[0]!.correlationId).toEqual(expect.any(String));
    expect((await timeline('?type=OfferEdited,OfferPublished')).body.events).toHaveLength(3);
    expect((await timeline(`?actor=${acme.userId}`)).body.events).toHaveLength(all.events.length);
    expect((await timeline('?actor=admin')).body.events).toEqual([]);
    const window = (await timeline(`?from=${at(5).toISOString()}&to=${at(15).toISOString()}`)).body.events;
    expect(window.map((event: { version: number }) => event.version)).toEqual([edits[0]!.version]);
    const first = (await timeline('?limit=2')).body.events as { version: number }[];
    expect(first.map((event) => event.version)).toEqual([1, 2]);
    const next = (await timeline('?limit=2&after=2')).body.events as { version: number }[];
    expect(next.map((event) => event.version)).toEqual([3, 4]);
    for (const bad of ['?from=yesterday', '?limit=0', '?after=-1'])
      expect((await itAdmin.agent.get(`/api/admin/offers/${slug}/history${bad}`).expect(400)).body.code).toBe(
        'validation_failed',
      );
  });

  it('exports the whole stream as JSON and CSV, without the secret link', async () => {
    const stream = await tablica.store.readStream(offerStreamId(offerId));
    const json = await itAdmin.agent.get(`/api/admin/offers/${slug}/export`).expect(200);
    expect(json.headers['content-disposition']).toContain(`offer-${offerId}.json`);
    const exported = JSON.parse(json.text) as { offerId: string; events: { type: string; data: object }[] };
    expect(exported.offerId).toBe(offerId);
    expect(exported.events.map((event) => event.type)).toEqual(stream.map((event) => event.type));
    expect(json.text).not.toContain('accessTokenHash');

    const csv = await itAdmin.agent.get(`/api/admin/offers/${offerId}/export?format=csv`).expect(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toContain(`offer-${offerId}.csv`);
    const lines = csv.text.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'version,position,id,type,occurredAt,recordedAt,actorKind,actorId,correlationId,causationId,data',
    );
    expect(lines).toHaveLength(stream.length + 1);
    expect(lines[1]).toMatch(/^1,\d+,[^,]+,OfferDraftCreated,/);
    // The company name's comma and quotes stay inside one quoted field.
    expect(csv.text).toContain('""companyName"":""Audit, \\""Quoted\\"" & Co""');
    await itAdmin.agent.get(`/api/admin/offers/${offerId}/export?format=xml`).expect(400);
    await itAdmin.agent.get(`/api/admin/offers/${randomUUID()}/export`).expect(404);
  });

  it('every admin path is not found to an employer and a caller signed out; this offer to another brand’s admin', async () => {
    const offerPaths: [method: 'get' | 'post', path: string][] = [
      ['get', `/api/admin/offers/${offerId}/history`],
      ['get', `/api/admin/offers/${offerId}/state?at=1`],
      ['get', `/api/admin/offers/${offerId}/export?format=csv`],
    ];
    const paths: [method: 'get' | 'post', path: string][] = [
      ...offerPaths,
      ['get', '/api/admin/offers?q=audited'],
      ['get', '/api/admin/projections'],
      ['get', '/api/admin/projections/offer-history'],
      ['post', '/api/admin/projections/no-such-projection/rebuild'],
    ];
    for (const [method, path] of paths) {
      const own = await itAdmin.agent[method](path);
      expect([path, own.status]).toEqual([path, path.includes('no-such') ? 404 : 200]);
      const outsiders = offerPaths.some(([, offerPath]) => offerPath === path) ? [acme, workAdmin] : [acme];
      for (const who of outsiders) {
        const answer = await who.agent[method](path);
        expect([path, answer.status]).toEqual([path, 404]);
      }
      const anonymous = await request(tablica.url)[method](path).set('Host', 'it.localhost');
      expect([path, anonymous.status]).toEqual([path, 404]);
    }
  });
});

describe('state as of at the stream’s end equals the live read models (seeded board)', () => {
  let streams: RecordedEvent[][];

  beforeAll(async () => {
    await seedBoard(
      { store: tablica.store, pool: tablica.pool },
      { tenant: 'it', offers: 40, seed: 11, now: new Date(), concurrency: 2 },
    );
    const ids = await tablica.pool.query<{ stream_id: string }>(
      "SELECT DISTINCT stream_id FROM events WHERE stream_id LIKE 'offer-%' AND metadata->'actor'->>'id' = 'seed'",
    );
    streams = await Promise.all(ids.rows.map((row) => tablica.store.readStream(row.stream_id)));
    const last = streams
      .flat()
      .reduce((a, b) => (BigInt(a.globalPosition) > BigInt(b.globalPosition) ? a : b));
    expect(await tablica.awaitReadModels(last.checkpoint, 60_000)).toBe(true);
  }, 180_000);

  it('for every seeded offer: status and version as the history keeps them, content and period as the details', async () => {
    expect(streams.length).toBe(40);
    for (const seeded of streams) {
      const offerId = seeded[0]!.streamId.slice('offer-'.length);
      // The board's timers may still append (an overdue offer expires): compare once they are done.
      let answer: StateAnswer;
      let stream: RecordedEvent[];
      do {
        answer = (await itAdmin.agent.get(`/api/admin/offers/${offerId}/state`).expect(200))
          .body as StateAnswer;
        stream = await tablica.store.readStream(seeded[0]!.streamId);
      } while (answer.version !== stream.length);
      expect(await tablica.awaitReadModels(stream.at(-1)!.checkpoint, 30_000)).toBe(true);
      const history = await readModel(offerHistoryProjection.name).read(tablica.pool, (rm) =>
        tablica.pool.query<{ stream_version: number; status: string }>(
          `SELECT stream_version, status FROM ${rm}.offer_history_offers WHERE offer_id = $1`,
          [offerId],
        ),
      );
      expect(history.rows[0]).toMatchObject({ stream_version: answer.version, status: answer.state.status });
      const details = await readModel(offerDetailsProjection.name).read(tablica.pool, (rm) =>
        tablica.pool.query<{ status: string; content: unknown; expired_at: Date }>(
          `SELECT status, content, expired_at FROM ${rm}.offer_details WHERE offer_id = $1`,
          [offerId],
        ),
      );
      const live = details.rows[0];
      if (['published', 'expired', 'finished'].includes(answer.state.status)) {
        expect(live).toBeDefined();
        expect(live!.status).toBe(answer.state.status);
        expect(live!.content).toEqual(answer.state.content);
        expect(live!.expired_at.toISOString()).toBe(answer.state.expiredAt);
      } else expect(live).toBeUndefined();
    }
  });

  it('at any version: the same state as the moment that version’s event was decided', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 39 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        async (pick, where) => {
          const stream = streams[pick]!;
          const version = 1 + Math.floor(where * (stream.length - 1));
          const offerId = stream[0]!.streamId.slice('offer-'.length);
          const event = stream[version - 1]!;
          const byVersion = (
            await itAdmin.agent.get(`/api/admin/offers/${offerId}/state?at=${version}`).expect(200)
          ).body as StateAnswer;
          expect(byVersion.event.type).toBe(event.type);
          // Events decided at the same instant as this one fold together.
          const sameMoment = stream.filter(
            (other) => other.metadata.occurredAt <= event.metadata.occurredAt,
          ).length;
          const byTime = (
            await itAdmin.agent
              .get(`/api/admin/offers/${offerId}/state?at=${encodeURIComponent(event.metadata.occurredAt)}`)
              .expect(200)
          ).body as StateAnswer;
          expect(byTime.version).toBe(sameMoment);
          if (sameMoment === version) expect(byTime).toEqual(byVersion);
        },
      ),
      { numRuns: 25, seed: 17 },
    );
  });
});

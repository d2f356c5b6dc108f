import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandStoryStreamId } from '@tablica/domain/brand-stories/events';
import { IllegalStateError } from '@tablica/domain/errors';
import type { OfferCommand } from '@tablica/domain/offers/decide';
import { evolve, initialState, offerStreamId, type OfferEvent } from '@tablica/domain/offers/offer';
import { form } from '@tablica/domain/offers/test-fixtures';
import type { OfferFormInput } from '@tablica/domain/offers/validation/form';
import type { OfferDraftInput } from '@tablica/domain/offers/validation/draft';
import { chooseOfferPlan } from '@tablica/domain/plans/catalogue';
import { sendOfferCommand } from '@tablica/platform/offers/write-path';
import { PostgresEventStore } from '@tablica/platform/event-store/postgres';
import type { RecordedEvent } from '@tablica/platform/event-store/port';
import type { PoolClient } from '@tablica/platform/postgres/pool';
import type { Projection } from '@tablica/platform/projections/projection';
import { useSchema } from '@tablica/platform/projections/read-models';
import { searchMigrationsDir } from '@tablica/platform/search/postgres';
import { createTestDatabase, type TestDatabase } from '@tablica/platform/testing/database';
import { projections } from '@tablica/projections/catalogue';
import { seedOffers } from '@tablica/server/seed/generator';
import { commandMigrationsDir } from '@tablica/command-api/migrations';
import { writeSeededOffer } from '@tablica/server/seed/writer';

// employer-offers, offer-details, offer-timers, offer-history, offer-views and search-index apply a rebuild's batches in bulk (`applyBatch`); whatever the batch
// boundaries, each read model (and the search index it writes) must end exactly as applying the events
// one at a time leaves it.
/** The fixture's form on the IT board's own tree (JavaScript needs a subcategory there). */
const itForm = (overrides: Partial<OfferFormInput> = {}) =>
  form({ categoryId: 'javascript', subcategoryId: 'typescript', ...overrides });

const cases = [
  { name: 'offer-timers', tables: ['offer_timing', 'offer_timer'] },
  { name: 'offer-history', tables: ['offer_history_offers', 'offer_history_events'] },
  { name: 'offer-views', tables: ['popular_offers', 'popular_offers_brand_stories'] },
  { name: 'employer-offers', tables: ['employer_offers'] },
  { name: 'offer-details', tables: ['offer_details', 'offer_copies', 'offer_details_brand_stories'] },
  {
    name: 'search-index',
    tables: [
      'search_index_offers',
      'search_index_brand_stories',
      'search_offers',
      'search_offer_terms',
      'search_offer_items',
      'search_offer_locations',
      'search_offer_removals',
    ],
  },
].map((entry) => ({
  ...entry,
  projection: projections.find((projection) => projection.name === entry.name)!,
}));
const handled = [...new Set(cases.flatMap((entry) => entry.projection.handles ?? []))];
let database: TestDatabase;
let store: PostgresEventStore;
let events: RecordedEvent[];

beforeAll(async () => {
  database = await createTestDatabase([commandMigrationsDir, searchMigrationsDir]);
  store = new PostgresEventStore(database.pool, database.url);
  // Seeded histories (publications, bumps, extensions, refreshes, finishes, expiries)…
  const seeded = [...seedOffers({ tenant: 'it', offers: 120, seed: 11, now: new Date() })];
  for (const offer of seeded) await writeSeededOffer({ store, pool: database.pool }, 'it', offer);
  const metadata = () => ({
    tenant: 'it',
    actor: { kind: 'system', id: 'batches-test' } as const,
    correlationId: randomUUID(),
    causationId: null,
    occurredAt: new Date().toISOString(),
  });
  // …plus edits of every third offer and deletions of what has ended.
  const send = (offerId: string, command: OfferCommand, now = new Date()) =>
    sendOfferCommand(store, offerId, command, {
      tenant: 'it',
      actor: { kind: 'system', id: 'batches-test' },
      correlationId: randomUUID(),
      at: now,
    }).catch((error: unknown) => {
      // A deletion of an offer still on the board is refused: nothing to do.
      if (!(error instanceof IllegalStateError)) throw error;
    });
  const changeStory = (companyId: string, change: 'published' | 'withdrawn') =>
    store.appendToStream(
      brandStoryStreamId(companyId),
      [
        {
          id: randomUUID(),
          ...(change === 'published'
            ? {
                type: 'BrandStoryPublished',
                data: {
                  companyId,
                  slug: `story-${companyId}`,
                  coverPhotoUrl: null,
                  shortDescription: 'New card',
                },
              }
            : { type: 'BrandStoryWithdrawn', data: { companyId } }),
          metadata: metadata(),
        },
      ],
      { expectedVersion: 'any' },
    );
  for (const [n, { offerId, companyId }] of seeded.entries()) {
    const by = { kind: 'employer', companyId } as const;
    if (n % 3 === 0)
      await send(offerId, {
        type: 'EditOffer',
        data: { by, offer: itForm({ title: `Edited ${n}` }) },
      });
    if (n % 4 === 0) await send(offerId, { type: 'DeleteOffer', data: { by } });
    // A company's story changes (a new card, then withdrawn) between its offers' events.
    if (n === 40 || n === 80) await changeStory(companyId, n === 40 ? 'published' : 'withdrawn');
  }
  // The employer's wizard: drafts edited, plans changed, paid for and scheduled; some published when
  // due, some copied.
  const prepaid = { kind: 'code', code: 'BATCHES', valid: true, planKey: null } as const;
  for (let n = 0; n < 12; n++) {
    const { companyId } = seeded[n]!;
    const by = { kind: 'employer', companyId } as const;
    const offerId = randomUUID();
    const publishAt = new Date(Date.now() + (n + 1) * 3_600_000);
    const draft = (title: string) => itForm({ title, publishAt: publishAt.toISOString() }) as OfferDraftInput;
    const plan = chooseOfferPlan('it', 'pro');
    await send(offerId, {
      type: 'CreateOfferDraft',
      data: {
        offerId,
        slug: `wizard-${n}-${offerId.slice(0, 8)}`,
        companyId,
        plan,
        draft: draft(`Wizard ${n}`),
      },
    });
    await send(offerId, {
      type: 'EditOfferDraft',
      data: { by, draft: draft(`Wizard ${n}, edited`), workInProgress: false },
    });
    if (n % 2 === 0)
      await send(offerId, { type: 'ChangeOfferPlan', data: { by, plan: chooseOfferPlan('it', 'basic') } });
    await send(offerId, { type: 'SubmitOfferDraft', data: { by } });
    await send(offerId, { type: 'PublishOffer', data: { by, payment: prepaid } });
    if (n % 3 === 0)
      await send(offerId, { type: 'PublishScheduledOffer' }, new Date(publishAt.getTime() + 1000));
    if (n % 4 === 1) {
      const source = (await store.readStream(offerStreamId(offerId))).reduce(
        (state, event) => evolve(state, event as unknown as OfferEvent),
        initialState(),
      );
      const copyId = randomUUID();
      await send(copyId, {
        type: 'CopyOffer',
        data: { offerId: copyId, slug: `copy-${copyId.slice(0, 8)}`, source, by },
      });
    }
  }
  // Every stored event of those types: a read stops short of events committed after a transaction
  // still open elsewhere (the store's gap-safe rule; its NOTIFY runs in a transaction of its own), so
  // read again until the history is whole.
  const { rows: stored } = await database.pool.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM events WHERE type = ANY($1)',
    [handled],
  );
  for (let attempt = 0; ; attempt++) {
    events = [];
    for (let after: string | null = null; ;) {
      const batch = await store.readAll({ after, batchSize: 500, types: handled });
      events.push(...batch.events);
      if (batch.events.length < 500) break;
      after = batch.checkpoint;
    }
    if (events.length >= stored[0]!.n || attempt === 50) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
});
afterAll(async () => {
  await store.close();
  await database.drop();
});

async function inSchema(schema: string, work: (tx: PoolClient) => Promise<void>): Promise<void> {
  const tx = await database.pool.connect();
  try {
    await tx.query('BEGIN');
    await useSchema(tx, schema);
    await work(tx);
    await tx.query('COMMIT');
  } catch (error) {
    await tx.query('ROLLBACK');
    throw error;
  } finally {
    tx.release();
  }
}

async function freshReadModel(projection: Projection, schema: string): Promise<void> {
  await database.pool.query(`CREATE SCHEMA ${schema}`);
  const folders = [projection.migrations ?? []].flat();
  const files = (
    await Promise.all(
      folders.map(async (folder) => (await readdir(folder)).map((file) => path.join(folder, file))),
    )
  ).flat();
  for (const file of files.sort((a, b) => path.basename(a).localeCompare(path.basename(b)))) {
    const up = (await readFile(file, 'utf8')).split('-- Down Migration')[0]!;
    await inSchema(schema, (tx) => tx.query(up).then(() => undefined));
  }
}

/** Every row of the read model's tables, in a fixed order. */
async function rows(schema: string, tables: readonly string[]) {
  const all: Record<string, unknown[]> = {};
  for (const table of tables)
    all[table] = (await database.pool.query(`SELECT * FROM ${schema}.${table} t ORDER BY t::text`)).rows;
  return all;
}

it('the history covers every event the projections handle', () => {
  expect(new Set(events.map((event) => event.type))).toEqual(new Set(handled));
});

describe.each(cases)('$name', ({ name, projection, tables }) => {
  const mine = () => events.filter((event) => projection.handles!.includes(event.type));
  const schemaOf = (label: string) => `${name.replace('-', '_')}_${label}`;

  it('batches of any size leave the same rows as one event at a time', async () => {
    const one = schemaOf('one_by_one');
    await freshReadModel(projection, one);
    for (const event of mine()) await inSchema(one, (tx) => projection.apply(tx, event));
    const expected = await rows(one, tables);
    expect(expected[tables[0]!]!.length).toBeGreaterThan(40);
    for (const table of tables) expect(expected[table], table).not.toEqual([]);

    for (const size of [7, 100, mine().length]) {
      const schema = schemaOf(`batches_of_${size}`);
      await freshReadModel(projection, schema);
      for (let from = 0; from < mine().length; from += size)
        await inSchema(schema, (tx) => projection.applyBatch!(tx, mine().slice(from, from + size)));
      expect(await rows(schema, tables), `batches of ${size}`).toEqual(expected);
    }
  });
});

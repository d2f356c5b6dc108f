import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { IllegalStateError } from '@tablica/domain/errors';
import { decide, type OfferCommand } from '@tablica/domain/offers/decide';
import { evolve, initialState, offerStreamId } from '@tablica/domain/offers/offer';
import { form } from '@tablica/domain/offers/test-fixtures';
import { skeletonOfferCategories } from '@tablica/domain/offers/validation/categories';
import { handleCommand } from '@tablica/platform/event-store/command-handler';
import { PostgresEventStore } from '@tablica/platform/event-store/postgres';
import type { RecordedEvent } from '@tablica/platform/event-store/port';
import type { PoolClient } from '@tablica/platform/postgres/pool';
import { createTestDatabase, type TestDatabase } from '@tablica/platform/testing/database';
import { projections } from '@tablica/projections/catalogue';
import { seedOffers } from '@tablica/server/seed/generator';
import { writeSeededOffer } from '@tablica/server/seed/writer';

// The listing applies a rebuild's batches in bulk (`applyBatch`); whatever the batch boundaries, the
// read model must end exactly as applying the events one at a time leaves it.
const listing = projections.find((projection) => projection.name === 'offer-listing')!;
let database: TestDatabase;
let store: PostgresEventStore;
let events: RecordedEvent[];

beforeAll(async () => {
  database = await createTestDatabase();
  store = new PostgresEventStore(database.pool, database.url);
  // Seeded histories (publications, bumps, extensions, refreshes, finishes, expiries)…
  const seeded = [...seedOffers({ tenant: 'it', offers: 120, seed: 11, now: new Date() })];
  for (const offer of seeded) await writeSeededOffer(store, 'it', offer);
  // …plus edits of every third offer and deletions of what has ended.
  const send = (offerId: string, command: OfferCommand) =>
    handleCommand(store, offerStreamId(offerId), { decide, evolve, initialState }, command, {
      context: { now: new Date(), categories: skeletonOfferCategories },
      newEventId: randomUUID,
      metadata: {
        tenant: 'it',
        actor: { kind: 'system', id: 'batches-test' },
        correlationId: randomUUID(),
        causationId: null,
        occurredAt: new Date().toISOString(),
      },
    }).catch((error: unknown) => {
      // A deletion of an offer still on the board is refused: nothing to do.
      if (!(error instanceof IllegalStateError)) throw error;
    });
  for (const [n, { offerId, companyId }] of seeded.entries()) {
    const by = { kind: 'employer', companyId } as const;
    if (n % 3 === 0)
      await send(offerId, {
        type: 'EditOffer',
        data: { by, offer: form({ title: `Edited ${n}` }) },
      });
    if (n % 4 === 0) await send(offerId, { type: 'DeleteOffer', data: { by } });
  }
  events = [];
  for (let after: string | null = null; ;) {
    const batch = await store.readAll({ after, batchSize: 500, types: listing.handles });
    events.push(...batch.events);
    if (batch.events.length < 500) break;
    after = batch.checkpoint;
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
    await tx.query(`SET LOCAL search_path TO ${schema}`);
    await work(tx);
    await tx.query('COMMIT');
  } catch (error) {
    await tx.query('ROLLBACK');
    throw error;
  } finally {
    tx.release();
  }
}

async function freshReadModel(schema: string): Promise<void> {
  await database.pool.query(`CREATE SCHEMA ${schema}`);
  const folder = listing.migrations as string;
  for (const file of (await readdir(folder)).sort()) {
    const sql = await readFile(path.join(folder, file), 'utf8');
    const up = sql.split('-- Down Migration')[0]!;
    await inSchema(schema, (tx) => tx.query(up).then(() => undefined));
  }
}

const rows = async (schema: string) =>
  (await database.pool.query(`SELECT * FROM ${schema}.offer_listing ORDER BY offer_id`)).rows;

it('the history covers every event the listing handles', () => {
  expect(new Set(events.map((event) => event.type))).toEqual(new Set(listing.handles));
});

it('batches of any size leave the same rows as one event at a time', async () => {
  await freshReadModel('one_by_one');
  for (const event of events) await inSchema('one_by_one', (tx) => listing.apply(tx, event));
  const expected = await rows('one_by_one');
  expect(expected.length).toBeGreaterThan(40);
  expect(expected.some((row) => String(row.title).startsWith('Edited'))).toBe(true);

  for (const size of [7, 100, events.length]) {
    const schema = `batches_of_${size}`;
    await freshReadModel(schema);
    for (let from = 0; from < events.length; from += size)
      await inSchema(schema, (tx) => listing.applyBatch!(tx, events.slice(from, from + size)));
    expect(await rows(schema), `batches of ${size}`).toEqual(expected);
  }
});

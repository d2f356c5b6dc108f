// Admin audit (issue 17): an offer of BENCH_ADMIN_EVENTS (default 1,000) events written through the
// offer write path; the p95 of its state as of a random version (the stream read and folded with the
// write side's evolve, as GET /api/admin/offers/{id}/state does) and of its history as the audit
// timeline reads it (the offer-history read model, built by a blue/green rebuild). Its own embedded
// PostgreSQL in .data/bench-admin, thrown away. `npm run bench` runs it; `npm run bench:admin` alone, followed
// by the rebuild from the projections page (admin-rebuild.ts).
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { OfferSnapshots, offerStateAt } from '@tablica/query-api/admin/offer-state';
import type { OfferCommand } from '@tablica/domain/offers/decide';
import { form } from '@tablica/domain/offers/test-fixtures';
import type { OfferDraftInput } from '@tablica/domain/offers/validation/draft';
import { chooseOfferPlan } from '@tablica/domain/plans/catalogue';
import { sendOfferCommand } from '@tablica/platform/offers/write-path';
import { PostgresEventStore } from '@tablica/platform/event-store/postgres';
import { startEmbeddedPostgres } from '@tablica/platform/postgres/embedded';
import { migrate, platformMigrationsDir } from '@tablica/platform/postgres/migrate';
import { createPool } from '@tablica/platform/postgres/pool';
import { rebuildProjection } from '@tablica/platform/projections/rebuild';
import { findProjection, projectionMigrationDirs } from '@tablica/projections/catalogue';
import { offerHistoryProjection } from '@tablica/projections/offer-history/apply';
import { findAuditedOffer, getOfferHistory } from '@tablica/projections/offer-history/queries';
import { benchRebuild } from './admin-rebuild';
import { benchRoot, percentile, printingRecorder, writeResults, type Record, type Row } from './report';

export const adminBenchSizes = () => ({
  events: Number(process.env.BENCH_ADMIN_EVENTS ?? 1_000),
  samples: Number(process.env.BENCH_ADMIN_SAMPLES ?? 200),
});

export async function benchAdmin(record: Record, sizes = adminBenchSizes()): Promise<void> {
  const dir = path.join(benchRoot, '.data/bench-admin');
  await rm(dir, { recursive: true, force: true });
  const postgres = await startEmbeddedPostgres({ dir, persistent: false });
  await postgres.createDatabase('tablica');
  const databaseUrl = postgres.urlFor('tablica');
  await migrate(databaseUrl, [platformMigrationsDir, ...projectionMigrationDirs]);
  const pool = createPool(databaseUrl, 4);
  const store = new PostgresEventStore(pool, databaseUrl);
  try {
    const offerId = randomUUID();
    const companyId = randomUUID();
    const by = { kind: 'employer', companyId } as const;
    const itForm = (from: number) =>
      form({
        categoryId: 'javascript',
        subcategoryId: 'typescript',
        employmentTypes: [
          { type: 'b2b', from, to: from + 5000, currency: 'PLN', unit: 'month', gross: false },
        ],
      });
    const send = (command: OfferCommand) =>
      sendOfferCommand(store, offerId, command, {
        tenant: 'it',
        actor: { kind: 'employer', id: 'bench' },
        correlationId: randomUUID(),
        at: new Date(),
      });
    const plan = chooseOfferPlan('it');
    const draft = itForm(10000) as OfferDraftInput;
    await send({
      type: 'CreateOfferDraft',
      data: { offerId, slug: `bench-${offerId}`, companyId, plan, draft },
    });
    await send({ type: 'SubmitOfferDraft', data: { by } });
    const payment = { kind: 'code', code: 'BENCH', valid: true, planKey: null } as const;
    let version = (await send({ type: 'PublishOffer', data: { by, payment } })).version;
    while (version < sizes.events)
      version = (await send({ type: 'EditOffer', data: { by, offer: itForm(10000 + version) } })).version;

    await rebuildProjection(
      { pool, connectionString: databaseUrl, store },
      findProjection(offerHistoryProjection.name)!,
      { reason: 'bench', dropAfterMs: 0 },
    );
    // What GET /api/admin/offers/{id}/state does (without HTTP): the admin lookup in the offer-history
    // read model, then the stream read up to the version from the nearest snapshot this process keeps.
    const snapshots = new OfferSnapshots();
    const stateAt = async (at: number) => {
      const found = await findAuditedOffer(pool, { tenant: 'it', offer: offerId });
      return offerStateAt(store, snapshots, 'it', found!.offerId, { kind: 'version', version: at });
    };
    // The first read of an offer after a start: nothing kept yet, the stream read up to the version.
    const coldTimes: number[] = [];
    for (let i = 0; i < Math.min(sizes.samples, 20); i++) {
      const at = 1 + Math.floor(Math.random() * version);
      const started = performance.now();
      await offerStateAt(store, new OfferSnapshots(), 'it', offerId, { kind: 'version', version: at });
      coldTimes.push(performance.now() - started);
    }
    const stateTimes: number[] = [];
    for (let i = 0; i < sizes.samples; i++) {
      const at = 1 + Math.floor(Math.random() * version);
      const started = performance.now();
      await stateAt(at);
      stateTimes.push(performance.now() - started);
    }
    record(
      `admin: state as of a random version of a ${version}-event offer, nothing kept yet (first read after a start), p95`,
      percentile(coldTimes, 95),
      'ms',
      '-',
      true,
    );
    record(
      `admin: state as of a random version of a ${version}-event offer, p95`,
      percentile(stateTimes, 95),
      'ms',
      '≤ 20',
      percentile(stateTimes, 95) <= 20,
    );

    const historyTimes: number[] = [];
    const firstPageTimes: number[] = [];
    for (let i = 0; i < Math.min(sizes.samples, 50); i++) {
      let started = performance.now();
      await getOfferHistory(pool, { tenant: 'it', offer: offerId });
      historyTimes.push(performance.now() - started);
      // What the console's timeline asks for: a page of 20 events and one more (is there a next page).
      started = performance.now();
      await getOfferHistory(pool, { tenant: 'it', offer: offerId, filter: { limit: 21 } });
      firstPageTimes.push(performance.now() - started);
    }
    record(
      `admin: timeline first page (21 of ${version} events with changes), p95`,
      percentile(firstPageTimes, 95),
      'ms',
      '≤ 30',
      percentile(firstPageTimes, 95) <= 30,
    );
    record(
      `admin: whole offer history (${version} events with changes), p95`,
      percentile(historyTimes, 95),
      'ms',
      '-',
      true,
    );
  } finally {
    await store.close();
    await pool.end();
    await postgres.stop();
  }
}

// Alone: `npm run bench:admin`.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const sizes = adminBenchSizes();
  console.error(`bench: admin audit (${JSON.stringify(sizes)})`);
  const rows: Row[] = [];
  await benchAdmin(printingRecorder(rows), sizes);
  // The rebuild started from the projections page (its own board and server process).
  await benchRebuild(printingRecorder(rows));
  console.log(`results written to ${path.relative(process.cwd(), await writeResults('admin', sizes, rows))}`);
  process.exit(0);
}

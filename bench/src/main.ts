// npm run bench: throughput and latency of the real server on an embedded PostgreSQL. Writes
// bench/results/<date>.json and prints a table. Never part of `npm test`.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { publishOffer } from '@tablica/command-api/offers/handlers';
import { loadConfig } from '@tablica/platform/config/config';
import { createLogger } from '@tablica/platform/observability/logger';
import { startEmbeddedPostgres } from '@tablica/platform/postgres/embedded';
import { startTablica } from '@tablica/server/runtime';
import { sampleOffer } from '@tablica/tests/support/offers';

const offers = Number(process.env.BENCH_OFFERS ?? 5000);
const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const here = path.dirname(fileURLToPath(import.meta.url));

interface Row {
  readonly what: string;
  readonly value: number;
  readonly unit: string;
  readonly target: string;
  readonly met: boolean;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

let peakRss = 0;
const rssTimer = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 100);

const dir = await mkdtemp(path.join(tmpdir(), 'tablica-bench-'));
const postgres = await startEmbeddedPostgres({ dir: path.join(dir, 'pg'), persistent: false });
await postgres.createDatabase('bench');
const tablica = await startTablica({
  config: loadConfig({
    DATABASE_URL: postgres.urlFor('bench'),
    PORT: '0',
    DEMO_DATA: 'false',
    DATABASE_POOL_SIZE: '20',
  }),
  logger: createLogger('warn'),
  web: 'none',
});
const rows: Row[] = [];
try {
  const { store } = tablica;
  const now = () => new Date();
  // 1. Appends: 8 concurrent writers, one event per append, through the real command path.
  const writers = 8;
  const started = performance.now();
  let next = 0;
  let lastCheckpoint = '0/0';
  await Promise.all(
    Array.from({ length: writers }, async () => {
      while (next < offers) {
        const n = next++;
        const result = await publishOffer(
          { store, now },
          {
            tenant: 'it',
            actor: { kind: 'system', id: 'bench' },
            correlationId: randomUUID(),
            offer: sampleOffer(n),
          },
        );
        if (store.compareCheckpoints(result.checkpoint, lastCheckpoint) > 0)
          lastCheckpoint = result.checkpoint;
      }
    }),
  );
  const appendRate = offers / ((performance.now() - started) / 1000);
  rows.push({
    what: `appends (publishOffer), ${writers} writers, 1 event each`,
    value: Math.round(appendRate),
    unit: 'events/s',
    target: '≥ 1500',
    met: appendRate >= 1500,
  });

  // 2. Projection lag: publish, then poll the candidate API until the offer shows.
  await tablica.awaitReadModels(lastCheckpoint, 120_000);
  const lags: number[] = [];
  for (let i = 0; i < 50; i++) {
    const t0 = performance.now();
    const { offerId } = await publishOffer(
      { store, now },
      {
        tenant: 'it',
        actor: { kind: 'system', id: 'bench' },
        correlationId: randomUUID(),
        offer: sampleOffer(offers + i),
      },
    );
    for (;;) {
      const response = await fetch(`${tablica.url}/api/v2/user-panel/offers/by-cursor?itemsCount=1`);
      const body = (await response.json()) as { data: { guid: string }[] };
      if (body.data[0]?.guid === offerId) break;
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    lags.push(performance.now() - t0);
  }
  const lagP99 = percentile(lags, 99);
  rows.push({
    what: 'append → visible in by-cursor (p99)',
    value: Math.round(lagP99),
    unit: 'ms',
    target: '< 250',
    met: lagP99 < 250,
  });

  // 3. The candidate listing under a constant load.
  const load = await autocannon({
    url: `${tablica.url}/api/v2/user-panel/offers/by-cursor?from=0&itemsCount=100`,
    connections: 20,
    overallRate: 300,
    duration: seconds,
  });
  rows.push({
    what: `offers/by-cursor, 300 req/s for ${seconds} s (p97.5 as p95 bound)`,
    value: load.latency.p97_5,
    unit: 'ms',
    target: '< 50',
    met: load.latency.p97_5 < 50 && load.errors === 0 && load.non2xx === 0,
  });
  rows.push({
    what: 'by-cursor errors + non-2xx',
    value: load.errors + load.non2xx,
    unit: 'count',
    target: '0',
    met: load.errors + load.non2xx === 0,
  });
} finally {
  await tablica.stop();
  await postgres.stop();
  await rm(dir, { recursive: true, force: true });
  clearInterval(rssTimer);
}

rows.push({
  what: 'peak RSS of the bench process (server in-process)',
  value: Math.round(peakRss / 1024 / 1024),
  unit: 'MiB',
  target: 'report',
  met: true,
});
const result = {
  date: new Date().toISOString(),
  machine: { cores: (await import('node:os')).cpus().length, node: process.version },
  offers,
  rows,
};
const file = path.join(here, '../results', `${result.date.slice(0, 10)}.json`);
await writeFile(file, JSON.stringify(result, null, 2) + '\n');
console.table(rows.map((row) => ({ ...row, met: row.met ? 'yes' : 'NO' })));
console.log(`results written to ${path.relative(process.cwd(), file)}`);
process.exit(0);

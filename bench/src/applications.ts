// Applications (issue 12): the apply form under a constant 50 applications/s, each with a 1 MB PDF, for
// BENCH_APPLY_SECONDS (default 60): p95 ≤ 150 ms, no errors, the server's memory flat (the file is
// never held twice); then the employer's application list over BENCH_APPLICATIONS (default 100,000)
// applications, one company holding a tenth of them: p95 ≤ 30 ms. The board is its own (embedded
// PostgreSQL in .data/bench-applications, seeded once through the applications' write path and kept);
// the command API runs as its own process (as in docker-compose); the list's read model is built from
// the events by a blue/green rebuild. `npm run bench` runs it; `npm run bench:applications` alone.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { applicationStatuses } from '@tablica/domain/applications/application';
import { sendApplicationCommand } from '@tablica/command-api/applications/commands';
import { loadOfferToApply } from '@tablica/command-api/applications/offer-to-apply';
import { sealPersonalData } from '@tablica/command-api/applications/personal-data';
import { PostgresEventStore } from '@tablica/platform/event-store/postgres';
import { samplePdf } from '@tablica/platform/files/sample-files';
import { freePort, startEmbeddedPostgres } from '@tablica/platform/postgres/embedded';
import { createPool } from '@tablica/platform/postgres/pool';
import { rebuildProjection } from '@tablica/platform/projections/rebuild';
import { applicationsProjection } from '@tablica/projections/applications/apply';
import { listApplications } from '@tablica/projections/applications/queries';
import { findProjection } from '@tablica/projections/catalogue';
import { offerLife, type LivingOffer } from '@tablica/tests/support/offer-life';
import { sampleOffer } from '@tablica/tests/support/offers';
import { benchRoot, printingRecorder, writeResults, type Record, type Row } from './report';

export interface ApplicationBenchSizes {
  readonly applySeconds: number;
  readonly applyRate: number;
  readonly applications: number;
  readonly bigCompanyShare: number;
}

export const applicationBenchSizes = (): ApplicationBenchSizes => ({
  applySeconds: Number(process.env.BENCH_APPLY_SECONDS ?? 60),
  applyRate: 50,
  applications: Number(process.env.BENCH_APPLICATIONS ?? 100_000),
  bigCompanyShare: 0.1,
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const rssMiB = async (pid: number | undefined) =>
  Number(/VmRSS:\s+(\d+)/.exec(await readFile(`/proc/${pid}/status`, 'utf8').catch(() => ''))?.[1] ?? 0) /
  1024;

/** A PDF of exactly one megabyte (a real header, then padding), as the apply form takes it. */
const megabytePdf = Buffer.concat([samplePdf, Buffer.alloc(1_000_000 - samplePdf.length, 0x20)]);

export async function benchApplications(record: Record, sizes = applicationBenchSizes()): Promise<void> {
  const postgres = await startEmbeddedPostgres({
    dir: path.join(benchRoot, '.data/bench-applications/postgres'),
  });
  await postgres.createDatabase('tablica');
  const databaseUrl = postgres.urlFor('tablica');
  let server: ChildProcess | null = null;
  const pool = createPool(databaseUrl, 16);
  try {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['--import', 'tsx', 'command-api/src/main.ts'], {
      cwd: benchRoot,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        DATA_DIR: path.join(benchRoot, '.data/bench-applications'),
        LOG_LEVEL: 'warn',
        APPLICATIONS_PER_IP_PER_HOUR: '1000000',
        APPLICATIONS_PER_EMAIL_PER_HOUR: '1000000',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    for (;;) {
      const healthy = await fetch(`${url}/api/health`).then(
        (answer) => answer.ok,
        () => false,
      );
      if (healthy) break;
      if (server.exitCode !== null) throw new Error('the command API exited');
      await sleep(500);
    }
    const store = new PostgresEventStore(pool, databaseUrl);
    const deps = { store, now: () => new Date() };
    const life = offerLife(store);
    const offer = (companyId: string, n: number): Promise<LivingOffer> =>
      life.publish('it', sampleOffer(n), new Date(), companyId);

    // 1. The apply form at a constant rate, each with a 1 MB PDF.
    const target = await offer('bench-apply', 1);
    const sendApplication = (n: number) => {
      const form = new FormData();
      form.set('name', 'Ala Kowalska');
      form.set('email', `bench-${n}-${randomUUID().slice(0, 8)}@example.com`);
      form.set('message', 'Hello');
      form.set('attachment', new Blob([megabytePdf], { type: 'application/pdf' }), 'cv.pdf');
      return fetch(`${url}/api/v1/offers/${target.offerId}/applications`, {
        method: 'POST',
        body: form,
        headers: { Host: 'it.localhost' },
      });
    };
    // Warm: the first requests compile and connect; the load measures the steady state.
    for (let n = 0; n < 20; n++) await (await sendApplication(-1 - n)).arrayBuffer();
    const times: number[] = [];
    let errors = 0;
    const rssBefore = await rssMiB(server.pid);
    let rssPeak = rssBefore;
    const started = performance.now();
    const inFlight: Promise<void>[] = [];
    for (let n = 0; n < sizes.applySeconds * sizes.applyRate; n++) {
      const due = started + (n * 1000) / sizes.applyRate;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      const t0 = performance.now();
      inFlight.push(
        sendApplication(n).then(
          async (answer) => {
            await answer.arrayBuffer();
            times.push(performance.now() - t0);
            if (answer.status !== 201) errors++;
          },
          () => {
            errors++;
          },
        ),
      );
      if (n % sizes.applyRate === 0) rssPeak = Math.max(rssPeak, await rssMiB(server.pid));
    }
    await Promise.all(inFlight);
    const p95 = percentile(times, 95);
    record(
      `apply with a 1 MB PDF, ${sizes.applyRate}/s for ${sizes.applySeconds} s (p95 of ${times.length})`,
      p95,
      'ms',
      '≤ 150',
      p95 <= 150,
    );
    record('apply errors + non-201', errors, 'count', '0', errors === 0);
    record(
      `server RSS growth during the apply load (${rssBefore.toFixed(0)} → peak ${rssPeak.toFixed(0)} MiB)`,
      rssPeak - rssBefore,
      'MiB',
      'flat (< 200)',
      rssPeak - rssBefore < 200,
    );

    // 2. The employer's list over many applications, one company holding a share of them.
    const big = 'bench-big-company';
    const seeded = (
      await pool.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM events WHERE type = 'ApplicationSubmitted'",
      )
    ).rows[0]!.n;
    if (seeded < sizes.applications) {
      const companies = 900;
      const offers = await Promise.all(
        Array.from({ length: companies + 1 }, async (_, i) => {
          const living = await offer(i === 0 ? big : `bench-company-${i}`, i);
          return loadOfferToApply(store, 'it', living.offerId);
        }),
      );
      const bigCount = Math.round(sizes.applications * sizes.bigCompanyShare);
      let next = seeded;
      const worker = async () => {
        for (let n = next++; n < sizes.applications; n = next++) {
          const to = n < bigCount ? offers[0]! : offers[1 + (n % companies)]!;
          const applicationId = randomUUID();
          const personal = await sealPersonalData(pool, 'it', applicationId, null, {
            name: `Candidate ${n}`,
            email: `seed-${n}@example.com`,
            message: 'Hello',
            cv: null,
          });
          await sendApplicationCommand(
            deps,
            applicationId,
            {
              type: 'SubmitApplication',
              data: {
                applicationId,
                offer: to,
                candidateId: null,
                source: 'apply_form',
                personal,
                hasCv: false,
                consents: { futureConsentAccepted: false, customConsentAccepted: false },
              },
            },
            { tenant: 'it', actor: { kind: 'system', id: 'bench' } },
          );
          if (n % 10_000 === 0) console.error(`  seeded ${n} applications`);
        }
      };
      await Promise.all(Array.from({ length: 12 }, worker));
    }
    await rebuildProjection(
      { pool, connectionString: databaseUrl, store },
      findProjection(applicationsProjection.name)!,
      { reason: 'bench', dropAfterMs: 0 },
    );
    const listTimes: number[] = [];
    const sorts = ['submittedAt', 'updatedAt', 'status', 'name'] as const;
    for (let i = 0; i < 500; i++) {
      const t0 = performance.now();
      await listApplications(pool, {
        tenant: 'it',
        companyId: big,
        statuses: i % 3 === 0 ? [applicationStatuses[i % applicationStatuses.length]!] : undefined,
        sort: sorts[i % sorts.length]!,
        order: i % 2 === 0 ? 'DESC' : 'ASC',
        start: (i % 40) * 25,
        end: (i % 40) * 25 + 24,
      });
      listTimes.push(performance.now() - t0);
    }
    record(
      `employer applications list, a company with ${Math.round(sizes.applications * sizes.bigCompanyShare)} of ${sizes.applications} (p95 of 500, query side)`,
      percentile(listTimes, 95),
      'ms',
      '≤ 30',
      percentile(listTimes, 95) <= 30,
    );
  } finally {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server!.once('exit', resolve));
    }
    await pool.end();
    await postgres.stop();
  }
}

// Alone: `npm run bench:applications`.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const sizes = applicationBenchSizes();
  console.error(`bench: applications (${JSON.stringify(sizes)})`);
  const rows: Row[] = [];
  await benchApplications(printingRecorder(rows), sizes);
  console.log(
    `results written to ${path.relative(process.cwd(), await writeResults('applications', sizes, rows))}`,
  );
  process.exit(0);
}

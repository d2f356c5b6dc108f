// Applications (issue 12): the apply form under a constant 50 applications/s, each with a 1 MB PDF, for
// BENCH_APPLY_SECONDS (default 60): p95 ≤ 150 ms, no errors, the server's memory flat (the file is
// never held twice); then the employer's application list over BENCH_APPLICATIONS (default 100,000)
// applications, one company holding a tenth of them: p95 ≤ 30 ms. The board is its own (embedded
// PostgreSQL in .data/bench-applications, seeded once through the applications' write path and kept);
// the command API runs as its own process (as in docker-compose); the list's read model is built from
// the events by a blue/green rebuild. `npm run bench` runs it; `npm run bench:applications` alone.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import http from 'node:http';
import path from 'node:path';
import { applicationStatuses } from '@tablica/domain/applications/application';
import { sendApplicationCommand } from '@tablica/command-api/applications/commands';
import { loadOfferToApply, type ApplicableOffer } from '@tablica/command-api/applications/offer-to-apply';
import { sealPersonalData } from '@tablica/command-api/applications/personal-data';
import { PostgresEventStore } from '@tablica/platform/event-store/postgres';
import { samplePdf } from '@tablica/platform/files/sample-files';
import { freePort, startEmbeddedPostgres } from '@tablica/platform/postgres/embedded';
import { createPool } from '@tablica/platform/postgres/pool';
import { loadConfig } from '@tablica/platform/config/config';
import { createLogger } from '@tablica/platform/observability/logger';
import { startCaptureServer } from '@tablica/platform/mail/capture-server';
import { startTablica } from '@tablica/server/runtime';
import { companyOwner } from '@tablica/tests/support/accounts';
import { companyIdOf } from '@tablica/tests/support/offer-commands';
import { offerLife, type LivingOffer } from '@tablica/tests/support/offer-life';
import { sampleOffer } from '@tablica/tests/support/offers';
import { benchRoot, percentile, printingRecorder, writeResults, type Record, type Row } from './report';

export interface ApplicationBenchSizes {
  readonly applySeconds: number;
  readonly applyRate: number;
  readonly applications: number;
  readonly bigCompanyShare: number;
}

export const applicationBenchSizes = (): ApplicationBenchSizes => ({
  applySeconds: Number(process.env.BENCH_APPLY_SECONDS ?? 60),
  applyRate: Number(process.env.BENCH_APPLY_RATE ?? 50),
  applications: Number(process.env.BENCH_APPLICATIONS ?? 100_000),
  bigCompanyShare: 0.1,
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
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
  // The mails go to a relay outside the API, as in production (by default the API would receive its
  // own mail in process); this one keeps only the newest, so its memory does not grow with the load.
  const relay = await startCaptureServer({ keep: 100 });
  // The CVs of the apply load (3 GB a run at the defaults) go to a folder of this run alone, removed at
  // the end: kept in the board's folder they filled the disk after a dozen runs.
  const files = await mkdtemp(path.join(tmpdir(), 'tablica-bench-cvs-'));
  try {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    server = spawn(
      process.execPath,
      [
        ...(process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_PROFILE] : []),
        '--import',
        'tsx',
        'command-api/src/main.ts',
      ],
      {
        cwd: benchRoot,
        env: {
          ...process.env,
          DATABASE_URL: databaseUrl,
          // Connections kept open for the next mail, as an operator configures a relay (README).
          SMTP_URL: `${relay.url}?pool=true`,
          PORT: String(port),
          DATA_DIR: path.join(benchRoot, '.data/bench-applications'),
          FILES_DIR: files,
          LOG_LEVEL: 'warn',
          APPLICATIONS_PER_IP_PER_HOUR: '1000000',
          APPLICATIONS_PER_EMAIL_PER_HOUR: '1000000',
        },
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
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
    // The load generator shares the machine's two cores with the server: each request is the same
    // multipart body written from prepared bytes (only the e-mail differs), over kept-alive sockets,
    // not a FormData encoded anew per request (which cost the client about as much CPU as the server).
    const boundary = `----tablica-bench-${randomUUID()}`;
    const part = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const attachment = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="attachment"; filename="cv.pdf"\r\n` +
          'Content-Type: application/pdf\r\n\r\n',
      ),
      megabytePdf,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
    const sendApplication = (n: number) =>
      new Promise<number>((resolve, reject) => {
        const fields = Buffer.from(
          part('name', 'Ala Kowalska') +
            part('email', `bench-${n}-${randomUUID().slice(0, 8)}@example.com`) +
            part('message', 'Hello'),
        );
        const request = http.request(
          `${url}/api/v1/offers/${target.offerId}/applications`,
          {
            method: 'POST',
            agent,
            headers: {
              Host: 'it.localhost',
              'Content-Type': `multipart/form-data; boundary=${boundary}`,
              'Content-Length': fields.length + attachment.length,
              // The board sends a key per filled-in form (web-candidate's submit-application.ts).
              'Idempotency-Key': randomUUID(),
            },
          },
          (answer) => {
            answer.resume();
            answer.on('end', () => resolve(answer.statusCode ?? 0));
            answer.on('error', reject);
          },
        );
        request.on('error', reject);
        request.write(fields);
        request.end(attachment);
      });
    // Warm: the first requests compile and connect; the load measures the steady state.
    for (let n = 0; n < 20; n++) await sendApplication(-1 - n);
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
          (status) => {
            times.push(performance.now() - t0);
            if (status !== 201) errors++;
          },
          () => {
            errors++;
          },
        ),
      );
      if (n % sizes.applyRate === 0) rssPeak = Math.max(rssPeak, await rssMiB(server.pid));
    }
    await Promise.all(inFlight);
    agent.destroy();
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

    // 2. The employer's list over HTTP. The API process gives way to the whole board in this process
    // (its mail capture signs a real company owner up); the other companies' applications are seeded
    // once and kept, the big company (a fresh account each run) gets its share every run.
    server.kill('SIGTERM');
    await new Promise((resolve) => server!.once('exit', resolve));
    server = null;
    const bigCount = Math.round(sizes.applications * sizes.bigCompanyShare);
    const submit = async (to: ApplicableOffer, n: number) => {
      const applicationId = randomUUID();
      const personal = await sealPersonalData(pool, 'it', applicationId, null, {
        name: `Candidate ${n}`,
        email: `seed-${n}@example.com`,
        message: 'Hello',
        cv: null,
      });
      return sendApplicationCommand(
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
    };
    /** Sends `count` applications to `offers` (round robin) with 12 workers; the last checkpoint. */
    const seed = async (offers: readonly ApplicableOffer[], from: number, count: number) => {
      let next = from;
      let last = '';
      const worker = async () => {
        for (let n = next++; n < from + count; n = next++) {
          const appended = await submit(offers[n % offers.length]!, n);
          if (last === '' || store.compareCheckpoints(appended.lastCheckpoint, last) > 0)
            last = appended.lastCheckpoint;
          if (n % 10_000 === 0) console.error(`  seeded ${n} applications`);
        }
      };
      await Promise.all(Array.from({ length: 12 }, worker));
      return last;
    };
    const background = (
      await pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM events
          WHERE type = 'ApplicationSubmitted' AND data->>'companyId' LIKE 'bench-company-%'`,
      )
    ).rows[0]!.n;
    const others = sizes.applications - bigCount;
    if (background < others) {
      const companies = 900;
      const offers = await Promise.all(
        Array.from({ length: companies }, async (_, i) =>
          loadOfferToApply(store, 'it', (await offer(`bench-company-${i + 1}`, i + 1)).offerId),
        ),
      );
      await seed(offers, background, others - background);
    }

    const dataDir = path.join(benchRoot, '.data/bench-applications');
    const board = await startTablica({
      config: loadConfig({
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        PORT: '0',
        DEMO_DATA: 'false',
        LOG_LEVEL: 'silent',
      }),
      logger: createLogger('silent'),
      web: 'none',
    });
    try {
      const owner = await companyOwner(board, { company: `Bench ${randomUUID().slice(0, 8)}` });
      const companyId = await companyIdOf(owner.agent);
      const bigOffers = await Promise.all(
        Array.from({ length: 20 }, async (_, i) =>
          loadOfferToApply(store, 'it', (await offer(companyId, i)).offerId),
        ),
      );
      const last = await seed(bigOffers, 0, bigCount);
      if (!(await board.awaitReadModels(last, 600_000)))
        throw new Error('the read models did not catch up with the seeded applications');
      const listTimes: number[] = [];
      const sorts = ['submittedAt', 'updatedAt', 'status', 'name'] as const;
      let total = 0;
      for (let i = 0; i < 500; i++) {
        const status = applicationStatuses[i % applicationStatuses.length]!;
        const from = (i % 40) * 25;
        const query = new URLSearchParams({
          sort: JSON.stringify([sorts[i % sorts.length], i % 2 === 0 ? 'DESC' : 'ASC']),
          range: JSON.stringify([from, from + 24]),
          ...(i % 3 === 0 ? { filter: JSON.stringify({ status }) } : {}),
        });
        const t0 = performance.now();
        const answer = await owner.agent.get(`/api/v2/employer-panel/applications?${query}`);
        listTimes.push(performance.now() - t0);
        if (answer.status !== 200) throw new Error(`the list answered ${answer.status}: ${answer.text}`);
        if (i === 0) total = Number(/\/(\d+)$/.exec(String(answer.headers['content-range']))?.[1] ?? 0);
      }
      const all = (
        await pool.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM events WHERE type = 'ApplicationSubmitted'",
        )
      ).rows[0]!.n;
      const p95 = percentile(listTimes, 95);
      record(
        `employer applications list over HTTP, a company with ${total} of ${all} applications (p95 of 500)`,
        p95,
        'ms',
        '≤ 30',
        p95 <= 30 && total >= bigCount,
      );
    } finally {
      await board.stop();
    }
  } finally {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server!.once('exit', resolve));
    }
    await pool.end();
    await relay.stop();
    await postgres.stop();
    await rm(files, { recursive: true, force: true });
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

// The soak (issue 18, done-when): mixed distinct traffic at half of the mix's knee, plus offers
// appended through the write path, for BENCH_SOAK_SECONDS (default 600). Every endpoint alone saturates
// the same two cores at its own knee, so a mix of n endpoints reaches the machine's knee when each runs
// at knee ÷ n: half of it is each endpoint at share × knee ÷ n (docs/decisions.md). It passes when no
// request failed or was shed and the server's RSS at the end is within 10 % of its RSS after the
// warm-up (BENCH_SOAK_WARMUP_SECONDS, default 60): a leak or a queue that grows shows here, not in a
// 10-second step. `npm run bench` runs it after the long tail, with the knees that phase measured.
import { readFile } from 'node:fs/promises';
import { endpoints, openLoad, random, type RateResult } from './long-tail';
import type { Record } from './report';

export const soakSettings = () => ({
  seconds: Number(process.env.BENCH_SOAK_SECONDS ?? 600),
  warmUpSeconds: Number(process.env.BENCH_SOAK_WARMUP_SECONDS ?? 60),
  /** The share of the mix's knee the soak runs at: each endpoint at share × its knee ÷ the endpoints. */
  share: Number(process.env.BENCH_SOAK_SHARE ?? 0.5),
  appendsPerSecond: Number(process.env.BENCH_SOAK_APPENDS_PER_SECOND ?? 5),
});

/** The process's resident set now (VmRSS), in MiB; NaN when /proc does not know it. */
export async function residentMiB(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN) / 1024;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `append` once every 1/rate seconds until `until`; failures counted, never thrown. */
async function appendAtRate(append: () => Promise<unknown>, rate: number, until: number) {
  let sent = 0;
  let errors = 0;
  const pending: Promise<void>[] = [];
  const start = performance.now();
  while (performance.now() < until) {
    pending.push(
      append().then(
        () => undefined,
        () => {
          errors++;
        },
      ),
    );
    sent++;
    const due = start + (sent * 1000) / rate;
    await sleep(Math.max(0, due - performance.now()));
  }
  await Promise.all(pending);
  return { sent, errors };
}

/**
 * Runs every endpoint at `share` × its knee ÷ the number of endpoints, all at once (distinct questions,
 * open model), and the appends; samples the server's RSS after the warm-up and at the end, and records
 * the figures.
 */
export async function benchSoak(
  base: string,
  serverPid: number,
  knees: ReadonlyMap<string, number>,
  append: () => Promise<unknown>,
  record: Record,
): Promise<void> {
  const { seconds, warmUpSeconds, share, appendsPerSecond } = soakSettings();
  const next = random(36);
  let serial = 10_000_000; // far from the long tail's serials: still questions nobody asked
  const loads: { name: string; rate: number; run: Promise<RateResult> }[] = [];
  const measured = endpoints.filter((endpoint) => (knees.get(endpoint.name) ?? 0) > 0);
  for (const endpoint of endpoints) {
    const knee = knees.get(endpoint.name) ?? 0;
    if (knee <= 0) {
      record(`soak: ${endpoint.name} left out (no knee measured)`, 0, 'req/s', 'report', true);
      continue;
    }
    const rate = Math.max(1, Math.round((knee * share) / measured.length));
    loads.push({
      name: endpoint.name,
      rate,
      run: openLoad(() => endpoint.url(base, serial++, next), rate, seconds),
    });
  }
  const started = performance.now();
  const appends = appendAtRate(append, appendsPerSecond, started + seconds * 1000);
  await sleep(warmUpSeconds * 1000);
  const afterWarmUp = await residentMiB(serverPid);
  let peak = afterWarmUp;
  const sampler = setInterval(() => {
    void residentMiB(serverPid).then((mib) => {
      if (mib > peak) peak = mib;
    });
  }, 5_000);
  const results = await Promise.all(loads.map((load) => load.run));
  const appended = await appends;
  clearInterval(sampler);
  const atEnd = await residentMiB(serverPid);
  peak = Math.max(peak, atEnd);

  let failures = appended.errors;
  results.forEach((result, i) => {
    const { name, rate } = loads[i]!;
    failures += result.errors + result.shed;
    record(
      `soak ${seconds} s: ${name} at ${rate} distinct req/s (${share} × knee ${knees.get(name)} ÷ ${loads.length}): p95 of ${result.sent - result.errors - result.shed} answers (errors ${result.errors}, shed 503 ${result.shed})`,
      result.p95,
      'ms',
      'report',
      true,
    );
  });
  record(
    `soak ${seconds} s: offers appended through the write path at ${appendsPerSecond}/s (errors ${appended.errors})`,
    appended.sent,
    'appends',
    'report',
    true,
  );
  record(`soak ${seconds} s: failed or shed requests and appends`, failures, '', '0', failures === 0);
  record(
    `soak ${seconds} s: server RSS at the end ÷ after the ${warmUpSeconds} s warm-up (${afterWarmUp.toFixed(0)} → ${atEnd.toFixed(0)} MiB, peak ${peak.toFixed(0)})`,
    atEnd / afterWarmUp,
    '×',
    '≤ 1.1',
    atEnd / afterWarmUp <= 1.1,
  );
}

// The long tail: every request a filter set no one asked before (so no cache can answer), sent at a
// constant arrival rate (an open model: requests leave on a timer whatever the earlier ones are
// doing, and a request's time runs from when it was due, so a slow server cannot slow the load
// down and hide its own queue). For by-cursor, count, suggest and clusters, each at rising rates:
// the highest rate that still meets the target with no errors is the knee, printed per endpoint.
import { tenantConfig } from '@tablica/domain/tenant-config/tenant-config';
import { sortFields } from '@tablica/domain/listing/filter-values';
import { fileURLToPath } from 'node:url';
import {
  cacheLookups,
  hitRatio,
  percentile,
  printingRecorder,
  writeResults,
  type Record,
  type Row,
} from './report';

/** A small deterministic generator (mulberry32): the same seed, the same run of questions. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const words = [
  'react',
  'java',
  'python',
  'typescript',
  'kotlin',
  'golang',
  'devops',
  'aws',
  'docker',
  'sql',
  'spring',
  'node',
  'angular',
  'vue',
  'rust',
  'scala',
  'kubernetes',
  'terraform',
  'linux',
  'c#',
  'php',
  'symfony',
  'django',
  'flutter',
  'swift',
  'android',
  'ios',
  'qa',
  'selenium',
  'figma',
];

/**
 * A realistic candidate's filter set, drawn from the board's own catalogue: city with or without a
 * radius, a category or some of its subcategories, a salary range, 1–3 keywords or skills, remote,
 * experience and a sort. `serial` goes into the salary bounds, so no two sets are the same question.
 */
export function distinctFilters(next: () => number, serial: number): URLSearchParams {
  const config = tenantConfig('it');
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const params = new URLSearchParams();
  if (next() < 0.5) {
    params.set('city', pick(config.cities.slice(0, 20)).slug);
    if (next() < 0.6) params.set('cityRadiusKm', String(pick(config.distanceOptions).km));
  }
  if (next() < 0.6) {
    const category = pick(config.categories);
    const children = category.children ?? [];
    if (children.length > 0 && next() < 0.4)
      children.filter(() => next() < 0.5).forEach((child, i) => params.set(`categories[${i}]`, child.key));
    else params.set('categories[0]', category.key);
  }
  // Every question carries a salary floor made distinct by its serial number (5,000 + serial zł).
  const floor = 5_000 + (serial % 20_000);
  params.set('salaryMin', String(floor));
  if (next() < 0.4) params.set('salaryMax', String(floor + 5_000 + Math.floor(next() * 20_000)));
  const terms = 1 + Math.floor(next() * 3);
  const kind = next() < 0.5 ? 'keywords' : 'skills';
  for (let i = 0; i < terms; i++) params.set(`${kind}[${i}]`, pick(words));
  if (next() < 0.3) params.set('remote', 'true');
  if (next() < 0.4) params.set('experienceLevels[0]', pick(config.experienceLevels).value);
  params.set('sortBy', pick(sortFields));
  params.set('orderBy', next() < 0.5 ? 'DESC' : 'ASC');
  return params;
}

/**
 * What a candidate has typed: a prefix of a word and a tail of one or two letters made from the serial
 * number: ~80,000 texts, so a step's 1,000–2,000 questions seldom repeat (a bare prefix would, and the
 * cache would answer).
 */
function suggestText(next: () => number, serial: number): string {
  return (
    words[Math.floor(next() * words.length)]!.slice(0, 2 + (serial % 4)) +
    String.fromCharCode(97 + (serial % 26)) +
    'abcdefghijklmnopqrstuvwxyz '.charAt(Math.floor(serial / 26) % 27).trim()
  );
}

export interface RateResult {
  readonly rate: number;
  readonly sent: number;
  readonly p95: number;
  readonly errors: number;
  readonly shed: number;
}

/**
 * Sends `rate` requests a second for `seconds`, each leaving at its due time without waiting for the
 * others; a request's time runs from its due time. 503s (shed load) are counted apart from errors.
 */
export async function openLoad(
  url: (serial: number) => string,
  rate: number,
  seconds: number,
  timeoutMs = 10_000,
): Promise<RateResult> {
  const total = Math.max(1, Math.round(rate * seconds));
  const times: number[] = [];
  let errors = 0;
  let shed = 0;
  const start = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let n = 0; n < total; n++) {
    const due = start + (n * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    inFlight.push(
      fetch(url(n), { signal: AbortSignal.timeout(timeoutMs) })
        .then(async (response) => {
          await response.arrayBuffer();
          if (response.status === 503) shed++;
          else if (!response.ok) errors++;
          else times.push(performance.now() - due);
        })
        .catch(() => {
          errors++;
        }),
    );
  }
  await Promise.all(inFlight);
  return { rate, sent: total, p95: percentile(times, 95), errors, shed };
}

export interface Endpoint {
  readonly name: string;
  readonly url: (base: string, serial: number, next: () => number) => string;
  /** The target: this many distinct requests a second with p95 at most `p95Ms`. */
  readonly rate: number;
  readonly p95Ms: number;
}

export const endpoints: readonly Endpoint[] = [
  {
    name: 'offers/by-cursor',
    url: (base, serial, next) =>
      `${base}/api/v2/user-panel/offers/by-cursor?from=0&itemsCount=100&${distinctFilters(next, serial)}`,
    rate: 100,
    p95Ms: 100,
  },
  {
    name: 'offers/count',
    url: (base, serial, next) => `${base}/api/v2/user-panel/offers/count?${distinctFilters(next, serial)}`,
    rate: 200,
    p95Ms: 50,
  },
  {
    name: 'offers/suggest',
    url: (base, serial, next) =>
      `${base}/api/v2/user-panel/offers/suggest?search=${encodeURIComponent(suggestText(next, serial))}`,
    rate: 100,
    p95Ms: 50,
  },
  {
    // What the search bar asks on a city's or a category's list: the same texts within that scope.
    name: 'offers/suggest in a city or category',
    url: (base, serial, next) => {
      const config = tenantConfig('it');
      const scope = new URLSearchParams({ search: suggestText(next, serial) });
      if (next() < 0.5) scope.set('city', config.cities[Math.floor(next() * 20)]!.slug);
      else scope.set('categories[0]', config.categories[Math.floor(next() * config.categories.length)]!.key);
      return `${base}/api/v2/user-panel/offers/suggest?${scope}`;
    },
    rate: 100,
    p95Ms: 50,
  },
  {
    name: 'offers/clusters',
    // A viewport over Poland moved by the serial number, with the filters of a distinct question.
    url: (base, serial, next) => {
      const swLat = 49 + (serial % 400) / 100;
      const swLon = 14.12 + (serial % 700) / 100;
      const zoom = 6 + (serial % 5);
      const span = 8 / 2 ** (zoom - 6);
      return `${base}/api/v2/user-panel/offers/clusters?swLat=${swLat}&swLon=${swLon}&neLat=${swLat + span}&neLon=${swLon + span}&zoom=${zoom}&${distinctFilters(next, serial)}`;
    },
    rate: 50,
    p95Ms: 50,
  },
];

/** Settings from the environment, so a small machine can run a small board and short steps. */
export const longTailSettings = () => ({
  seconds: Number(process.env.BENCH_LONG_TAIL_SECONDS ?? 10),
  /** Fractions of each endpoint's target rate the knee search climbs through. */
  steps: (process.env.BENCH_LONG_TAIL_STEPS ?? '0.1,0.25,0.5,1,1.5,2')
    .split(',')
    .map(Number)
    .filter((step) => step > 0),
  /** BENCH_LONG_TAIL_ONLY=offers/suggest,offers/count: some endpoints only (default all). */
  only: process.env.BENCH_LONG_TAIL_ONLY?.split(',').map((name) => name.trim()) ?? null,
});

/**
 * The long-tail phase: per endpoint, rising constant rates of distinct questions; each step's p95,
 * errors and shed requests are reported, the target row is the target rate's, and the knee is the
 * highest rate that met the p95 with no errors (a climb stops after the first step that did not).
 */
export async function benchLongTail(base: string, record: Record): Promise<Map<string, number>> {
  const { seconds, steps, only } = longTailSettings();
  let serial = 1;
  const next = random(18);
  const knees = new Map<string, number>();
  for (const endpoint of endpoints) {
    if (only && !only.includes(endpoint.name)) continue;
    let knee = 0;
    for (const step of steps) {
      const rate = Math.max(1, Math.round(endpoint.rate * step));
      const lookupsBefore = await cacheLookups(base).catch(() => null);
      const result = await openLoad(() => endpoint.url(base, serial++, next), rate, seconds);
      // Distinct questions: the cache must not have answered them (a hit ratio above 0 is a bench bug).
      const lookupsAfter = lookupsBefore && (await cacheLookups(base).catch(() => null));
      const hits = lookupsBefore && lookupsAfter ? hitRatio(lookupsBefore, lookupsAfter) : null;
      const met = result.p95 <= endpoint.p95Ms && result.errors === 0;
      if (met && result.shed === 0) knee = rate;
      const atTarget = rate === endpoint.rate;
      record(
        `long tail ${endpoint.name} at ${rate} distinct req/s: p95 of ${result.sent - result.errors - result.shed} (errors ${result.errors}, shed 503 ${result.shed}${hits ? `, cache hits ${hits.percent.toFixed(1)} % of ${hits.lookups}` : ''})`,
        result.p95,
        'ms',
        atTarget ? `≤ ${endpoint.p95Ms}, 0 errors` : 'report',
        atTarget ? met && result.shed === 0 : true,
      );
      if (!met) break;
    }
    record(
      `long tail ${endpoint.name} knee (highest rate meeting p95 ≤ ${endpoint.p95Ms} ms, no errors)`,
      knee,
      'req/s',
      `≥ ${endpoint.rate}`,
      knee >= endpoint.rate,
    );
    knees.set(endpoint.name, knee);
  }
  return knees;
}

// npm run bench:long-tail: the phase alone, against a running server (BENCH_URL, default the dev port).
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const base = process.env.BENCH_URL ?? 'http://127.0.0.1:3000';
  const rows: Row[] = [];
  console.error(`long tail against ${base}: ${JSON.stringify(longTailSettings())}`);
  await benchLongTail(base, printingRecorder(rows));
  console.log(`results written to ${await writeResults('long-tail', { base, ...longTailSettings() }, rows)}`);
}

// What the bench phases that run on their own (bench/src/event-store.ts, bench/src/catch-up.ts) share:
// a row per figure, printed with its target and ✓/✗ as it is measured, and a results file.
import type { ChildProcess } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Row {
  readonly what: string;
  readonly value: number;
  readonly unit: string;
  readonly target: string;
  readonly met: boolean;
}

/** Records a figure: `main.ts` passes its own, a phase run alone prints and keeps them. */
export type Record = (what: string, value: number, unit: string, target: string, met: boolean) => void;

export const benchRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A recorder that prints each figure with ✓/✗ and keeps it for {@link writeResults}. */
export function printingRecorder(rows: Row[]): Record {
  return (what, value, unit, target, met) => {
    const rounded = Math.round(value * 100) / 100;
    rows.push({ what, value: rounded, unit, target, met });
    console.error(`  ${met ? '✓' : '✗'} ${what}: ${rounded} ${unit} (target ${target})`);
  };
}

/** Writes bench/results/<date>-<phase>.json. */
export async function writeResults(phase: string, settings: object, rows: readonly Row[]): Promise<string> {
  const date = new Date().toISOString();
  const file = path.join(benchRoot, 'bench/results', `${date.slice(0, 10)}-${phase}.json`);
  // The machine is shared: its load average (1, 5, 15 min) when the results were written tells how busy.
  const machine = { cores: os.cpus().length, node: process.version, loadAverage: os.loadavg() };
  await writeFile(file, JSON.stringify({ date, machine, phase, settings, rows }, null, 2) + '\n');
  return file;
}

/** The value at percentile `p` (0–100) of `values`, nearest rank; NaN for none. */
export const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

export const median = (values: readonly number[]) => percentile(values, 50);

/** Waits until the board server at `url` answers its health check with every read model caught up. */
export async function waitCaughtUp(
  url: string,
  server: ChildProcess,
  /** Told once of each read model, when /api/health first reports it caught up and indexed. */
  onReady?: (name: string) => void,
): Promise<void> {
  const ready = new Set<string>();
  for (;;) {
    try {
      const health = (await (await fetch(`${url}/api/health`)).json()) as {
        projections: { name: string; lag: number | null; indexing?: boolean }[];
      };
      // A first start's read model creates its readers' indexes once it has caught up (`indexing`).
      const done = (projection: { lag: number | null; indexing?: boolean }) =>
        projection.lag === 0 && !projection.indexing;
      for (const projection of health.projections)
        if (done(projection) && !ready.has(projection.name)) {
          ready.add(projection.name);
          onReady?.(projection.name);
        }
      if (health.projections.every(done)) return;
    } catch {
      // not listening yet
    }
    if (server.exitCode !== null) throw new Error('the board server exited');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Answers-cache lookups by outcome (CachedSearchIndex's fresh, stale and miss), all methods together. */
export interface CacheLookups {
  fresh: number;
  stale: number;
  miss: number;
}

/** The server's answers-cache lookups so far (its /metrics). */
export async function cacheLookups(url: string): Promise<CacheLookups> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const totals: CacheLookups = { fresh: 0, stale: 0, miss: 0 };
  for (const match of text.matchAll(
    /^tablica_search_cache_lookups_total\{[^}]*outcome="(fresh|stale|miss)"[^}]*\} (\d+(?:\.\d+)?)$/gm,
  ))
    totals[match[1] as keyof CacheLookups] += Number(match[2]);
  return totals;
}

/**
 * The share of questions the answers cache answered (fresh or stale) between two readings of
 * {@link cacheLookups}, in %; NaN when none was asked.
 */
export function hitRatio(before: CacheLookups, after: CacheLookups): { percent: number; lookups: number } {
  const hits = after.fresh - before.fresh + (after.stale - before.stale);
  const lookups = hits + (after.miss - before.miss);
  return { percent: lookups > 0 ? (100 * hits) / lookups : NaN, lookups };
}

// Read-model operations from the command line: `npm run projections -- <command>`.
import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { recordAdminActivity } from '@tablica/platform/admin-activity/record';
import { ConfigError, loadConfig, rebuildShare } from '@tablica/platform/config/config';
import { createEventStore } from '@tablica/platform/event-store/create';
import { createLogger } from '@tablica/platform/observability/logger';
import { openDatabase } from '@tablica/platform/postgres/database';
import { migrate, platformMigrationsDir } from '@tablica/platform/postgres/migrate';
import { createPool } from '@tablica/platform/postgres/pool';
import { cancelRebuild } from '@tablica/platform/projections/read-models';
import { RebuildInterrupted, rebuildProjection } from '@tablica/platform/projections/rebuild';
import type { VersionComparison } from '@tablica/platform/projections/comparison';
import { findVersion } from '@tablica/platform/projections/read-models';
import {
  projectionStatus,
  type BuildStatus,
  type ProjectionStatus,
} from '@tablica/platform/projections/status';
import { findProjection, projectionMigrationDirs, projections } from './catalogue';

const usage = `Usage: npm run projections -- <command>

  status [--json]            each projection's state (live, rebuilding, failed), active read-model version,
                             lag in events and seconds, events/s, checkpoint, any rebuild, and the
                             comparison with the version it replaced; a failure's error and event below
  rebuild <name>             build a new version from position zero while the active one keeps serving,
                             then switch to it (continues an interrupted or running rebuild)
      --batch-size <n>       events per transaction (default 1000)
      --drop-after <seconds> keep the old version this long for readers still holding it (default 5)
      --share <0.05-1>       the share of its time the build works, resting between batches so the board
                             keeps its speed (default REBUILD_SHARE, 0.5; 1: flat out)
  cancel <name>              give up the rebuild under way (the version being built is abandoned, the
                             active one serves on); the console's Cancel does the same

Connects to DATABASE_URL, or to the embedded PostgreSQL under DATA_DIR that \`npm start\` uses
(starting it for the duration when the board is not running).`;

const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

function duration(seconds: number | null): string {
  if (seconds === null || !Number.isFinite(seconds)) return '--:--';
  const whole = Math.round(seconds);
  const [h, m, s] = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  const mmss = `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
  return h > 0 ? `${h}:${mmss}` : mmss;
}

function progressLine(name: string, progress: BuildStatus, width = 30): string {
  const percent = progress.percent;
  const filled = percent === null ? 0 : Math.round((width * percent) / 100);
  const bar = '#'.repeat(filled) + '-'.repeat(width - filled);
  const events =
    progress.eventsTotal !== null
      ? `${number.format(progress.eventsDone ?? 0)}/${number.format(progress.eventsTotal)} events`
      : `${number.format(progress.eventsApplied)} events applied`;
  const rate = progress.eventsPerSecond === null ? '-' : number.format(progress.eventsPerSecond);
  return (
    `${name} v${progress.version} [${bar}] ${percent === null ? '  ?' : percent.toFixed(1).padStart(5)}%  ` +
    `${events}  ${rate} events/s  ETA ${duration(progress.etaSeconds)}`
  );
}

function rebuildCell(status: ProjectionStatus): string {
  const rebuild = status.rebuild;
  if (!rebuild) {
    if (status.active && status.active.codeVersion < status.codeVersion)
      return `pending (code version ${status.codeVersion})`;
    return '-';
  }
  const percent = rebuild.percent === null ? '?' : `${rebuild.percent.toFixed(1)}%`;
  const rate = rebuild.eventsPerSecond === null ? '-' : number.format(rebuild.eventsPerSecond);
  return `v${rebuild.version} ${percent} ${rate} events/s ETA ${duration(rebuild.etaSeconds)} (${rebuild.reason})`;
}

/** "v1: 3 of 3 tables the same" — the comparison taken at the switch to the active version. */
function comparisonCell(comparison: VersionComparison | null): string {
  if (!comparison) return '-';
  const same = comparison.tables.filter((table) => table.same).length;
  return `v${comparison.previousVersion}: ${same} of ${comparison.tables.length} tables the same`;
}

function comparisonTable(comparison: VersionComparison, version: number): string {
  const header = [
    'TABLE',
    `ROWS v${comparison.previousVersion}`,
    `ROWS v${version}`,
    `CHECKSUM v${comparison.previousVersion}`,
    `CHECKSUM v${version}`,
    '',
  ];
  const rows = comparison.tables.map((table) => [
    table.table,
    table.previous ? number.format(table.previous.rows) : '-',
    table.current ? number.format(table.current.rows) : '-',
    table.previous?.checksum ?? '-',
    table.current?.checksum ?? '-',
    table.same ? 'same' : 'DIFFERENT',
  ]);
  return columns([header, ...rows]);
}

function failureLines(statuses: readonly ProjectionStatus[]): string[] {
  return statuses.flatMap((status) =>
    [status.active?.failure, status.rebuild?.failure].flatMap((failure) =>
      failure
        ? [
            `${status.name} FAILED (${failure.attempts} attempts since ${failure.firstAt}): ${failure.error}` +
              (failure.event
                ? `\n  at ${failure.event.type} ${failure.event.id} (${failure.event.streamId}@${failure.event.streamVersion}, position ${failure.event.globalPosition})`
                : ''),
          ]
        : [],
    ),
  );
}

function columns(rows: readonly (readonly string[])[]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map((row) =>
      row.map((cell, column) => (column === row.length - 1 ? cell : cell.padEnd(widths[column]!))).join('  '),
    )
    .join('\n');
}

function statusTable(statuses: readonly ProjectionStatus[]): string {
  const header = [
    'PROJECTION',
    'STATE',
    'ACTIVE',
    'CODE',
    'APPLIED',
    'LAG',
    'LAG (S)',
    'EVENTS/S',
    'CHECKPOINT',
    'COMPARED',
    'REBUILD',
  ];
  const rows = statuses.map((status) => [
    status.name,
    status.state,
    status.active ? `v${status.active.version}` : 'none',
    status.active ? String(status.active.codeVersion) : '-',
    status.active ? number.format(status.active.eventsApplied) : '-',
    status.active?.lag === null || !status.active ? '-' : number.format(status.active.lag),
    status.active ? status.active.lagSeconds.toFixed(1) : '-',
    status.active?.eventsPerSecond == null ? '-' : number.format(status.active.eventsPerSecond),
    status.active?.checkpoint ?? '-',
    comparisonCell(status.active?.comparison ?? null),
    rebuildCell(status),
  ]);
  return [columns([header, ...rows]), ...failureLines(statuses)].join('\n');
}

/** Progress to stderr: one line redrawn in a terminal, a line every few seconds otherwise. */
function progressReporter(name: string) {
  const tty = process.stderr.isTTY === true;
  let lastPrinted = 0;
  let last = '';
  return {
    update(progress: BuildStatus) {
      last = progressLine(name, progress);
      if (tty) process.stderr.write(`\r\x1b[2K${last}`);
      else if (Date.now() - lastPrinted >= 2000) {
        process.stderr.write(`${last}\n`);
        lastPrinted = Date.now();
      }
    },
    end() {
      if (tty) process.stderr.write('\n');
      else if (last) process.stderr.write(`${last}\n`);
    },
  };
}

async function main(argv: readonly string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      json: { type: 'boolean', default: false },
      'batch-size': { type: 'string' },
      'drop-after': { type: 'string' },
      share: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const [command, name, ...extra] = positionals;
  if (values.help || !command || !['status', 'rebuild', 'cancel'].includes(command) || extra.length > 0) {
    process.stderr.write(`${usage}\n`);
    return values.help ? 0 : 2;
  }
  const projection = command === 'status' ? undefined : findProjection(name ?? '');
  if (command !== 'status' && !projection) {
    process.stderr.write(
      `${name ? `Unknown projection: ${name}` : 'Which projection?'} (known: ${projections.map((p) => p.name).join(', ')})\n`,
    );
    return 2;
  }
  const batchSize = values['batch-size'] === undefined ? undefined : Number(values['batch-size']);
  const dropAfter = values['drop-after'] === undefined ? 5 : Number(values['drop-after']);
  const share = values.share === undefined ? undefined : rebuildShare.safeParse(values.share);
  if (
    (batchSize !== undefined && !(Number.isInteger(batchSize) && batchSize > 0)) ||
    !(dropAfter >= 0) ||
    share?.success === false
  ) {
    process.stderr.write(
      '--batch-size takes a positive whole number, --drop-after a number of seconds, --share a number from 0.05 to 1\n',
    );
    return 2;
  }

  const config = loadConfig();
  const logger = createLogger(process.env.LOG_LEVEL ? config.LOG_LEVEL : 'warn');
  const database = await openDatabase(config, logger, 'attach');
  const pool = createPool(database.url, 5);
  const store = createEventStore(config, pool, database.url);
  try {
    await migrate(database.url, [platformMigrationsDir, ...projectionMigrationDirs]);
    if (command === 'status') {
      const statuses = await Promise.all(projections.map((each) => projectionStatus(pool, store, each)));
      process.stdout.write(
        values.json ? `${JSON.stringify(statuses, null, 2)}\n` : `${statusTable(statuses)}\n`,
      );
      return 0;
    }
    if (command === 'cancel') {
      const cancelled = await cancelRebuild(pool, projection!);
      if (!cancelled) {
        process.stderr.write(`No rebuild of ${projection!.name} is under way.\n`);
        return 1;
      }
      await recordAdminActivity(pool, {
        tenant: null,
        actor: { kind: 'cli', id: userInfo().username },
        action: 'projection.cancel',
        subject: projection!.name,
        details: { version: cancelled.version },
      });
      process.stderr.write(`Cancelled the rebuild of ${projection!.name} (v${cancelled.version}).\n`);
      return 0;
    }
    const reporter = progressReporter(projection!.name);
    const abort = new AbortController();
    const interrupt = () => {
      if (abort.signal.aborted) return;
      // Said at once: an embedded server this command started may be stopping under us already.
      reporter.end();
      process.stderr.write(
        `Interrupted: the rebuild keeps its checkpoint and continues when started again.\n`,
      );
      abort.abort();
    };
    process.once('SIGINT', interrupt);
    process.once('SIGTERM', interrupt);
    const started = Date.now();
    // The whole installation's read model: on every brand's admin activity page.
    await recordAdminActivity(pool, {
      tenant: null,
      actor: { kind: 'cli', id: userInfo().username },
      action: 'projection.rebuild',
      subject: projection!.name,
    });
    try {
      const result = await rebuildProjection(
        { pool, connectionString: database.url, store, logger },
        projection!,
        {
          reason: 'cli',
          signal: abort.signal,
          dropAfterMs: dropAfter * 1000,
          buildShare: share?.data ?? config.REBUILD_SHARE,
          ...(batchSize ? { batchSize } : {}),
          onProgress: (progress) => {
            reporter.update(progress);
            if (progress.state === 'active') {
              reporter.end();
              const seconds = (Date.now() - started) / 1000;
              // The rebuild's rate over the whole run: the store's events it went through ÷ the time to switch.
              const done = progress.eventsDone ?? progress.eventsApplied;
              process.stderr.write(
                `Switched ${projection!.name} to v${progress.version} after ${duration(seconds)}` +
                  ` (${number.format(done)} events, ${number.format(Math.round(done / Math.max(seconds, 0.001)))} events/s)` +
                  (dropAfter > 0 ? `; dropping the old version in ${dropAfter} s …\n` : '.\n'),
              );
            }
          },
        },
      );
      const switched = await findVersion(pool, projection!.name, result.version);
      if (switched?.comparison)
        process.stderr.write(
          `Compared with v${switched.comparison.previousVersion} at the switch (${switched.comparison.tookMs} ms):\n` +
            `${comparisonTable(switched.comparison, result.version)}\n`,
        );
      if (result.dropped.length > 0) process.stderr.write(`Dropped ${result.dropped.join(', ')}.\n`);
      return 0;
    } catch (error) {
      if (error instanceof RebuildInterrupted) return 130;
      reporter.end();
      throw error;
    }
  } finally {
    await store.close();
    await pool.end();
    await database.stop();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(
      `${error instanceof ConfigError || error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(1);
  },
);

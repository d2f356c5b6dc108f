import pg from 'pg';
import type { EventStore } from '../event-store/port';
import type { Logger } from '../observability/logger';
import type { Metrics } from '../observability/metrics';
import type { Pool } from '../postgres/pool';
import type { Projection } from './projection';

export interface RunnerOptions {
  readonly batchSize?: number;
  /** How often an idle runner looks for events even without a wake-up. */
  readonly idlePollMs?: number;
  /** How often a standby runner tries to take over the projection. */
  readonly standbyPollMs?: number;
  readonly logger?: Logger;
  readonly metrics?: Metrics;
}

export interface RunnerStatus {
  readonly name: string;
  readonly active: boolean;
  readonly checkpoint: string | null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Keeps one projection up to date. Only one runner per projection is active across all processes
 * (a session advisory lock); the others wait as hot standbys. Each batch is applied and the checkpoint
 * advanced in one transaction with a compare-and-set, so a crash at any moment loses and repeats nothing.
 */
export class ProjectionRunner {
  private running = false;
  private loop: Promise<void> | null = null;
  private lockClient: pg.Client | null = null;
  private checkpoint: string | null = null;
  private woken = false;
  private wake: (() => void) | null = null;
  private unsubscribe: (() => void) | null = null;
  private readonly batchSize: number;
  private readonly idlePollMs: number;
  private readonly standbyPollMs: number;

  constructor(
    private readonly pool: Pool,
    private readonly connectionString: string,
    private readonly store: EventStore,
    readonly projection: Projection,
    private readonly options: RunnerOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 500;
    this.idlePollMs = options.idlePollMs ?? 1000;
    this.standbyPollMs = options.standbyPollMs ?? 1000;
  }

  get status(): RunnerStatus {
    return { name: this.projection.name, active: this.lockClient !== null, checkpoint: this.checkpoint };
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.unsubscribe = this.store.onAppended(() => this.signal());
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.unsubscribe?.();
    this.signal();
    await this.loop;
    this.loop = null;
  }

  private signal(): void {
    this.woken = true;
    this.wake?.();
  }

  private async waitForWake(ms: number): Promise<void> {
    if (this.woken || !this.running) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    this.wake = null;
  }

  private async run(): Promise<void> {
    const log = this.options.logger?.child({ projection: this.projection.name });
    while (this.running) {
      try {
        if (!(await this.acquire())) {
          await this.waitForWake(this.standbyPollMs);
          this.woken = false;
          continue;
        }
        log?.info('projection runner active');
        await this.follow();
      } catch (error) {
        log?.error({ err: error }, 'projection runner failed; retrying');
        await sleep(500);
      } finally {
        await this.release();
      }
    }
  }

  /** Takes the projection's advisory lock on a connection of its own; false if another runner has it. */
  private async acquire(): Promise<boolean> {
    const client = new pg.Client({
      connectionString: this.connectionString,
      application_name: `projection:${this.projection.name}`,
    });
    client.on('error', () => {
      // The lock died with its connection: stop applying until it is taken again.
      if (this.lockClient === client) this.lockClient = null;
    });
    await client.connect();
    const result = await client.query<{ locked: boolean }>(
      "SELECT pg_try_advisory_lock(hashtextextended('tablica-projection:' || $1, 0)) AS locked",
      [this.projection.name],
    );
    if (!result.rows[0]?.locked) {
      await client.end();
      return false;
    }
    this.lockClient = client;
    await this.pool.query('INSERT INTO projection_checkpoints (name) VALUES ($1) ON CONFLICT DO NOTHING', [
      this.projection.name,
    ]);
    return true;
  }

  private async release(): Promise<void> {
    const client = this.lockClient;
    this.lockClient = null;
    await client?.end().catch(() => undefined);
  }

  private async follow(): Promise<void> {
    let quietDelay = 5;
    while (this.running && this.lockClient) {
      this.woken = false;
      const progressed = await this.step();
      if (progressed) {
        quietDelay = 5;
        continue;
      }
      // Nothing new yet. An event can be committed but not yet readable (an older transaction is still
      // open), so after a wake-up look again soon, backing off to the idle poll.
      await this.waitForWake(quietDelay);
      quietDelay = Math.min(quietDelay * 2, this.idlePollMs);
    }
  }

  /** Applies one batch; true if the checkpoint moved. */
  private async step(): Promise<boolean> {
    const stored = await this.pool.query<{ checkpoint: string | null }>(
      'SELECT checkpoint FROM projection_checkpoints WHERE name = $1',
      [this.projection.name],
    );
    const current = stored.rows[0]?.checkpoint ?? null;
    this.checkpoint = current;
    const batch = await this.store.readAll({
      after: current,
      batchSize: this.batchSize,
      types: this.projection.handles,
    });
    if (batch.checkpoint === current) return false;
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      for (const event of batch.events) await this.projection.apply(client, event);
      const advanced = await client.query(
        `UPDATE projection_checkpoints
            SET checkpoint = $3, events_handled = events_handled + $4, updated_at = now()
          WHERE name = $1 AND checkpoint IS NOT DISTINCT FROM $2`,
        [this.projection.name, current, batch.checkpoint, batch.events.length],
      );
      if (advanced.rowCount !== 1 || !this.lockClient) {
        await client.query('ROLLBACK');
        return false;
      }
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
    this.checkpoint = batch.checkpoint;
    if (batch.events.length > 0)
      this.options.metrics?.projectionApplied.inc({ projection: this.projection.name }, batch.events.length);
    return true;
  }
}

/** Where a projection stands, as stored: usable from any process. */
export async function readCheckpoint(pool: Pool, name: string): Promise<string | null> {
  const result = await pool.query<{ checkpoint: string | null }>(
    'SELECT checkpoint FROM projection_checkpoints WHERE name = $1',
    [name],
  );
  return result.rows[0]?.checkpoint ?? null;
}

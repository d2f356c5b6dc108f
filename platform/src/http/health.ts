import { Router } from 'express';
import type { EventStore } from '../event-store/port';
import type { Metrics } from '../observability/metrics';
import type { Pool } from '../postgres/pool';
import type { Projection } from '../projections/projection';
import { activeCheckpoint } from '../projections/read-models';
import type { ProjectionRunner } from '../projections/runner';
import { jsonResponse, type OpenApiPaths } from './openapi';

export interface HealthDeps {
  readonly pool: Pool;
  readonly store: EventStore;
  /** The projections whose position to report (from any process), and this process's runners. */
  readonly projections: readonly Projection[];
  readonly runners: readonly ProjectionRunner[];
  readonly metrics: Metrics;
}

async function check<T>(
  work: () => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; error: string }> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/** Database, event store and each projection's position and lag, as one report. */
export async function healthReport({ pool, store, projections, runners, metrics }: HealthDeps) {
  const database = await check(() => pool.query('SELECT 1'));
  const eventStore = await check(() => store.ping());
  const positions = await Promise.all(
    projections.map(async (projection) => {
      const { name } = projection;
      const runner = runners.find((candidate) => candidate.projection.name === name);
      const position = await check(async () => {
        const active = await activeCheckpoint(pool, name);
        const checkpoint = active?.checkpoint ?? null;
        // indexing: a first start's version, caught up or not, still creates its readers' indexes.
        return { checkpoint, lag: await store.countAfter(checkpoint), indexing: active?.indexing ?? false };
      });
      if (position.ok && position.value.lag !== null)
        metrics.projectionLag.set({ projection: name }, position.value.lag);
      return {
        name,
        version: projection.version,
        // Whether this process applies it (false: another process does, or this one is a hot standby).
        activeHere: runner?.status.active ?? false,
        ...(position.ok ? { status: 'up', ...position.value } : { status: 'down', error: position.error }),
      };
    }),
  );
  const up = database.ok && eventStore.ok && positions.every((position) => position.status === 'up');
  return {
    status: up ? 'up' : 'down',
    database: database.ok ? { status: 'up' } : { status: 'down', error: database.error },
    eventStore: eventStore.ok
      ? { status: 'up', kind: store.kind }
      : { status: 'down', kind: store.kind, error: eventStore.error },
    projections: positions,
  };
}

export function healthRoutes(deps: HealthDeps): Router {
  const router = Router();
  router.get('/api/health', async (_req, res) => {
    const report = await healthReport(deps);
    res
      .status(report.status === 'up' ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json(report);
  });
  router.get('/metrics', async (_req, res) => {
    await healthReport(deps); // refreshes the lag gauges
    res.type(deps.metrics.registry.contentType).send(await deps.metrics.registry.metrics());
  });
  return router;
}

export const healthPaths: OpenApiPaths = {
  '/health': {
    get: {
      summary:
        "Database, event store and each projection's checkpoint, lag and whether its first start still creates its readers' indexes (503 when something is down)",
      responses: { 200: jsonResponse('Everything is up'), 503: jsonResponse('Something is down') },
    },
  },
};

import { Router, type Request } from 'express';
import { IllegalStateError, NotFoundError } from '@tablica/domain/errors';
import { recordAdminActivity, requestActivity } from '@tablica/platform/admin-activity/record';
import type { EventStore } from '@tablica/platform/event-store/port';
import { jsonResponse, problemResponse, type OpenApiPaths } from '@tablica/platform/http/openapi';
import type { Pool } from '@tablica/platform/postgres/pool';
import type { Projection } from '@tablica/platform/projections/projection';
import { cancelRebuild, requestRebuild } from '@tablica/platform/projections/read-models';
import type { ProjectionRunner } from '@tablica/platform/projections/runner';
import { projectionStatus } from '@tablica/platform/projections/status';
import { projections as catalogue } from './catalogue';

export interface ProjectionAdminDeps {
  readonly pool: Pool;
  readonly store: EventStore;
  /** The projections to report and rebuild (default: the catalogue). */
  readonly projections?: readonly Projection[];
  /** This process's runners: the one of a projection whose rebuild is requested here starts on it at once. */
  readonly runners?: readonly ProjectionRunner[];
}

/**
 * Read-model operations for the admin console: each projection's active version and lag, a rebuild's
 * progress (events applied of total, events/s, ETA), and starting a blue/green rebuild.
 *
 * Starting a rebuild records it in the registry and answers at once: the projection runners of every
 * process that runs this projection (the server, the projections worker) build it, one at a time with
 * the others as hot standbys, while the active version keeps serving; they switch when it has caught up.
 * This process's runner is woken at once (the page shows progress within a second); the others find the
 * request at their next standby poll.
 */
export function projectionAdminRoutes(deps: ProjectionAdminDeps): Router {
  const router = Router();
  const projections = deps.projections ?? catalogue;
  // Until platform admins sign in (accounts issue), the composition root puts requireAdminToken in front.

  const find = (name: string) => {
    const projection = projections.find((candidate) => candidate.name === name);
    if (!projection) throw new NotFoundError('projection.not_found', `There is no projection ${name}.`);
    return projection;
  };
  const statusUrl = (req: Request, name: string) =>
    `${req.baseUrl}/admin/projections/${encodeURIComponent(name)}`;

  router.get('/admin/projections', async (_req, res) => {
    const statuses = await Promise.all(
      projections.map((projection) => projectionStatus(deps.pool, deps.store, projection)),
    );
    res.set('Cache-Control', 'no-store').json({ projections: statuses });
  });

  router.get('/admin/projections/:name', async (req, res) => {
    const projection = find(req.params.name);
    res.set('Cache-Control', 'no-store').json(await projectionStatus(deps.pool, deps.store, projection));
  });

  router.post('/admin/projections/:name/rebuild', async (req, res) => {
    const projection = find(req.params.name);
    const { version, created } = await requestRebuild(deps.pool, deps.store, projection, 'admin');
    res.location(statusUrl(req, projection.name));
    if (!created)
      throw new IllegalStateError(
        'projection.rebuild_running',
        `A rebuild of ${projection.name} (v${version.version}) is already under way.`,
      );
    deps.runners?.find((runner) => runner.projection.name === projection.name)?.rebuildRequested();
    await recordAdminActivity(
      deps.pool,
      requestActivity(req, 'projection.rebuild', projection.name, { version: version.version }),
    );
    res.status(202).json(await projectionStatus(deps.pool, deps.store, projection));
  });

  router.post('/admin/projections/:name/rebuild/cancel', async (req, res) => {
    const projection = find(req.params.name);
    const cancelled = await cancelRebuild(deps.pool, projection);
    if (!cancelled)
      throw new IllegalStateError('projection.no_rebuild', `No rebuild of ${projection.name} is under way.`);
    await recordAdminActivity(
      deps.pool,
      requestActivity(req, 'projection.cancel', projection.name, { version: cancelled.version }),
    );
    res.json(await projectionStatus(deps.pool, deps.store, projection));
  });

  return router;
}

const nameParameter = { name: 'name', in: 'path', required: true, schema: { type: 'string' } };

export const projectionAdminPaths: OpenApiPaths = {
  '/admin/projections': {
    get: {
      summary:
        "Every projection's state (live, rebuilding, failed with its error and event), active read-model version, lag in events and seconds, events/s, the comparison taken at its switch, and any rebuild in progress (admin)",
      responses: { 200: jsonResponse('{ projections: [status] }') },
    },
  },
  '/admin/projections/{name}': {
    get: {
      summary: "One projection's read models: active version, lag, rebuild progress (events/s, ETA)",
      parameters: [nameParameter],
      responses: { 200: jsonResponse('The status'), 404: problemResponse('No such projection') },
    },
  },
  '/admin/projections/{name}/rebuild': {
    post: {
      summary: 'Starts a blue/green rebuild from position zero; the active version serves until the switch',
      parameters: [nameParameter],
      responses: {
        202: jsonResponse('Started; Location: the status resource'),
        404: problemResponse('No such projection'),
        409: problemResponse('A rebuild is already under way (Location: its status)'),
      },
    },
  },
  '/admin/projections/{name}/rebuild/cancel': {
    post: {
      summary:
        'Cancels the rebuild under way: the version being built is abandoned (its runner stops at its next batch, its schema is dropped later); the active version serves on',
      parameters: [nameParameter],
      responses: {
        200: jsonResponse('Cancelled: the status, without a rebuild'),
        404: problemResponse('No such projection'),
        409: problemResponse('projection.no_rebuild: no rebuild is under way'),
      },
    },
  },
};

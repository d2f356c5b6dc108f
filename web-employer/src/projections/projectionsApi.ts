import type { CallApi } from '../api';
import type { ProjectionStatus, RebuildOutcome } from './types';

export const fetchProjections = async (call: CallApi): Promise<readonly ProjectionStatus[]> =>
  (await call<{ projections: ProjectionStatus[] }>('/admin/projections')).projections;

/** `POST /api/admin/projections/{name}/rebuild`: 202 started, 409 `projection.rebuild_running`. */
export const startRebuild = (call: CallApi, name: string) =>
  call<ProjectionStatus>(`/admin/projections/${encodeURIComponent(name)}/rebuild`, { method: 'POST' });

/** `POST /api/admin/projections/{name}/rebuild/cancel`: 200 cancelled, 409 `projection.no_rebuild`. */
export const cancelRebuild = (call: CallApi, name: string) =>
  call<ProjectionStatus>(`/admin/projections/${encodeURIComponent(name)}/rebuild/cancel`, {
    method: 'POST',
  });

/**
 * What became of the rebuild `before` showed and `now` no longer does: the new version serving
 * (switched), or the version left behind (abandoned). Null while it runs or when nothing was running.
 */
export function rebuildOutcome(before: ProjectionStatus, now: ProjectionStatus): RebuildOutcome | null {
  if (!before.rebuild || now.rebuild?.version === before.rebuild.version) return null;
  const { version } = before.rebuild;
  if (now.active?.version === version) return { kind: 'switched', version };
  const left = now.versions.find((each) => each.version === version);
  return left?.state === 'abandoned' ? { kind: 'abandoned', version } : null;
}

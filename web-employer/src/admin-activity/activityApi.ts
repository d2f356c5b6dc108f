import type { CallApi } from '../api';

export const adminActions = [
  'offer.import',
  'offer.export',
  'codes.issue',
  'projection.rebuild',
  'projection.cancel',
] as const;
export type AdminAction = (typeof adminActions)[number];

/** One admin action as `GET /api/admin/activity` answers it. */
export interface ActivityRow {
  readonly id: string;
  readonly tenant: string | null;
  readonly at: string;
  readonly actor: {
    readonly kind: 'admin' | 'operator' | 'cli';
    readonly id: string | null;
    readonly name?: string;
    readonly email?: string;
  };
  readonly action: string;
  readonly subject: string | null;
  readonly details: Record<string, unknown>;
}

export interface ActivityPage {
  readonly activity: readonly ActivityRow[];
  readonly next: string | null;
}

export const activityPageSize = 50;

export function fetchActivity(
  call: CallApi,
  action: AdminAction | null,
  before: string | null,
): Promise<ActivityPage> {
  const query = new URLSearchParams({ limit: String(activityPageSize) });
  if (action) query.set('action', action);
  if (before) query.set('before', before);
  return call<ActivityPage>(`/admin/activity?${query}`);
}

import type { Request } from 'express';
import type { Queryable } from '../postgres/pool';

export const adminActions = [
  'offer.import',
  'offer.export',
  'codes.issue',
  'projection.rebuild',
  'projection.cancel',
] as const;
export type AdminAction = (typeof adminActions)[number];

export interface AdminActor {
  /** admin: a platform admin's account; operator: the ADMIN_TOKEN bearer; cli: the command line. */
  readonly kind: 'admin' | 'operator' | 'cli';
  readonly id: string | null;
}

export interface AdminActivity {
  /** The brand acted on; null for the whole installation (the command line). */
  readonly tenant: string | null;
  readonly actor: AdminActor;
  readonly action: AdminAction;
  readonly subject?: string | null;
  readonly details?: Record<string, unknown>;
  readonly correlationId?: string | null;
}

/**
 * Who is acting in an admin request: the signed-in platform admin, else the ADMIN_TOKEN bearer (the
 * admin guard let the request through, so it is one of the two).
 */
export function adminActorOf(req: Request): AdminActor {
  const account = req.account;
  return account?.platformAdmin ? { kind: 'admin', id: account.userId } : { kind: 'operator', id: null };
}

/** The activity of an admin request on its brand (`tenant`, actor and correlation from the request). */
export function requestActivity(
  req: Request,
  action: AdminAction,
  subject: string | null,
  details: Record<string, unknown> = {},
): AdminActivity {
  return {
    tenant: req.tenant,
    actor: adminActorOf(req),
    action,
    subject,
    details,
    correlationId: req.get('x-correlation-id') ?? null,
  };
}

/** Records one admin action (after it succeeded). */
export async function recordAdminActivity(db: Queryable, activity: AdminActivity): Promise<void> {
  await db.query(
    `INSERT INTO public.admin_activity (tenant, actor_kind, actor_id, action, subject, details, correlation_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      activity.tenant,
      activity.actor.kind,
      activity.actor.id,
      activity.action,
      activity.subject ?? null,
      JSON.stringify(activity.details ?? {}),
      activity.correlationId ?? null,
    ],
  );
}

export interface AdminActivityRow {
  readonly id: string;
  readonly tenant: string | null;
  readonly at: string;
  readonly actor: AdminActor & { readonly name?: string; readonly email?: string };
  readonly action: string;
  readonly subject: string | null;
  readonly details: Record<string, unknown>;
  readonly correlationId: string | null;
}

export interface ActivityQuery {
  readonly tenant: string;
  readonly action?: AdminAction | undefined;
  /** The next page: rows older than this row's id. */
  readonly before?: string | undefined;
  readonly limit: number;
}

/** The name and e-mail of each account still there (none where the accounts' tables are not). */
async function accountNames(
  db: Queryable,
  ids: readonly string[],
): Promise<Map<string, { name: string; email: string }>> {
  if (ids.length === 0) return new Map();
  try {
    const found = await db.query<{ id: string; name: string; email: string }>(
      'SELECT id, name, email FROM public.auth_user WHERE id = ANY($1::text[])',
      [[...ids]],
    );
    return new Map(found.rows.map((row) => [row.id, { name: row.name, email: row.email }]));
  } catch (error) {
    // undefined_table: a query-api whose database has no account tables (the command API makes them).
    if ((error as { code?: unknown } | null)?.code === '42P01') return new Map();
    throw error;
  }
}

/**
 * A brand's admin activity, newest first (with what was done to the whole installation), each actor's
 * name and e-mail while the account exists.
 */
export async function listAdminActivity(db: Queryable, query: ActivityQuery): Promise<AdminActivityRow[]> {
  const result = await db.query<{
    id: string;
    tenant: string | null;
    at: Date;
    actor_kind: AdminActor['kind'];
    actor_id: string | null;
    action: string;
    subject: string | null;
    details: Record<string, unknown>;
    correlation_id: string | null;
  }>(
    `SELECT * FROM public.admin_activity
      WHERE (tenant = $1 OR tenant IS NULL)
        AND ($2::text IS NULL OR action = $2)
        AND ($3::bigint IS NULL OR id < $3)
      ORDER BY id DESC
      LIMIT $4`,
    [query.tenant, query.action ?? null, query.before ?? null, query.limit],
  );
  const names = await accountNames(db, [
    ...new Set(result.rows.flatMap((row) => (row.actor_id ? [row.actor_id] : []))),
  ]);
  return result.rows.map((row) => ({
    id: String(row.id),
    tenant: row.tenant,
    at: row.at.toISOString(),
    actor: {
      kind: row.actor_kind,
      id: row.actor_id,
      ...(row.actor_id ? names.get(row.actor_id) : undefined),
    },
    action: row.action,
    subject: row.subject,
    details: row.details,
    correlationId: row.correlation_id,
  }));
}

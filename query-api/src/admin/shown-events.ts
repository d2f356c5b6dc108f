import { streamCategory } from '@tablica/platform/event-store/category';
import type { RecordedEvent } from '@tablica/platform/event-store/port';
import type { Queryable } from '@tablica/platform/postgres/pool';

const applicationPrefix = 'application-';

/** What sealed personal data shows as: still sealed under its key, or erased (the key is gone). */
export type SealedShown = { readonly sealed: true } | { readonly erased: true };

/** One recorded event as the admin console shows it (the stream browser and its live tail). */
export interface ShownEvent {
  readonly position: string;
  /** Where paging or the live tail continues after this event. */
  readonly checkpoint: string;
  readonly streamId: string;
  readonly category: string;
  readonly version: number;
  readonly id: string;
  readonly type: string;
  readonly tenant: string;
  readonly occurredAt: string;
  readonly recordedAt: string;
  readonly data: unknown;
  readonly metadata: unknown;
}

/** Which of these applications' sealing keys are still there (the others were erased). */
async function keysKept(db: Queryable, applicationIds: readonly string[]): Promise<Set<string>> {
  if (applicationIds.length === 0) return new Set();
  const found = await db.query<{ id: string }>(
    'SELECT id FROM public.personal_data_key WHERE id = ANY($1::text[])',
    [[...applicationIds]],
  );
  return new Set(found.rows.map((row) => row.id));
}

/**
 * Events as an admin may see them: an offer's secret-link hash left out, and an application's sealed
 * personal data (name, e-mail, message, CV) never opened — shown as sealed while its key exists and as
 * erased once erasure (or retention) shredded the key.
 */
export async function showEvents(db: Queryable, events: readonly RecordedEvent[]): Promise<ShownEvent[]> {
  const sealedIn = (event: RecordedEvent) =>
    event.streamId.startsWith(applicationPrefix) &&
    typeof (event.data as { personal?: unknown } | null)?.personal === 'string';
  const applications = [
    ...new Set(events.filter(sealedIn).map((event) => event.streamId.slice(applicationPrefix.length))),
  ];
  const kept = await keysKept(db, applications);
  return events.map((event) => {
    const { accessTokenHash: _secret, ...data } = (event.data ?? {}) as Record<string, unknown>;
    if (sealedIn(event)) {
      const personal: SealedShown = kept.has(event.streamId.slice(applicationPrefix.length))
        ? { sealed: true }
        : { erased: true };
      data.personal = personal;
    }
    return {
      position: event.globalPosition,
      checkpoint: event.checkpoint,
      streamId: event.streamId,
      category: streamCategory(event.streamId),
      version: event.streamVersion,
      id: event.id,
      type: event.type,
      tenant: event.metadata.tenant,
      occurredAt: event.metadata.occurredAt,
      recordedAt: event.recordedAt,
      data,
      metadata: event.metadata,
    };
  });
}

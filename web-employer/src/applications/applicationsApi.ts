import type { ApplicationStatus } from '@tablica/domain/applications/application';
import { isApiFailure, isErrorKey, problemMessageKey, type CallApi } from '../api';
import type { ApplicationRow } from './types';

const applicationPath = (id: string) => `/v2/employer-panel/applications/${encodeURIComponent(id)}`;

/** `PATCH /v2/employer-panel/applications/{id}/status`, on the version the employer saw (412 if stale). */
export const changeApplicationStatus = (
  callApi: CallApi,
  id: string,
  change: { status: ApplicationStatus; note?: string | null },
  version?: number,
) =>
  callApi<{ id: string; status: ApplicationStatus; version: number; changed: boolean }>(
    `${applicationPath(id)}/status`,
    {
      method: 'PATCH',
      json: { status: change.status, note: change.note?.trim() ? change.note.trim() : null },
      ...(version === undefined ? {} : { headers: { 'If-Match': `"${version}"` } }),
    },
  );

/**
 * Saves on the version shown; when that is stale because of what does not touch the status (a CV
 * download, say), once more on the current version. A status changed by someone else stays a 412.
 * Resolves with the application as it now is.
 */
export async function changeStatusOnFreshVersion(
  callApi: CallApi,
  shown: ApplicationRow,
  change: { status: ApplicationStatus; note?: string | null },
): Promise<ApplicationRow> {
  try {
    const saved = await changeApplicationStatus(callApi, shown.id, change, shown.version);
    return { ...shown, status: saved.status, version: saved.version };
  } catch (error) {
    if (!isApiFailure(error) || error.status !== 412) throw error;
    const current = await callApi<ApplicationRow>(applicationPath(shown.id));
    if (current.status !== shown.status) throw error;
    const saved = await changeApplicationStatus(callApi, shown.id, change, current.version);
    return { ...current, status: saved.status, version: saved.version };
  }
}

/** Some of a bulk status change failed: how many changed, and the first failure. */
export class BulkStatusFailure extends Error {
  constructor(
    readonly changed: number,
    readonly failed: number,
    readonly firstFailure: unknown,
  ) {
    super('resources.applications.bulk.partly');
  }
}

/**
 * One status on each application (each its own command on its own stream; no precondition, as the
 * list's rows may be older than the choice). Rejects with `BulkStatusFailure` when any failed.
 */
export async function changeStatuses(
  callApi: CallApi,
  ids: readonly string[],
  status: ApplicationStatus,
): Promise<string[]> {
  const results = await Promise.allSettled(ids.map((id) => changeApplicationStatus(callApi, id, { status })));
  const failures = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
  if (failures.length > 0) {
    throw new BulkStatusFailure(results.length - failures.length, failures.length, failures[0]);
  }
  return [...ids];
}

/** `DELETE /v2/employer-panel/applications/{id}`: out of the company's lists and counts. */
export const trashApplication = (callApi: CallApi, id: string) =>
  callApi<null>(applicationPath(id), { method: 'DELETE' });

/**
 * The catalogue key telling why a write on an application was refused: the spec's text of the field
 * the API named (a note too long: `errors.tooLong`), else the problem's own text.
 */
export function refusalKey(error: unknown): string {
  if (!isApiFailure(error)) return 'errors.sthWentWrong';
  const body = error.body as { errors?: Record<string, unknown> } | null;
  const fieldKey = Object.values(body?.errors ?? {}).find(
    (code): code is string => typeof code === 'string' && isErrorKey(code),
  );
  return fieldKey ?? problemMessageKey(error.body);
}

/** Where the application's CV is downloaded (the session cookie goes along; every download is audited). */
export const cvDownloadUrl = (offerSlug: string, id: string) =>
  `/api/v1/offers/${encodeURIComponent(offerSlug)}/applications/${encodeURIComponent(id)}/download`;

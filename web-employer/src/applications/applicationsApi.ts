import type { ApplicationStatus } from '@tablica/domain/applications/application';
import type { CallApi } from '../api';

/** `PATCH /v2/employer-panel/applications/{id}/status`, on the version the employer saw (412 if stale). */
export const changeApplicationStatus = (
  callApi: CallApi,
  id: string,
  change: { status: ApplicationStatus; note?: string | null },
  version?: number,
) =>
  callApi<{ id: string; status: ApplicationStatus; version: number; changed: boolean }>(
    `/v2/employer-panel/applications/${encodeURIComponent(id)}/status`,
    {
      method: 'PATCH',
      json: { status: change.status, note: change.note?.trim() ? change.note.trim() : null },
      ...(version === undefined ? {} : { headers: { 'If-Match': `"${version}"` } }),
    },
  );

/** Where the application's CV is downloaded (the session cookie goes along; every download is audited). */
export const cvDownloadUrl = (offerSlug: string, id: string) =>
  `/api/v1/offers/${encodeURIComponent(offerSlug)}/applications/${encodeURIComponent(id)}/download`;

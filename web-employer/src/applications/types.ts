import type { CvDownload, EmployerApplicationRow } from '@tablica/domain/applications/employer-view';

/** An application as `GET /v2/employer-panel/applications(/{id})` serves it; the downloads for owners only. */
export type ApplicationRow = EmployerApplicationRow & { readonly downloads?: readonly CvDownload[] };

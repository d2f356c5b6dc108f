import type { ApplicationStatus, ShownOffer } from './application';

// The employer console's view of an application, as the read model serves it and the console reads it.

/** An application as the console lists it (spec §3 "Application (employer side)": id, status, name). */
export interface EmployerApplicationRow {
  readonly id: string;
  readonly offerId: string;
  readonly offerSlug: string;
  readonly offerTitle: string;
  readonly status: ApplicationStatus;
  readonly source: string;
  readonly name: string | null;
  readonly email: string | null;
  readonly message: string | null;
  readonly hasCv: boolean;
  readonly cvFileName: string | null;
  readonly cvContentType: string | null;
  readonly cvSize: number | null;
  readonly futureConsentAccepted: boolean;
  readonly customConsentAccepted: boolean;
  /** What the candidate was shown: offer version, title and salary ranges (pay transparency). */
  readonly shown: ShownOffer;
  readonly submittedAt: string;
  readonly updatedAt: string;
  /** The stream version: the ETag of `PATCH .../status` (If-Match). */
  readonly version: number;
}

/** One CV download: the audit trail a company's owners see. */
export interface CvDownload {
  readonly downloadedBy: string;
  readonly downloaderName: string;
  readonly downloadedAt: string;
}

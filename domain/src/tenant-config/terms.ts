import type { FeatureFlags } from './feature-flags';

/**
 * One version of a legal document (spec §3 Terms file): where the file is, from when it applies
 * (`fromDate`, null: already) and until when it is shown (`dueDate`, null: no end). Dates are
 * `YYYY-MM-DD`, read as whole days in UTC.
 */
export interface TermsFile {
  readonly url: string;
  readonly fromDate: string | null;
  readonly dueDate: string | null;
}

/**
 * A tenant's legal documents (spec §3 Config): the terms of service for the two audiences, the
 * privacy policy, and the information clause and whistleblower report only where the tenant has them.
 */
export interface TermsConfig {
  readonly termsOfServiceUrl: {
    readonly clients: readonly TermsFile[];
    readonly users: readonly TermsFile[];
  };
  readonly privacyPolicyUrl: readonly TermsFile[];
  readonly informationClauseUrl: readonly TermsFile[] | null;
  readonly whistleblowerReportUrl: readonly TermsFile[] | null;
}

/** The kinds of document the terms page shows, in its order (spec §2 terms page). */
export const termsDocumentKinds = [
  'termsForClients',
  'termsForUsers',
  'privacyPolicy',
  'informationClause',
  'whistleblowerReport',
] as const;
export type TermsDocumentKind = (typeof termsDocumentKinds)[number];

export interface TermsDocument {
  readonly kind: TermsDocumentKind;
  readonly file: TermsFile;
  /** The file applies only from a later day: the page labels it "valid from". */
  readonly upcoming: boolean;
}

/** The documents a tenant publishes: the whistleblower report only while its flag is on. */
export function publishedTerms(terms: TermsConfig, flags: FeatureFlags): TermsConfig {
  return flags.enableWhistleblowerReport ? terms : { ...terms, whistleblowerReportUrl: null };
}

const day = (now: Date) => now.toISOString().slice(0, 10);

/**
 * The cards of the terms page on `now`'s day: every file whose due date has not passed (the due
 * day itself still shows it), upcoming ones marked; the whistleblower report only with its flag.
 */
export function termsDocuments(terms: TermsConfig, flags: FeatureFlags, now: Date): TermsDocument[] {
  const published = publishedTerms(terms, flags);
  const files: Record<TermsDocumentKind, readonly TermsFile[]> = {
    termsForClients: published.termsOfServiceUrl.clients,
    termsForUsers: published.termsOfServiceUrl.users,
    privacyPolicy: published.privacyPolicyUrl,
    informationClause: published.informationClauseUrl ?? [],
    whistleblowerReport: published.whistleblowerReportUrl ?? [],
  };
  const today = day(now);
  return termsDocumentKinds.flatMap((kind) =>
    files[kind]
      .filter((file) => file.dueDate === null || file.dueDate >= today)
      .map((file) => ({ kind, file, upcoming: file.fromDate !== null && file.fromDate > today })),
  );
}

/** The file of a kind in force on `now`'s day (the fixed privacy-policy link leads to it); null: none. */
export function currentTermsFile(
  terms: TermsConfig,
  flags: FeatureFlags,
  kind: TermsDocumentKind,
  now: Date,
): TermsFile | null {
  return (
    termsDocuments(terms, flags, now).find((document) => document.kind === kind && !document.upcoming)
      ?.file ?? null
  );
}

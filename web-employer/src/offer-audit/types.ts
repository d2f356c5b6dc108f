/** `GET /api/admin/offers?q=`: one offer the audit found. */
export interface AuditedOffer {
  readonly offerId: string;
  readonly tenant: string;
  readonly slug: string;
  readonly status: string;
  readonly version: number;
  readonly title: string | null;
  readonly companyName: string | null;
}

export interface FieldChange {
  readonly field: string;
  readonly from: unknown;
  readonly to: unknown;
}

/** One event of `GET /api/admin/offers/{id}/history`. */
export interface AuditEvent {
  readonly position: string;
  readonly version: number;
  readonly id: string;
  readonly type: string;
  readonly occurredAt: string;
  readonly recordedAt: string;
  readonly actor: {
    readonly kind: string;
    readonly id: string;
    readonly name?: string;
    readonly email?: string;
  };
  readonly correlationId: string;
  readonly causationId: string | null;
  readonly summary: string;
  readonly changes: readonly FieldChange[];
}

export interface OfferTimeline extends AuditedOffer {
  readonly events: readonly AuditEvent[];
}

/** The timeline's filters as the admin set them (empty: no filter). */
export interface TimelineFilter {
  readonly types: readonly string[];
  /** An actor's kind or id. */
  readonly actor: string;
  /** ISO instants. */
  readonly from: string | null;
  readonly to: string | null;
}

export const noFilter: TimelineFilter = { types: [], actor: '', from: null, to: null };

/** `GET /api/admin/offers/{id}/state?at=`: the offer folded up to a version or a moment. */
export interface OfferStateAt {
  readonly offerId: string;
  readonly version: number;
  readonly lastVersion: number;
  readonly event: { readonly type: string; readonly occurredAt: string; readonly recordedAt: string };
  readonly state: OfferStateShown;
}

/** The parts of the write side's state the page shows (the rest is in the raw JSON). */
export interface OfferStateShown {
  readonly status: string;
  readonly slug?: string;
  readonly plan?: { readonly key: string };
  readonly copiedFrom?: { readonly offerId: string; readonly slug: string } | null;
  readonly content?: OfferText;
  readonly draft?: Partial<OfferText>;
  readonly publishedAt?: string;
  readonly expiredAt?: string;
  readonly bumpsUsed?: number;
  readonly [other: string]: unknown;
}

export interface OfferText {
  readonly title: string;
  readonly companyName: string;
  readonly categoryId: string;
  readonly subcategoryId: string | null;
  readonly experienceLevel: string;
  readonly workplaceType: string;
  readonly body: string;
  readonly locations: readonly { readonly city: string; readonly street: string }[];
  readonly employmentTypes: readonly {
    readonly type: string;
    readonly from: number | null;
    readonly to: number | null;
    readonly currency: string;
    readonly unit: string;
    readonly gross: boolean;
  }[];
}

/** One event of the JSON export: what the store recorded, with its data. */
export interface ExportedEvent {
  readonly version: number;
  readonly type: string;
  readonly data: Record<string, unknown>;
}

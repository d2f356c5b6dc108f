/** An event as the stream browser shows it (`query-api/src/admin/shown-events.ts`). */
export interface StreamEvent {
  readonly position: string;
  readonly checkpoint: string;
  readonly streamId: string;
  readonly category: string;
  readonly version: number;
  readonly id: string;
  readonly type: string;
  readonly tenant: string;
  readonly occurredAt: string;
  readonly recordedAt: string;
  readonly data: Record<string, unknown>;
  readonly metadata: {
    readonly actor?: { readonly kind: string; readonly id: string };
    readonly correlationId?: string;
    readonly causationId?: string | null;
  } & Record<string, unknown>;
}

export interface StreamCategory {
  readonly category: string;
  readonly streams: number;
}

export interface EventsPage {
  readonly events: readonly StreamEvent[];
  /** Where the next page starts; null after the last one. */
  readonly next: string | null;
}

export type Direction = 'backwards' | 'forwards';

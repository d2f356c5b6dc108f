/** The envelope every event carries (ARCHITECTURE.md, "Event store contract"). */
export interface Actor {
  readonly kind: 'employer' | 'candidate' | 'admin' | 'system' | 'anonymous';
  readonly id: string;
}

export interface EventMetadata {
  readonly tenant: string;
  readonly actor: Actor;
  readonly correlationId: string;
  readonly causationId: string | null;
  /** ISO-8601 instant at which the command that caused the event was decided. */
  readonly occurredAt: string;
}

/** A domain event as `decide` returns it: plain data, no envelope. */
export interface DomainEvent<Type extends string = string, Data = unknown> {
  readonly type: Type;
  readonly data: Data;
}

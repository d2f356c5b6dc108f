/** Dependency-injection tokens; only composition roots (server/src, command-api/query-api mains) use them. */
export const TOKENS = {
  Config: Symbol.for('tablica.Config'),
  Logger: Symbol.for('tablica.Logger'),
  Metrics: Symbol.for('tablica.Metrics'),
  DatabaseUrl: Symbol.for('tablica.DatabaseUrl'),
  Pool: Symbol.for('tablica.Pool'),
  EventStore: Symbol.for('tablica.EventStore'),
  Clock: Symbol.for('tablica.Clock'),
  ProjectionRunners: Symbol.for('tablica.ProjectionRunners'),
} as const;

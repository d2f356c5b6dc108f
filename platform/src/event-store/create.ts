import type { Config } from '../config/config';
import type { Pool } from '../postgres/pool';
import { KurrentDbEventStore } from './kurrentdb';
import type { EventStore } from './port';
import { PostgresEventStore } from './postgres';

/** The event store selected by EVENT_STORE. */
export function createEventStore(config: Config, pool: Pool, databaseUrl: string): EventStore {
  if (config.EVENT_STORE === 'kurrentdb') return new KurrentDbEventStore(config.KURRENTDB_CONNECTION_STRING!);
  return new PostgresEventStore(pool, databaseUrl);
}

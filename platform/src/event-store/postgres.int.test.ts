import pg from 'pg';
import { createTestDatabase } from '../testing/database';
import { eventStoreContract } from './contract';
import { PostgresEventStore } from './postgres';

eventStoreContract('PostgreSQL', async () => {
  const database = await createTestDatabase();
  const store = new PostgresEventStore(database.pool, database.url);
  return {
    store,
    async holdOpenAppend(streamId, event) {
      // What an append does, paused before COMMIT: the row has its position and transaction id.
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      await client.query('BEGIN');
      await client.query(
        `INSERT INTO events (event_id, stream_id, stream_version, type, data, metadata) VALUES ($1, $2, 1, $3, $4, $5)`,
        [event.id, streamId, event.type, JSON.stringify(event.data), JSON.stringify(event.metadata)],
      );
      return {
        async commit() {
          await client.query('COMMIT');
          await client.end();
        },
      };
    },
    async cleanup() {
      await store.close();
      await database.drop();
    },
  };
});

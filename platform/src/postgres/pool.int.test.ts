import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/database';
import { withoutFlush } from './pool';

describe('withoutFlush', () => {
  it("turns synchronous_commit off for its statement's transaction alone, in one statement", async () => {
    const database = await createTestDatabase();
    // The test server does not wait for the disk at all; these connections do, as production's.
    const pool = new pg.Pool({ connectionString: database.url, max: 1, options: '-c synchronous_commit=on' });
    // pool.end() resolves before its connection has closed, so the drop below may end it from the server's
    // side: the pool's 'error' event, thrown as an uncaught error without a listener (as createPool has).
    pool.on('error', () => undefined);
    try {
      await pool.query('CREATE TABLE hits (n int, setting text)');
      const inserted = await pool.query<{ setting: string }>(
        `INSERT INTO hits SELECT $1::int, current_setting('synchronous_commit') FROM ${withoutFlush}
         RETURNING setting`,
        [1],
      );
      expect(inserted.rows).toEqual([{ setting: 'off' }]);
      // The setting ends with the statement's transaction: the pooled connection is durable again.
      const after = await pool.query<{ synchronous_commit: string }>('SHOW synchronous_commit');
      expect(after.rows[0]!.synchronous_commit).toBe('on');
      expect((await pool.query('SELECT n FROM hits')).rows).toEqual([{ n: 1 }]);
    } finally {
      await pool.end();
      await database.drop();
    }
  });
});

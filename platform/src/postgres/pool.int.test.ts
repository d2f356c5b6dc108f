import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/database';
import { inTransactionWithoutFlush } from './pool';

describe('inTransactionWithoutFlush', () => {
  it('commits without waiting for the disk for that transaction alone, and rolls back on error', async () => {
    const database = await createTestDatabase();
    // The test server does not wait for the disk at all; these connections do, as production's.
    const pool = new pg.Pool({ connectionString: database.url, max: 2, options: '-c synchronous_commit=on' });
    try {
      await pool.query('CREATE TABLE hits (n int)');
      const inside = await inTransactionWithoutFlush(pool, async (db) => {
        await db.query('INSERT INTO hits VALUES (1)');
        return (await db.query<{ synchronous_commit: string }>('SHOW synchronous_commit')).rows[0]!;
      });
      expect(inside.synchronous_commit).toBe('off');
      // SET LOCAL ends with the transaction: the pooled connection is durable again.
      const after = await Promise.all(
        Array.from({ length: 3 }, () =>
          pool.query<{ synchronous_commit: string }>('SHOW synchronous_commit'),
        ),
      );
      expect(after.map((result) => result.rows[0]!.synchronous_commit)).toEqual(['on', 'on', 'on']);
      await expect(
        inTransactionWithoutFlush(pool, async (db) => {
          await db.query('INSERT INTO hits VALUES (2)');
          throw new Error('no');
        }),
      ).rejects.toThrow('no');
      expect((await pool.query('SELECT n FROM hits')).rows).toEqual([{ n: 1 }]);
    } finally {
      await pool.end();
      await database.drop();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/database';
import { compareVersions } from './comparison';

describe('compareVersions', () => {
  it('finds two versions the same whatever their rows order, and tells where they differ, hashable columns or not', async () => {
    const database = await createTestDatabase();
    const { pool } = database;
    try {
      for (const schema of ['cmp_v1', 'cmp_v2']) {
        await pool.query(`CREATE SCHEMA ${schema}`);
        // jsonb and numeric: hashed by value (PostgreSQL's row hash).
        await pool.query(`CREATE TABLE ${schema}.offers (id int PRIMARY KEY, state jsonb, pay numeric)`);
        // tsvector has no hash function: this table's rows are hashed by their text, in both versions.
        await pool.query(`CREATE TABLE ${schema}.words (id int PRIMARY KEY, words tsvector)`);
      }
      await pool.query(`CREATE TABLE cmp_v1.gone (id int)`);
      const rows = [1, 2, 3].map((id) => [id, JSON.stringify({ id, title: `Offer ${id}` }), id * 1000]);
      for (const [schema, order] of [
        ['cmp_v1', rows],
        ['cmp_v2', [...rows].reverse()],
      ] as const)
        for (const [id, state, pay] of order) {
          await pool.query(`INSERT INTO ${schema}.offers VALUES ($1, $2, $3)`, [id, state, pay]);
          await pool.query(`INSERT INTO ${schema}.words VALUES ($1, to_tsvector('simple', $2))`, [id, state]);
        }
      // As at a switch: inside a transaction.
      const compare = async () => {
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          return await compareVersions(client, { version: 1, schema: 'cmp_v1' }, 'cmp_v2', null);
        } finally {
          await client.query('ROLLBACK');
          client.release();
        }
      };

      const same = await compare();
      expect(same.tables.map(({ table, same }) => [table, same])).toEqual([
        ['gone', false],
        ['offers', true],
        ['words', true],
      ]);
      expect(same.tables[0]).toMatchObject({ previous: { rows: 0 }, current: null });
      expect(same.tables[1]!.current).toEqual({ rows: 3, checksum: expect.stringMatching(/^[0-9a-f]{16}$/) });

      // One value inside a jsonb and one word differ: the counts agree, the checksums do not.
      await pool.query(
        `UPDATE cmp_v2.offers SET state = jsonb_set(state, '{title}', '"Changed"') WHERE id = 2`,
      );
      await pool.query(`UPDATE cmp_v2.words SET words = to_tsvector('simple', 'changed') WHERE id = 3`);
      const changed = await compare();
      for (const table of changed.tables.slice(1)) {
        expect(table.same).toBe(false);
        expect(table.current!.rows).toBe(table.previous!.rows);
        expect(table.current!.checksum).not.toBe(table.previous!.checksum);
      }
    } finally {
      await database.drop();
    }
  });
});

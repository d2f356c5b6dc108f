import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/database';
import { copyField, copyRows } from './copy';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

describe('copyRows', () => {
  it('writes each value as it was: text with tabs, newlines and backslashes, nulls, dates, numbers, JSON', async () => {
    await database.pool.query(
      `CREATE TABLE copied (id integer, label text, at timestamptz, amount numeric(20, 0), flag boolean,
         doc json, bin jsonb)`,
    );
    const at = new Date('2026-11-28T09:15:30.123Z');
    const doc = [{ field: 'text', from: 'a\tb\nc\\d "quoted" \\N', to: 'zażółć 🦊\r\n' }];
    const client = await database.pool.connect();
    try {
      await client.query('BEGIN');
      await copyRows(
        client,
        'copied',
        ['id', 'label', 'at', 'amount', 'flag', 'doc', 'bin'],
        [
          [1, 'tab\there\nline\\slash \\N', at, '18446744073709551615', true, doc, { nested: { n: 1 } }],
          [2, null, null, null, false, null, undefined],
          [3, '', at.toISOString(), 0, null, [], {}],
        ],
      );
      await client.query('COMMIT');
    } finally {
      client.release();
    }
    const { rows } = await database.pool.query(
      'SELECT id, label, at, amount::text, flag, doc, bin FROM copied ORDER BY id',
    );
    expect(rows).toEqual([
      {
        id: 1,
        label: 'tab\there\nline\\slash \\N',
        at,
        amount: '18446744073709551615',
        flag: true,
        doc,
        bin: { nested: { n: 1 } },
      },
      { id: 2, label: null, at: null, amount: null, flag: false, doc: null, bin: null },
      { id: 3, label: '', at, amount: '0', flag: null, doc: [], bin: {} },
    ]);
  });

  it('writes nothing for no rows, and a refused row fails the whole copy in its transaction', async () => {
    await database.pool.query('CREATE TABLE strict (id integer PRIMARY KEY, doc json NOT NULL)');
    const client = await database.pool.connect();
    try {
      await copyRows(client, 'strict', ['id', 'doc'], []);
      await client.query('BEGIN');
      await expect(
        copyRows(
          client,
          'strict',
          ['id', 'doc'],
          [
            [1, { ok: true }],
            [1, { again: true }],
          ],
        ),
      ).rejects.toThrow(/duplicate key/);
      await client.query('ROLLBACK');
    } finally {
      client.release();
    }
    expect((await database.pool.query('SELECT count(*)::int AS n FROM strict')).rows).toEqual([{ n: 0 }]);
  });
});

describe('copyField', () => {
  it('escapes what COPY’s text format reads specially, and only that', () => {
    expect(copyField('a\\b\tc\nd\re')).toBe('a\\\\b\\tc\\nd\\re');
    expect(copyField(null)).toBe('\\N');
    expect(copyField('\\N')).toBe('\\\\N');
    expect(copyField({ a: 'x\ty' })).toBe('{"a":"x\\\\ty"}');
    expect(copyField(12.5)).toBe('12.5');
    expect(copyField('zażółć')).toBe('zażółć');
  });
});

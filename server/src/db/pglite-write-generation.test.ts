import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withStatementCache } from './pglite-statement-cache';
import { isPlainRead, withWriteGeneration } from './pglite-write-generation';
import type { WriteGeneration } from './write-generation';

/** The write generation against a real PGlite, wrapped as the server wraps it (client.ts). */

let pg: PGlite;
let writes: WriteGeneration;

beforeAll(async () => {
  pg = await PGlite.create();
  writes = withWriteGeneration(withStatementCache(pg));
  await pg.exec(`
    create table item (id int primary key, name text not null);
    create sequence item_seq;
    insert into item values (1, 'one'), (2, 'two');`);
}, 60_000);
afterAll(() => pg?.close());

/** How far the generation moved while `run` ran. */
async function moved(run: () => Promise<unknown>): Promise<number> {
  const before = writes.value;
  await run();
  return writes.value - before;
}

describe('PGlite writes counted', () => {
  it('leaves it alone for plain reads', async () => {
    expect(await moved(() => pg.query('select * from item where id = $1', [1]))).toBe(0);
    expect(
      await moved(() =>
        pg.query('with t as (select id from item) select count(*) from t where id > $1', [0]),
      ),
    ).toBe(0);
  });

  it('moves it for every statement that writes, before it runs and once it is done', async () => {
    const before = writes.value;
    const insert = pg.query('insert into item values ($1, $2)', [3, 'three']);
    // Counted as the write starts: a read taken from now on is not kept as if after it.
    expect(writes.value).toBeGreaterThan(before);
    await insert;
    expect(writes.value).toBe(before + 2);
    expect(await moved(() => pg.query('update item set name = $1 where id = $2', ['drei', 3]))).toBe(2);
    expect(await moved(() => pg.query('delete from item where id = $1', [3]))).toBe(2);
    expect(
      await moved(() =>
        pg.query(
          'with changed as (update item set name = name where id = $1 returning id) select * from changed',
          [1],
        ),
      ),
    ).toBe(2);
    expect(await moved(() => pg.query('select nextval($1)', ['item_seq']))).toBe(2);
    expect(await moved(() => pg.query('select * from item where id = $1 for update', [1]))).toBe(2);
    expect(await moved(() => pg.exec('select 1'))).toBe(2);
  });

  it('moves it when a write fails too', async () => {
    const before = writes.value;
    await expect(pg.query('insert into item values ($1, $2)', [1, 'again'])).rejects.toThrow();
    expect(writes.value).toBe(before + 2);
  });

  it('moves it around a transaction, committed or rolled back, and for the writes inside it', async () => {
    let inside = 0;
    const committed = await moved(() =>
      pg.transaction(async (tx) => {
        const start = writes.value;
        await tx.query('select * from item where id = $1', [1]);
        await tx.query('update item set name = $1 where id = $2', ['uno', 1]);
        inside = writes.value - start;
      }),
    );
    expect(inside).toBe(2);
    expect(committed).toBe(4);
    const rolledBack = await moved(() =>
      pg
        .transaction(async (tx) => {
          await tx.query('select * from item where id = $1', [1]);
          throw new Error('no');
        })
        .catch(() => {}),
    );
    expect(rolledBack).toBe(2);
    expect((await pg.query<{ name: string }>('select name from item where id = $1', [1])).rows[0]?.name).toBe(
      'uno',
    );
  });
});

describe('isPlainRead', () => {
  it('takes a SELECT or WITH … SELECT that names nothing able to write', () => {
    expect(isPlainRead('select "users"."updated_at" from "users" where "users"."id" = $1')).toBe(true);
    expect(
      isPlainRead('  WITH matched AS MATERIALIZED (select id from users) select count(*) from matched'),
    ).toBe(true);
  });

  it('takes anything else for a write', () => {
    for (const sql of [
      'insert into item values (1)',
      'update item set name = $1',
      'delete from item',
      'with gone as (delete from item returning id) select * from gone',
      'select * from item for update',
      "select set_config('x', '1', false)",
      'select pg_advisory_lock(1)',
      'set local statement_timeout = 1000',
      'begin',
    ]) {
      expect(isPlainRead(sql), sql).toBe(false);
    }
  });
});

import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withStatementCache } from './pglite-statement-cache';

/**
 * The statement cache against a real PGlite: what PostgreSQL holds prepared is read from
 * `pg_prepared_statements` through `exec()`, PGlite's simple-query path, which the cache leaves
 * alone (so the look does not add a statement of its own).
 */

let pg: PGlite;
/** PGlite's own `query()`, unnamed every time: what the cached path must answer alike. */
let unnamed: PGlite['query'];

beforeAll(async () => {
  pg = await PGlite.create();
  unnamed = Object.getPrototypeOf(pg).query.bind(pg);
  withStatementCache(pg, 3);
  await pg.exec(`
    create table item (id int primary key, name text not null, tags text[], doc jsonb,
                       active boolean, seen timestamptz, price numeric);
    insert into item values (1, 'one', '{a,b}', '{"k":1}', true, '2026-11-29T05:00:00Z', 10.5),
                            (2, 'two', null, null, false, null, null);`);
}, 60_000);
afterAll(() => pg?.close());

async function prepared(): Promise<Array<{ name: string; statement: string }>> {
  const [result] = await pg.exec(
    `select name, statement from pg_prepared_statements where name like 'conexao_%' order by name`,
  );
  return result!.rows as Array<{ name: string; statement: string }>;
}

const select = 'select * from item where id = $1 or name = $2 order by id';

describe('PGlite statements kept prepared by their text', () => {
  it('prepares a statement once and answers as the unnamed path does, values of every kind', async () => {
    const first = await pg.query(select, [1, 'two']);
    const again = await pg.query(select, [2, 'nobody']);
    const kept = (await prepared()).filter((s) => s.statement === select);
    expect(kept).toHaveLength(1);
    expect(first).toEqual(await unnamed(select, [1, 'two']));
    expect(again.rows).toEqual([expect.objectContaining({ id: 2, name: 'two', tags: null })]);
    expect(first.rows[0]).toMatchObject({ tags: ['a', 'b'], doc: { k: 1 }, active: true });
  });

  it('answers rows as arrays and with the caller’s parsers, as the unnamed path does (Drizzle’s way)', async () => {
    const options = { rowMode: 'array' as const, parsers: { 1184: (value: string) => `at ${value}` } };
    const cached = await pg.query(select, [1, 'two'], options);
    expect(cached).toEqual(await unnamed(select, [1, 'two'], options));
    expect(cached.rows[0]).toEqual([
      1,
      'one',
      ['a', 'b'],
      { k: 1 },
      true,
      'at 2026-11-29 05:00:00+00',
      '10.5',
    ]);
    const update = 'update item set active = $1 where id in ($2, $3)';
    expect(await pg.query(update, [true, 1, 2])).toEqual(await unnamed(update, [true, 1, 2]));
    expect((await pg.query(update, [true, 1, 2])).affectedRows).toBe(2);
  });

  it('keeps statements run inside a transaction, and they outlive one that rolls back', async () => {
    const byName = 'select id from item where name = $1';
    const inside = await pg
      .transaction(async (tx) => {
        await tx.query(`insert into item (id, name) values (30, 'tx-row')`);
        const seen = await tx.query(byName, ['tx-row']);
        await tx.query(byName, ['tx-row']);
        await tx.rollback();
        return seen.rows;
      })
      .catch((error: Error) => error.message);
    expect(inside).toEqual([{ id: 30 }]);
    expect((await prepared()).filter((s) => s.statement === byName)).toHaveLength(1);
    expect((await pg.query(byName, ['tx-row'])).rows).toEqual([]);
    const failed = pg.transaction(async (tx) => tx.query('select * from no_such_table where id = $1', [1]));
    await expect(failed).rejects.toMatchObject({ code: '42P01' });
    expect((await pg.query(byName, ['one'])).rows).toEqual([{ id: 1 }]);
  });

  it('serialises parameters by the types PostgreSQL inferred: arrays, json, dates, booleans, null', async () => {
    const insert =
      'insert into item (id, name, tags, doc, active, seen) values ($1, $2, $3, $4, $5, $6) returning *';
    const seen = new Date('2026-11-29T06:00:00Z');
    const { rows, affectedRows } = await pg.query(insert, [3, 'three', ['x', 'y'], { n: [1] }, false, seen]);
    expect(affectedRows).toBe(1);
    expect(rows[0]).toMatchObject({ id: 3, tags: ['x', 'y'], doc: { n: [1] }, active: false, seen });
    const { rows: none } = await pg.query(insert, [4, 'four', null, null, null, null]);
    expect(none[0]).toMatchObject({ id: 4, tags: null, doc: null, active: null, seen: null });
  });

  it('plans a statement with a LIKE pattern for its values on every run: nothing kept prepared', async () => {
    const search = 'select id from item where name like $1 and id > $2 order by id';
    expect((await pg.query(search, ['%o%', 0])).rows).toEqual([{ id: 1 }, { id: 2 }, { id: 4 }]);
    expect((await pg.query(search, ['t%', 1])).rows).toEqual([{ id: 2 }, { id: 3 }]);
    expect(await pg.query(search, ['%e', 0])).toEqual(await unnamed(search, ['%e', 0]));
    expect((await prepared()).map((s) => s.statement)).not.toContain(search);
  });

  it('keeps at most its bound, closing the least recently used', async () => {
    for (let i = 0; i < 5; i += 1) await pg.query(`select ${i} as n`);
    const kept = await prepared();
    // The fifth statement's own run closed what the fourth evicted; the fifth evicted one more,
    // closed with the next message: one beyond the bound at most.
    expect(kept.length).toBeLessThanOrEqual(4);
    expect(kept.map((s) => s.statement)).toContain('select 4 as n');
    expect(kept.map((s) => s.statement)).not.toContain('select 0 as n');
    expect((await pg.query('select 0 as n')).rows).toEqual([{ n: 0 }]);
  });

  it('raises a database error with its code and statement, and keeps nothing of a bad one', async () => {
    const bad = 'select * from no_such_table where id = $1';
    await expect(pg.query(bad, [1])).rejects.toMatchObject({ code: '42P01', query: bad });
    expect((await prepared()).map((s) => s.statement)).not.toContain(bad);
    const duplicate = 'insert into item (id, name) values ($1, $2)';
    await pg.query(duplicate, [10, 'ten']);
    await expect(pg.query(duplicate, [10, 'again'])).rejects.toMatchObject({ code: '23505' });
    // The session is usable at once, and the failed insert wrote nothing.
    const { rows } = await pg.query<{ name: string }>('select name from item where id = $1', [10]);
    expect(rows).toEqual([{ name: 'ten' }]);
  });

  it('runs a kept statement again after its table changed shape', async () => {
    const all = 'select * from item where id = $1';
    expect(Object.keys((await pg.query(all, [1])).rows[0] as object)).not.toContain('extra');
    await pg.exec(`alter table item add column extra text default 'x'`);
    const { rows } = await pg.query(all, [1]);
    expect(rows[0]).toMatchObject({ id: 1, extra: 'x' });
  });

  it('waits for a transaction in progress, as PGlite’s own query does', async () => {
    const count = 'select count(*)::int as n from item where name = $1';
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let inserted = () => {};
    const insertDone = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    const transaction = pg
      .transaction(async (tx) => {
        await tx.query(`insert into item (id, name) values (20, 'in-tx')`);
        inserted();
        await held;
        throw new Error('rolled back');
      })
      .catch((error: Error) => error.message);
    await insertDone;
    // Asked while the transaction holds its insert uncommitted, in PGlite's one session: had it
    // not waited, it would have counted that row; it runs after the rollback and counts none.
    const counted = pg.query<{ n: number }>(count, ['in-tx']);
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    expect(await transaction).toBe('rolled back');
    expect((await counted).rows).toEqual([{ n: 0 }]);
  });
});

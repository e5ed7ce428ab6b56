import { describe, expect, it } from 'vitest';
import {
  type KeptPageRequest,
  type SameIds,
  createKeptPages,
  idsFromCount,
  rowsToReadWithCount,
} from './kept-pages';

interface Row {
  id: string;
  status: string;
}

/** A list of 25 rows whose statuses may change; counts each kind of read it answers. */
function fakeList() {
  const rows: Row[] = Array.from({ length: 25 }, (_, i) => ({ id: `r${i}`, status: 'APPLIED' }));
  const reads = { pages: 0, byIds: [] as string[][] };
  const request = (
    page: number,
    version: string,
    sameIds?: Pick<SameIds<Row>, 'version'>,
  ): KeptPageRequest<Row> => ({
    key: 'list',
    version,
    page,
    perPage: 10,
    count: async () => ({ items: rows.length, capped: false }),
    rows: async (offset, limit) => {
      reads.pages += 1;
      return rows.slice(offset, offset + limit).map((row) => ({ ...row }));
    },
    sameIds: sameIds && {
      version: sameIds.version,
      idOf: (row) => row.id,
      rowsOf: async (ids) => {
        reads.byIds.push(ids);
        // Backwards, as a database may answer `id = any(…)`.
        return rows
          .filter((row) => ids.includes(row.id))
          .map((row) => ({ ...row }))
          .reverse();
      },
    },
  });
  return { rows, reads, request };
}

describe('kept pages', () => {
  it('keeps a page for its version and reads it again when the version moves', async () => {
    const keptPage = createKeptPages<Row>();
    const list = fakeList();
    const first = await keptPage(list.request(2, 'v1'));
    expect(first.kept).toEqual({ total: false, page: 'read' });
    expect(first.items.map((row) => row.id)).toEqual([
      'r10',
      'r11',
      'r12',
      'r13',
      'r14',
      'r15',
      'r16',
      'r17',
      'r18',
      'r19',
    ]);
    expect((await keptPage(list.request(2, 'v1'))).kept).toEqual({ total: true, page: 'kept' });
    expect((await keptPage(list.request(2, 'v2'))).kept.page).toBe('read');
    expect(list.reads.pages).toBe(2);
  });

  it("reads only a page's rows, by its kept ids and in their order, while the ids' version holds", async () => {
    const keptPage = createKeptPages<Row>();
    const list = fakeList();
    await keptPage(list.request(1, 'v1', { version: 'm1' }));
    list.rows[3] = { id: 'r3', status: 'HIRED' };
    const after = await keptPage(list.request(1, 'v2', { version: 'm1' }));
    expect(after.kept.page).toBe('rows');
    expect(list.reads.pages).toBe(1);
    expect(list.reads.byIds).toEqual([['r0', 'r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7', 'r8', 'r9']]);
    expect(after.items.map((row) => row.id)).toEqual([
      'r0',
      'r1',
      'r2',
      'r3',
      'r4',
      'r5',
      'r6',
      'r7',
      'r8',
      'r9',
    ]);
    expect(after.items[3]?.status).toBe('HIRED');
    // The re-read rows are kept for their version like any page.
    expect((await keptPage(list.request(1, 'v2', { version: 'm1' }))).kept.page).toBe('kept');
  });

  it("finds the page anew when the ids' version moves, and leaves out a row gone meanwhile", async () => {
    const keptPage = createKeptPages<Row>();
    const list = fakeList();
    await keptPage(list.request(1, 'v1', { version: 'm1' }));
    list.rows.splice(0, 1);
    const moved = await keptPage(list.request(1, 'v2', { version: 'm2' }));
    expect(moved.kept.page).toBe('read');
    expect(moved.items[0]?.id).toBe('r1');
    expect(list.reads.byIds).toEqual([]);
    // Removed while the ids' version still holds (a version read just before the delete's
    // commit): the page is one short, never a row that is not there.
    const stale = await keptPage(list.request(2, 'v3', { version: 'm2' }));
    expect(stale.kept.page).toBe('read');
    list.rows.splice(
      list.rows.findIndex((row) => row.id === 'r12'),
      1,
    );
    const gone = await keptPage(list.request(2, 'v4', { version: 'm2' }));
    expect(gone.kept.page).toBe('rows');
    expect(gone.items.map((row) => row.id)).toEqual(
      ['r11', 'r12', 'r13', 'r14', 'r15', 'r16', 'r17', 'r18', 'r19', 'r20'].filter((id) => id !== 'r12'),
    );
  });

  it('shares one read of the ids between concurrent requests', async () => {
    const keptPage = createKeptPages<Row>();
    const list = fakeList();
    await keptPage(list.request(1, 'v1', { version: 'm1' }));
    const both = await Promise.all([
      keptPage(list.request(1, 'v2', { version: 'm1' })),
      keptPage(list.request(1, 'v2', { version: 'm1' })),
    ]);
    expect(both.map((answer) => answer.items.length)).toEqual([10, 10]);
    expect(list.reads.pages).toBe(1);
    expect(list.reads.byIds).toHaveLength(1);
  });

  it('counts once for every key of the same total key, and apart for another', async () => {
    const keptPage = createKeptPages<Row>();
    const list = fakeList();
    let counts = 0;
    const sorted = (key: string, totalKey: string): KeptPageRequest<Row> => ({
      ...list.request(1, 'v1'),
      key,
      totalKey,
      count: async () => {
        counts += 1;
        return { items: list.rows.length, capped: false };
      },
    });
    const newest = await keptPage(sorted('newest', 'filters'));
    const oldest = await keptPage(sorted('oldest', 'filters'));
    expect([newest.kept, oldest.kept]).toEqual([
      { total: false, page: 'read' },
      { total: true, page: 'read' },
    ]);
    expect(counts).toBe(1);
    await keptPage(sorted('newest of other filters', 'other filters'));
    expect(counts).toBe(2);
    // The pages stay apart: each key read its own.
    expect(list.reads.pages).toBe(3);
  });
});

describe('the rows a count reads the ids of', () => {
  it('are the first five pages while the asked page is among them, else the asked page', () => {
    expect(rowsToReadWithCount(0, 10)).toEqual({ offset: 0, limit: 50 });
    expect(rowsToReadWithCount(40, 10)).toEqual({ offset: 0, limit: 50 });
    expect(rowsToReadWithCount(50, 10)).toEqual({ offset: 50, limit: 10 });
    expect(rowsToReadWithCount(20, 20)).toEqual({ offset: 0, limit: 100 });
  });

  it('give any page within them, and none outside', () => {
    const ids = Array.from({ length: 50 }, (_, i) => `r${i}`);
    const total = { firstPage: { offset: 0, limit: 50, ids } };
    expect(idsFromCount(total, 0, 10)).toEqual(ids.slice(0, 10));
    expect(idsFromCount(total, 30, 10)).toEqual(ids.slice(30, 40));
    expect(idsFromCount(total, 40, 20)).toBeNull();
    expect(idsFromCount({ firstPage: { offset: 90, limit: 10, ids: ids.slice(0, 10) } }, 80, 10)).toBeNull();
    expect(idsFromCount({}, 0, 10)).toBeNull();
    // A list that ends within them: its last page is short, the next one empty.
    const short = { firstPage: { offset: 0, limit: 50, ids: ids.slice(0, 23) } };
    expect(idsFromCount(short, 20, 10)).toEqual(['r20', 'r21', 'r22']);
    expect(idsFromCount(short, 30, 10)).toEqual([]);
  });
});

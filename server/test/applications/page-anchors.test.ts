import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { anchorOf, createApplicationsRepository } from '../../src/modules/applications/repository';
import type { TestApp } from '../helper';
import { call, candidate, isolatedEmployer } from './fixtures';
import {
  type ListVariant,
  applicationsPage,
  applicationsTruth,
  candidatesPage,
  candidatesTruth,
} from './deep-pages';

/**
 * Issue 20: a deep page in date order starts from the nearest row an earlier deep read left
 * behind (db/page-anchors.ts) instead of stepping over every row before it. Each page is
 * compared with what a plain OFFSET query answers at that moment, before and after the list
 * changes; the answer's Server-Timing says whether an anchor was used.
 */

let t: TestApp;
let boss: { token: string; companyId: string };

/**
 * Each test on a database of its own (closed when it ends): what is kept depends on versions
 * other test files would move.
 */
async function freshCompany() {
  ({ t, boss } = await isolatedEmployer({ jobs: 3, applications: 2400 }));
  // Ratings and note counts spread over few values: the sorts by them tie often, and the date and
  // id break the ties (written directly: only the order matters here).
  await t.database.db.execute(sql`
    update applications set rating_average = (abs(hashtext(id::text)) % 9) / 2.0,
      notes_count = abs(hashtext(id::text)) % 4
    where company_id = ${boss.companyId}`);
}

interface Variant extends ListVariant {
  /**
   * How a deep page is read with no kept anchor before it: in date order from its day's first row
   * (company_application_days), in the other sorts from the list's start.
   */
  unkept: 'dated' | 'read';
}

const variants: Variant[] = [
  { query: '', orderBy: 'created_at desc, id desc', unkept: 'dated' },
  { query: '&sort=created_at&order=asc', orderBy: 'created_at, id', unkept: 'dated' },
  { query: '&status=APPLIED', status: 'APPLIED', orderBy: 'created_at desc, id desc', unkept: 'dated' },
  {
    query: '&sort=average_rating&order=desc',
    orderBy: 'rating_average desc, created_at desc, id desc',
    unkept: 'read',
  },
  {
    query: '&status=APPLIED&sort=notes_count&order=asc',
    status: 'APPLIED',
    orderBy: 'notes_count, created_at, id',
    unkept: 'read',
  },
];

async function applicationsIn(status: string): Promise<number> {
  const result = await t.database.db.execute(
    sql`select count(*)::int as n from applications where company_id = ${boss.companyId} and status = ${status}`,
  );
  return Number(result.rows[0]?.n);
}

describe('a deep page started from a kept anchor', () => {
  it('is the page OFFSET gives, in date order either way or by rating or notes, with or without a status', async () => {
    await freshCompany();
    // Enough APPLIED rows for pages past the first anchor's position (1,000).
    expect(await applicationsIn('APPLIED')).toBeGreaterThan(1300);
    for (const v of variants) {
      const first = await applicationsPage(t, boss.token, v, 110);
      expect(first.page, `${v.query} page 110`).toBe(v.unkept);
      expect(first.ids, `${v.query} page 110`).toEqual(await applicationsTruth(t, boss.companyId, v, 110));
      // Pages after it start at its first row (position 1,090); the one before it cannot.
      for (const page of [111, 115, 129]) {
        const later = await applicationsPage(t, boss.token, v, page);
        expect(later.page, `${v.query} page ${page}`).toBe('anchored');
        expect(later.ids, `${v.query} page ${page}`).toEqual(
          await applicationsTruth(t, boss.companyId, v, page),
        );
      }
      const before = await applicationsPage(t, boss.token, v, 105);
      expect(before.page, `${v.query} page 105`).toBe(v.unkept);
      expect(before.ids).toEqual(await applicationsTruth(t, boss.companyId, v, 105));
      // Page 105 left its own anchor: page 107 starts there.
      expect((await applicationsPage(t, boss.token, v, 107)).ids).toEqual(
        await applicationsTruth(t, boss.companyId, v, 107),
      );
    }
  });

  it('is not used once the list changes, and the page read anew is the new page', async () => {
    await freshCompany();
    const newest = variants[0] as Variant;
    const applied = variants[2] as Variant;
    await applicationsPage(t, boss.token, newest, 120);
    await applicationsPage(t, boss.token, applied, 120);
    expect((await applicationsPage(t, boss.token, newest, 121)).page).toBe('anchored');
    expect((await applicationsPage(t, boss.token, applied, 121)).page).toBe('anchored');

    // A move changes who is in the APPLIED list, not the order of the whole one.
    const [moved] = await applicationsTruth(t, boss.companyId, applied, 1);
    const change = await call(t, 'PUT', `/applications/${moved}/status`, boss.token, { status: 'HIRED' });
    expect(change.statusCode, change.body).toBe(200);
    const appliedAfter = await applicationsPage(t, boss.token, applied, 122);
    expect(appliedAfter.page).toBe('dated');
    expect(appliedAfter.ids).toEqual(await applicationsTruth(t, boss.companyId, applied, 122));
    const newestAfter = await applicationsPage(t, boss.token, newest, 122);
    expect(newestAfter.page).toBe('anchored');
    expect(newestAfter.ids).toEqual(await applicationsTruth(t, boss.companyId, newest, 122));

    // A new application moves every row of the whole list one place down (its candidate signs
    // up first: a new candidate alone changes the version too, names being shown and searched).
    const someone = await candidate(t, { first_name: 'Ultima', last_name: 'Candidata' });
    await applicationsPage(t, boss.token, newest, 120);
    expect((await applicationsPage(t, boss.token, newest, 123)).page).toBe('anchored');
    const [job] = (
      await t.database.db.execute(
        sql`select id from internships where company_id = ${boss.companyId} limit 1`,
      )
    ).rows;
    await t.database.db.execute(
      sql`insert into applications (internship_id, user_id) values (${job?.id}, ${someone.userId})`,
    );
    const shifted = await applicationsPage(t, boss.token, newest, 123);
    expect(shifted.page).toBe('dated');
    expect(shifted.ids).toEqual(await applicationsTruth(t, boss.companyId, newest, 123));
  });

  it('reads the same rows from any anchor as from the list start (rows sharing a time among them)', async () => {
    await freshCompany();
    const repo = createApplicationsRepository(t.database.db);
    // Rows sharing one created_at around the anchors: the id breaks the tie on both sides.
    await t.database.db.execute(sql`
      update applications set created_at = now() - interval '1 day' where id in (
        select id from applications where company_id = ${boss.companyId}
        order by created_at desc, id desc offset 990 limit 540)`);
    const filters = { companyId: boss.companyId };
    const sorts = (['created_at', 'average_rating', 'notes_count'] as const).flatMap((sort) =>
      (['desc', 'asc'] as const).map((order) => ({ sort, order })),
    );
    for (const sorted of sorts) {
      const { order } = sorted;
      for (const [position, offset] of [
        [1000, 1000],
        [1000, 1001],
        [1003, 1495],
        [1500, 2391],
      ] as const) {
        const [row] = await repo.list(filters, null, 1, position, sorted, 'walk');
        expect(row, `${sorted.sort} ${order} row ${position}`).toBeDefined();
        if (!row) continue;
        const from = { position, anchor: anchorOf(row, sorted.sort) };
        const anchored = await repo.list(filters, null, 10, offset, sorted, { from });
        const walked = await repo.list(filters, null, 10, offset, sorted, 'walk');
        const label = `${sorted.sort} ${order} from ${position} to ${offset}`;
        expect(walked.length, label).toBeGreaterThan(0);
        expect(
          anchored.map((r) => r.id),
          label,
        ).toEqual(walked.map((r) => r.id));
      }
    }
  });
});

describe('a deep page of candidates started from a kept anchor', () => {
  it('is the page OFFSET gives either way, and found anew once a candidate signs up', async () => {
    // One job, 1,500 applicants: 1,500 candidates in a database of the test's own.
    ({ t, boss } = await isolatedEmployer({ jobs: 1, applications: 1500 }));
    for (const order of ['desc', 'asc'] as const) {
      // With nothing kept, from its day's first row (candidate_days; see day-starts.test.ts).
      expect((await candidatesPage(t, boss.token, order, 110)).page).toBe('dated');
      for (const page of [111, 120, 140]) {
        const later = await candidatesPage(t, boss.token, order, page);
        expect(later.page, `${order} page ${page}`).toBe('anchored');
        expect(later.ids, `${order} page ${page}`).toEqual(await candidatesTruth(t, order, page));
      }
    }
    await candidate(t, { first_name: 'Nova', last_name: 'Inscrita' });
    const after = await candidatesPage(t, boss.token, 'asc', 141);
    expect(after.page).toBe('dated');
    expect(after.ids).toEqual(await candidatesTruth(t, 'asc', 141));
  });
});

import { expect, it } from 'vitest';
import { call, testApp } from '../helper';
import { expectServedInIndexOrder, orderedReadsOf, sentQueries } from '../query-plan';
import { team } from './fixtures';

/**
 * A page of the company's activity log is one range of company_activity_company_created_idx
 * from its anchor, in the index's order: with plain 'desc' (NULLS FIRST against the index's
 * NULLS LAST) every page sorted the company's whole log, which grows with every status move.
 */
it('reads the first and an older page of the activity log in the index order, without sorting', async () => {
  const t = await testApp();
  const c = await team(t, 'Plans');
  const owner = c.members.OWNER;
  // Two logged changes (a member's role, there and back): two pages of one entry.
  for (const role of ['VIEWER', 'RECRUITER'] as const) {
    const changed = await call(t, 'PUT', `/company/members/${c.members.RECRUITER.id}`, owner.token, { role });
    expect(changed.statusCode, changed.body).toBe(200);
  }
  const sent = await sentQueries(t, async () => {
    const first = await call(t, 'GET', '/company/activity?limit=1', owner.token);
    expect(first.statusCode, first.body).toBe(200);
    const { entries, hasMore } = (
      first.json() as { data: { entries: Array<{ id: string }>; hasMore: boolean } }
    ).data;
    expect(hasMore).toBe(true);
    const older = await call(t, 'GET', `/company/activity?limit=1&before=${entries[0]!.id}`, owner.token);
    expect(older.statusCode, older.body).toBe(200);
  });
  const pages = orderedReadsOf(sent, 'company_activity');
  expect(pages).toHaveLength(2);
  for (const query of pages) await expectServedInIndexOrder(t, query, 'company_activity_company_created_idx');
});

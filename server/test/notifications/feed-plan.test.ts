import { expect, it } from 'vitest';
import { testApp } from '../helper';
import { expectServedInIndexOrder, orderedReadsOf, sentQueries } from '../query-plan';
import { apply, candidate, employer, feed, job } from './fixtures';

/**
 * The feed must be served by notifications_feed_idx in its own order: one index range, never a
 * sort of every notification the user has (what PostgreSQL does when the ORDER BY's NULLS differ
 * from the index's, NOT NULL columns or not: 9–13 ms for an employer with 10,000 notifications).
 */
it('reads the first and an older page as one range of notifications_feed_idx, without sorting', async () => {
  const t = await testApp();
  const boss = await employer(t);
  const jobId = await job(t, boss, 'Estágio em Dados');
  for (let i = 0; i < 3; i++) await apply(t, jobId, await candidate(t));

  const sent = await sentQueries(t, async () => {
    const first = await feed(t, boss.token, '?limit=2');
    await feed(t, boss.token, `?limit=2&before=${first.notifications.at(-1)!.id}`);
  });
  const feedQueries = orderedReadsOf(sent, 'notifications');
  expect(feedQueries).toHaveLength(2);
  for (const query of feedQueries) await expectServedInIndexOrder(t, query, 'notifications_feed_idx');
});

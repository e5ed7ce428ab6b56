import { expect, it } from 'vitest';
import { call, testApp } from '../helper';
import { planNodesWithout, sentQueries } from '../query-plan';
import { candidate, employer } from '../applications/fixtures';

/**
 * Issue 20: a candidate search with a city and an availability is one scan of the search index
 * with all three conditions (migration 0029, btree_gin). With the trigram index alone, the city
 * and availability were checked on every row the words matched: 'silva' in Namibe read 3,070 heap
 * pages for 213 matches. The candidates' btree indexes are set aside here, so the question is
 * what the search index can take into its own scan, not which index a test-sized table happens
 * to prefer.
 */
it('takes the search words, the city and the availability into one scan of the search index', async () => {
  const t = await testApp();
  const reader = await employer(t, 'Search plan');
  // One match, so a page is read too (an empty total reads no page).
  await candidate(t, { first_name: 'Rosa', last_name: 'Silva', city: 'Namibe', availability: 'REMOTE' });
  const sent = await sentQueries(t, async () => {
    const list = await call(
      t,
      'GET',
      '/candidates?q=silva&location=Namibe&availability=REMOTE',
      reader.token,
    );
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.users.length).toBeGreaterThan(0);
  });
  const searches = sent.filter((q) => q.text.includes('"search_text" like'));
  // Three filters: the total and the page in one read of the matches (matches-with-page.test.ts).
  expect(searches).toHaveLength(1);
  for (const query of searches) {
    const nodes = await planNodesWithout(t, query, [
      'users_candidates_city_idx',
      'users_candidates_availability_idx',
      'users_candidates_created_idx',
      'users_candidates_name_idx',
    ]);
    const scan = nodes.find((n) => n['Index Name'] === 'users_candidates_search_filters_idx');
    expect(scan?.['Index Cond'], JSON.stringify(nodes)).toMatch(/search_text.*city.*availability/s);
  }
});

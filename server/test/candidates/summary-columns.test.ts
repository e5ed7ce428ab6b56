import { expect, it } from 'vitest';
import { call, candidate, employer } from '../applications/fixtures';
import { testApp } from '../helper';
import { sentQueries } from '../query-plan';

/**
 * The candidates list and a candidate's page read the columns a summary shows and nothing else
 * (candidate-summary.ts): half of `users`, so each page read costs less of the server's CPU
 * (issue 20), and an employer's browsing never reads a candidate's email, phone or password hash.
 */

const SECRET_COLUMNS = ['"email"', '"phone"', '"password_hash"', '"token_version"', '"provider"'];

it('reads only the summary’s columns for a list page and for one candidate', async () => {
  const t = await testApp();
  const reader = await employer(t, 'Summary columns');
  const person = await candidate(t, {
    first_name: 'Quitéria',
    last_name: 'Mbala',
    city: 'Namibe',
    skills: ['SQL'],
  });

  const sent = await sentQueries(t, async () => {
    const listed = await call(t, 'GET', '/candidates?q=quiteria&perPage=5', reader.token);
    expect(listed.statusCode, listed.body).toBe(200);
    const [first] = (listed.json() as { data: { users: Array<Record<string, unknown>> } }).data.users;
    expect(first).toMatchObject({
      id: person.userId,
      first_name: 'Quitéria',
      city: 'Namibe',
      skills: ['SQL'],
    });

    const one = await call(t, 'GET', `/candidates/${person.userId}`, reader.token);
    expect(one.statusCode, one.body).toBe(200);
    expect((one.json() as { data: Record<string, unknown> }).data).toMatchObject({ last_name: 'Mbala' });
  });

  // The statements that read candidates' rows (those naming their headline): a page's, and one's.
  const rowReads = sent.filter((q) => q.text.includes('"headline"'));
  expect(rowReads.length, sent.map((q) => q.text).join('\n\n')).toBeGreaterThanOrEqual(2);
  for (const { text } of rowReads) {
    for (const column of SECRET_COLUMNS) expect(text, text).not.toContain(column);
  }
});

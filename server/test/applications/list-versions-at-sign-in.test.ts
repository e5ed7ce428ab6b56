import { describe, expect, it } from 'vitest';
import { applicationsVersionsFromSignIn } from '../../src/modules/applications/list-versions';
import { type TestApp, json } from '../helper';
import { sentQueries } from '../query-plan';
import { call, candidate, isolatedEmployer } from './fixtures';

/**
 * Issue 20: a list request checks its kept total and page against versions read in the same
 * statement as its sign-in (http/list-versions.ts), so a kept answer costs one statement, not two.
 * The versions must still move with every change: a colleague's move shows at once. The app has
 * a database of its own: on PostgreSQL another test file's new candidate would move the version.
 */

let world: { t: TestApp; boss: { token: string } };

/** Each test on a database of its own (isolatedEmployer: closed when the test ends). */
async function newWorld() {
  world = await isolatedEmployer({ jobs: 2, applications: 30 });
}

async function get(path: string) {
  const response = await call(world.t, 'GET', path, world.boss.token);
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

/** The statements a request sent that read a list version (the sign-in's and any of its own). */
async function versionReads(path: string): Promise<string[]> {
  const sent = await sentQueries(world.t, () => get(path));
  return sent.map((q) => q.text).filter((text) => /list_versions|applications_version/.test(text));
}

/**
 * The sign-in's statement alone, with the versions in it. On PGlite not even that: this process
 * makes every write, so the sign-in read by the request before is kept until one
 * (modules/auth/kept-token-states.ts).
 */
function expectSignInAlone(reads: string[]) {
  if (world.t.database.kind === 'pglite') {
    expect(reads).toEqual([]);
    return;
  }
  expect(reads).toHaveLength(1);
  expect(reads[0]).toMatch(/auth_sessions/);
}

describe('list versions read with the sign-in', () => {
  it('answers a kept applications page with the sign-in read alone', async () => {
    await newWorld();
    const path = '/applications?page=1&perPage=10';
    await get(path);
    expectSignInAlone(await versionReads(path));
    const timing = String((await get(path)).headers['server-timing']);
    expect(timing).toContain('list-page;desc="kept"');
  });

  it('answers a kept candidates page with the sign-in read alone', async () => {
    await newWorld();
    await candidate(world.t, { first_name: 'Benvinda', last_name: 'Quissanga', city: 'Huambo' });
    const path = '/user?role=CANDIDATE&page=1&perPage=10';
    await get(path);
    expectSignInAlone(await versionReads(path));
  });

  it('leaves them out of the sign-in of a request that lists nothing', async () => {
    await newWorld();
    const sent = await sentQueries(world.t, () => get('/notifications'));
    const texts = sent.map((q) => q.text);
    expect(texts.filter((text) => /auth_sessions/.test(text))).toHaveLength(1);
    expect(texts.filter((text) => /list_versions|applications_version/.test(text))).toEqual([]);
  });

  it('shows a colleague’s move on the next request', async () => {
    await newWorld();
    const path = '/applications?page=1&perPage=10';
    const before = json(await get(path)).data as { applications: { id: string; status: string }[] };
    const moved = before.applications[0]!;
    const status = moved.status === 'HIRED' ? 'REJECTED' : 'HIRED';
    const response = await call(world.t, 'PUT', `/applications/${moved.id}/status`, world.boss.token, {
      status,
    });
    expect(response.statusCode, response.body).toBe(200);

    const after = await get(path);
    const listed = json(after).data as { applications: { id: string; status: string }[] };
    expect(listed.applications.find((a) => a.id === moved.id)?.status).toBe(status);
    expect(String(after.headers['server-timing'])).not.toContain('list-page;desc="kept"');
  });

  it('a new candidate moves the candidates version the next request reads', async () => {
    await newWorld();
    const path = '/user?role=CANDIDATE&page=1&perPage=10&q=Xiyetu';
    const none = json(await get(path)).data as { users: unknown[] };
    expect(none.users).toHaveLength(0);
    await candidate(world.t, { first_name: 'Dilma', last_name: 'Xiyetu', city: 'Namibe' });
    const one = json(await get(path)).data as { users: { first_name: string }[] };
    expect(one.users.map((u) => u.first_name)).toEqual(['Dilma']);
  });
});

describe('applicationsVersionsFromSignIn', () => {
  const read = { candidates: 7, company: { id: 'c1', applications: 3, members: 2, jobs: 5 } };

  it('keys the company’s list as its own read would', () => {
    expect(applicationsVersionsFromSignIn(read, 'c1')).toEqual({
      rows: '3.5.7',
      members: '2.5.7',
      lookups: '5.7',
    });
  });

  it('gives nothing for another company, none, or no read', () => {
    expect(applicationsVersionsFromSignIn(read, 'c2')).toBeNull();
    expect(applicationsVersionsFromSignIn({ candidates: 7, company: null }, 'c1')).toBeNull();
    expect(applicationsVersionsFromSignIn(null, 'c1')).toBeNull();
  });
});

import { DEPRECATED_PATHS, successorOf } from '@shared/api/deprecated-paths';
import { describe, expect, it } from 'vitest';
import { call, testApp } from './helper';
import { candidate, employer, job } from './applications/fixtures';

/**
 * Old paths (before each prefix had one owning module) still answer through the new routes,
 * and say they are deprecated; paths that were never aliases are left alone.
 */
describe('deprecated paths', () => {
  it('maps every documented alias and nothing else', () => {
    expect(successorOf('GET', '/user?role=CANDIDATE&page=2')).toBe('/candidates?role=CANDIDATE&page=2');
    expect(successorOf('GET', '/user/abc')).toBe('/candidates/abc');
    expect(successorOf('GET', '/user/details')).toBeNull();
    expect(successorOf('PUT', '/user/abc')).toBeNull();
    expect(successorOf('POST', '/internship/j1/apply')).toBe('/applications/apply/j1');
    expect(successorOf('GET', '/internship/applications?status=HIRED')).toBe('/applications?status=HIRED');
    expect(successorOf('GET', '/internship/applications/a1')).toBe('/applications/a1');
    expect(successorOf('GET', '/internship/applications/count')).toBeNull();
    expect(successorOf('GET', '/internship/applications/daily?days=7')).toBeNull();
    expect(successorOf('PUT', '/internship/application/a1')).toBe('/applications/a1/status');
    // Issue 19's bulk move, named by the issue under the old prefix.
    expect(successorOf('POST', '/internship/applications/status')).toBe('/applications/status');
    expect(DEPRECATED_PATHS).toHaveLength(7);
  });

  it('old and new paths give the same answers; the old one carries Deprecation and its successor', async () => {
    const t = await testApp();
    const boss = await employer(t);
    const jobId = await job(t, boss, 'Estágio em Finanças');
    const maria = await candidate(t, { first_name: 'Maria', last_name: 'Kiala', city: 'Benguela' });
    const applied = await call(t, 'POST', `/internship/${jobId}/apply`, maria.token, { cover_letter: 'Olá' });
    expect(applied.statusCode).toBe(201);
    expect(applied.headers.deprecation).toBe('true');
    expect(applied.headers.link).toBe(`</applications/apply/${jobId}>; rel="successor-version"`);
    const applicationId = (applied.json() as { data: { id: string } }).data.id;

    const pairs: Array<[string, string]> = [
      ['/internship/applications', '/applications'],
      [`/internship/applications/${applicationId}`, `/applications/${applicationId}`],
      ['/user?role=CANDIDATE', '/candidates?role=CANDIDATE'],
      [`/user/${maria.userId}`, `/candidates/${maria.userId}`],
    ];
    for (const [old, current] of pairs) {
      const before = await call(t, 'GET', old, boss.token);
      const now = await call(t, 'GET', current, boss.token);
      expect(before.statusCode, old).toBe(200);
      expect(before.json(), old).toEqual(now.json());
      expect(before.headers.deprecation, old).toBe('true');
      expect(now.headers.deprecation, current).toBeUndefined();
    }

    const moved = await call(t, 'PUT', `/internship/application/${applicationId}`, boss.token, {
      status: 'SHORTLISTED',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.headers.link).toBe(`</applications/${applicationId}/status>; rel="successor-version"`);
    // The same authorisation applies on the old path: another employer is refused.
    const rival = await employer(t, 'Rival');
    expect((await call(t, 'GET', `/internship/applications/${applicationId}`, rival.token)).statusCode).toBe(
      403,
    );
  });
});

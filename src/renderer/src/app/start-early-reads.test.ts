import { clearEarlyReads, takeEarlyRead } from '@renderer/lib/early-reads';
import { EMPTY_SESSION } from '@shared/desktop/bridge';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startEarlyReadsFor } from './start-early-reads';

function bridgeWith(session: Partial<typeof EMPTY_SESSION>) {
  return {
    config: { get: async () => ({ apiUrl: 'http://api.test', platform: 'web' as const, version: '1' }) },
    session: {
      get: async () => ({ ...EMPTY_SESSION, ...session }),
      save: async () => {},
      clear: async () => {},
      refresh: async () => ({ status: 'unreachable' as const }),
    },
  };
}

afterEach(() => {
  clearEarlyReads();
  vi.unstubAllGlobals();
});

describe('the start-up reads', () => {
  it("a signed-in start on the dashboard sends both counters' reads, as the dashboard asks for them", async () => {
    const fetch = vi.fn(
      async (_url: string, _init: RequestInit) =>
        new Response(JSON.stringify({ data: { count: 1 } }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetch);
    expect(await startEarlyReadsFor('/', bridgeWith({ token: 'tok', profileSetup: true }))).toBe(2);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      'http://api.test/internship/count',
      'http://api.test/internship/applications/count?days=30',
    ]);
    // The keys the dashboard's own requests look for (features/jobs/api/dashboard-reads.ts).
    expect(takeEarlyRead('/internship/count', undefined, 'tok')).not.toBeNull();
    expect(takeEarlyRead('/internship/applications/count', { days: 30 }, 'tok')).not.toBeNull();
  });

  it('sends nothing signed out, before the profile wizard, or on another screen', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    expect(await startEarlyReadsFor('/', bridgeWith({}))).toBe(0);
    expect(await startEarlyReadsFor('/', bridgeWith({ token: 'tok', profileSetup: false }))).toBe(0);
    expect(await startEarlyReadsFor('/jobs', bridgeWith({ token: 'tok', profileSetup: true }))).toBe(0);
    expect(fetch).not.toHaveBeenCalled();
  });
});

import { clearEarlyReads, takeEarlyRead } from '@renderer/lib/early-reads';
import { EMPTY_SESSION } from '@shared/desktop/bridge';
import type { Lang } from '@shared/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startEarlyReadsFor } from './start-early-reads';

function bridgeWith(session: Partial<typeof EMPTY_SESSION>, language: Lang | null = 'en') {
  return {
    config: { get: async () => ({ apiUrl: 'http://api.test', platform: 'web' as const, version: '1' }) },
    prefs: { get: async () => ({ language }), set: async () => {} },
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
  it('a signed-in start on the dashboard sends every read the frame and the dashboard make, in the stored language', async () => {
    const fetch = vi.fn(
      async (_url: string, _init: RequestInit) =>
        new Response(JSON.stringify({ data: { count: 1 } }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetch);
    // 10:00 UTC is 11:00 in Luanda: the interviews of 28 November to 5 December.
    const now = Date.UTC(2026, 10, 28, 10, 0);
    expect(await startEarlyReadsFor('/', bridgeWith({ token: 'tok', profileSetup: true }, 'pt'), now)).toBe(
      6,
    );
    // The counters the dashboard waits for first, then the rest of the screen, then the frame's.
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      'http://api.test/internship/count',
      'http://api.test/internship/applications/count?days=30',
      'http://api.test/internship/company?page=1&perPage=5',
      'http://api.test/interviews?from=2026-11-28&to=2026-12-05',
      'http://api.test/user/details',
      'http://api.test/notifications?limit=20',
    ]);
    for (const [, init] of fetch.mock.calls) {
      expect((init.headers as Record<string, string>)['Accept-Language']).toBe('pt');
    }
    // The keys the screens' own requests look for, as their request functions send them
    // (lib/api/signed-in-reads.ts, features/jobs/api/dashboard-reads.ts).
    const asker = { token: 'tok', lang: 'pt' } as const;
    expect(takeEarlyRead('/user/details', undefined, asker)).not.toBeNull();
    expect(takeEarlyRead('/notifications', { limit: 20, before: undefined }, asker)).not.toBeNull();
    expect(takeEarlyRead('/internship/count', undefined, asker)).not.toBeNull();
    expect(takeEarlyRead('/internship/applications/count', { days: 30 }, asker)).not.toBeNull();
    expect(takeEarlyRead('/internship/company', { page: 1, perPage: 5 }, asker)).not.toBeNull();
    expect(takeEarlyRead('/interviews', { from: '2026-11-28', to: '2026-12-05' }, asker)).not.toBeNull();
  });

  it('without a stored language, sends the one the app will detect', async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    await startEarlyReadsFor('/', bridgeWith({ token: 'tok', profileSetup: true }, null));
    const sentIn = new Set(
      fetch.mock.calls.map(
        (call) => ((call as unknown[])[1] as RequestInit).headers as Record<string, string>,
      ),
    );
    expect([...sentIn].map((headers) => headers['Accept-Language'])).toEqual(
      Array(6).fill(navigator.language.toLowerCase().startsWith('pt') ? 'pt' : 'en'),
    );
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

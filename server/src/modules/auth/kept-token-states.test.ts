import { describe, expect, it } from 'vitest';
import type { WriteGeneration } from '../../db/write-generation';
import { keptTokenStates } from './kept-token-states';
import type { SessionRepository } from './session-repository';

type Find = SessionRepository['findTokenState'];
type State = NonNullable<Awaited<ReturnType<Find>>>;

const NOW = new Date('2026-11-30T10:00:00Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);

function state(expiresInMs = 60_000): State {
  return {
    id: 'u1',
    role: 'EMPLOYER',
    tokenVersion: 0,
    sessionExpiresAt: later(expiresInMs),
    company: null,
  };
}

/** A findTokenState that counts its reads and answers `answer` (or what `answer` makes of the call). */
function counting(answer: (options?: { listVersions: boolean }) => State | null = () => state()) {
  const calls: Array<{ listVersions: boolean }> = [];
  const find: Find = async (_userId, _sessionId, _now, options = { listVersions: false }) => {
    calls.push(options);
    return answer(options);
  };
  return { find, calls };
}

function generation(): WriteGeneration & { write(): void } {
  let value = 0;
  return {
    get value() {
      return value;
    },
    write() {
      value += 1;
    },
  };
}

describe('kept sign-in checks', () => {
  it('reads a sign-in once while nothing is written, and again after any write', async () => {
    const { find, calls } = counting();
    const writes = generation();
    const kept = keptTokenStates(find, writes);
    await kept('u1', 's1', NOW);
    await kept('u1', 's1', NOW);
    expect(calls).toHaveLength(1);
    writes.write();
    expect(await kept('u1', 's1', NOW)).toMatchObject({ id: 'u1' });
    expect(calls).toHaveLength(2);
  });

  it('keeps each sign-in apart', async () => {
    const { find, calls } = counting();
    const kept = keptTokenStates(find, generation());
    await kept('u1', 's1', NOW);
    await kept('u1', 's2', NOW);
    await kept('u2', 's1', NOW);
    await kept('u1', 's2', NOW);
    expect(calls).toHaveLength(3);
  });

  it('reads the list versions when the kept answer has none, and serves either kind from one that has', async () => {
    const { find, calls } = counting();
    const kept = keptTokenStates(find, generation());
    await kept('u1', 's1', NOW);
    await kept('u1', 's1', NOW, { listVersions: true });
    await kept('u1', 's1', NOW, { listVersions: true });
    await kept('u1', 's1', NOW);
    expect(calls).toEqual([{ listVersions: false }, { listVersions: true }]);
  });

  it('reads again once the sign-in has expired, with no write in between', async () => {
    const { find, calls } = counting(() => (calls.length > 1 ? null : state(1_000)));
    const kept = keptTokenStates(find, generation());
    expect(await kept('u1', 's1', NOW)).not.toBeNull();
    expect(await kept('u1', 's1', later(999))).not.toBeNull();
    expect(calls).toHaveLength(1);
    expect(await kept('u1', 's1', later(1_000))).toBeNull();
    expect(calls).toHaveLength(2);
  });

  it('keeps "no such sign-in" until a write', async () => {
    const { find, calls } = counting(() => null);
    const writes = generation();
    const kept = keptTokenStates(find, writes);
    expect(await kept('u1', 's1', NOW)).toBeNull();
    expect(await kept('u1', 's1', NOW)).toBeNull();
    expect(calls).toHaveLength(1);
    writes.write();
    await kept('u1', 's1', NOW);
    expect(calls).toHaveLength(2);
  });

  it('does not keep an answer read while a write went on', async () => {
    const writes = generation();
    const { find, calls } = counting(() => {
      if (calls.length === 1) writes.write();
      return state();
    });
    const kept = keptTokenStates(find, writes);
    await kept('u1', 's1', NOW);
    await kept('u1', 's1', NOW);
    expect(calls).toHaveLength(2);
    await kept('u1', 's1', NOW);
    expect(calls).toHaveLength(2);
  });

  it('holds at most `most` sign-ins', async () => {
    const { find, calls } = counting();
    const kept = keptTokenStates(find, generation(), 2);
    await kept('u1', 's1', NOW);
    await kept('u2', 's2', NOW);
    await kept('u3', 's3', NOW);
    await kept('u3', 's3', NOW);
    await kept('u1', 's1', NOW);
    expect(calls).toHaveLength(4);
  });

  it('is the repository’s own read where the database has no write generation (PostgreSQL)', () => {
    const { find } = counting();
    expect(keptTokenStates(find, null)).toBe(find);
  });
});

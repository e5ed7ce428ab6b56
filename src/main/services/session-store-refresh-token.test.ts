import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryKeyValueStore } from './key-value-store';
import type { SecretCodec } from './secret-codec';
import { SessionStore } from './session-store';

vi.mock('electron', () => ({}));

/**
 * The refresh token in the main process's session store: through safeStorage (the codec) on disk
 * with "Remember me", in memory only without it, and never handed back to the renderer.
 */

const encryptCalls: string[] = [];
function fakeCodec(available = true): SecretCodec {
  return {
    isAvailable: () => available,
    encrypt: (plain) => {
      encryptCalls.push(plain);
      return Buffer.from(`enc:${plain}`).toString('base64');
    },
    decrypt: (encoded) => Buffer.from(encoded, 'base64').toString().replace(/^enc:/, ''),
  };
}

const REFRESH = 'R'.repeat(43);
const login = { token: 'jwt.token.value', refreshToken: REFRESH, userId: 'u1', profileSetup: true };

describe('refresh token in the session store', () => {
  let disk: ReturnType<typeof memoryKeyValueStore>;
  beforeEach(() => {
    disk = memoryKeyValueStore();
    encryptCalls.length = 0;
  });

  it('"Remember me": encrypted through safeStorage on disk, and back after a restart', () => {
    const sessions = new SessionStore({ store: disk, codec: fakeCodec(), warn: vi.fn() });
    sessions.save(login, { remember: true });
    expect(encryptCalls).toContain(REFRESH);
    const stored = disk.data.get('login') as Record<string, unknown>;
    expect(stored.refreshToken).toBe(Buffer.from(`enc:${REFRESH}`).toString('base64'));
    expect(JSON.stringify([...disk.data])).not.toContain(REFRESH);
    expect(new SessionStore({ store: disk, codec: fakeCodec(), warn: vi.fn() }).getRefreshToken()).toBe(
      REFRESH,
    );
  });

  it('"Remember me" off: kept in memory for this run only, never written', () => {
    const sessions = new SessionStore({ store: disk, codec: fakeCodec(), warn: vi.fn() });
    sessions.save(login, { remember: false });
    expect(sessions.getRefreshToken()).toBe(REFRESH);
    expect(disk.data.size).toBe(0);
    expect(encryptCalls).toHaveLength(0);
    // Rotation keeps it where it was: still memory only.
    sessions.rotate('jwt.two', 'S'.repeat(43));
    expect(disk.data.size).toBe(0);
    expect(new SessionStore({ store: disk, codec: fakeCodec(), warn: vi.fn() }).getRefreshToken()).toBeNull();
  });

  it('is never returned to the renderer', () => {
    const sessions = new SessionStore({ store: disk, codec: fakeCodec(), warn: vi.fn() });
    sessions.save(login, { remember: true });
    expect(sessions.get()).not.toHaveProperty('refreshToken');
    expect(JSON.stringify(sessions.get())).not.toContain(REFRESH);
    const restarted = new SessionStore({ store: disk, codec: fakeCodec(), warn: vi.fn() });
    expect(JSON.stringify(restarted.get())).not.toContain(REFRESH);
  });

  it('no OS secret store: not written to disk even with "Remember me"', () => {
    const sessions = new SessionStore({ store: disk, codec: fakeCodec(false), warn: vi.fn() });
    sessions.save(login, { remember: true });
    expect(sessions.getRefreshToken()).toBe(REFRESH);
    expect(JSON.stringify([...disk.data])).not.toContain(REFRESH);
    expect(disk.data.get('login')).not.toHaveProperty('refreshToken');
  });

  it('a token-only patch (after a password change) stays remembered and replaces the refresh token', () => {
    const sessions = new SessionStore({ store: disk, codec: fakeCodec(), warn: vi.fn() });
    sessions.save(login, { remember: true });
    sessions.save({ token: 'jwt.after.change', refreshToken: 'T'.repeat(43) }, { remember: false });
    const restarted = new SessionStore({ store: disk, codec: fakeCodec(), warn: vi.fn() });
    expect(restarted.get().token).toBe('jwt.after.change');
    expect(restarted.getRefreshToken()).toBe('T'.repeat(43));
  });

  it("a new sign-in without one drops the previous sign-in's; clear() wipes it", () => {
    const sessions = new SessionStore({ store: disk, codec: fakeCodec(), warn: vi.fn() });
    sessions.save(login, { remember: true });
    sessions.save({ token: 'other.jwt', userId: 'u2' }, { remember: true });
    expect(sessions.getRefreshToken()).toBeNull();
    sessions.save(login, { remember: true });
    sessions.clear();
    expect(sessions.getRefreshToken()).toBeNull();
    expect(disk.data.size).toBe(0);
  });

  it('a refresh token that no longer decrypts to a valid one is dropped', () => {
    disk.set('login', {
      token: Buffer.from('enc:jwt').toString('base64'),
      refreshToken: Buffer.from('enc:not a token!').toString('base64'),
      userId: 'u1',
      profileSetup: false,
      userData: null,
    });
    const sessions = new SessionStore({ store: disk, codec: fakeCodec(), warn: vi.fn() });
    expect(sessions.getRefreshToken()).toBeNull();
    expect(sessions.get().token).toBe('jwt');
  });
});

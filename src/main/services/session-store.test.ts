import { beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { EMPTY_SESSION } from '@shared/desktop/bridge';
import { memoryKeyValueStore } from './key-value-store';
import type { SecretCodec } from './secret-codec';
import { NO_ENCRYPTION_WARNING, SessionStore } from './session-store';

vi.mock('electron', () => ({}));

/** Reversible and visibly different from the input, so a plain token on "disk" is detectable. */
function fakeCodec(available = true): SecretCodec {
  return {
    isAvailable: () => available,
    encrypt: (plain) => Buffer.from(`enc:${plain}`).toString('base64'),
    decrypt: (encoded) => Buffer.from(encoded, 'base64').toString().replace(/^enc:/, ''),
  };
}

const userData = { id: 'u1', first_name: 'Ana', last_name: 'Silva', phone: null, designation: 'RH' };
const login = { token: 'jwt.token.value', userId: 'u1', profileSetup: true, userData };

describe('session store', () => {
  let disk: ReturnType<typeof memoryKeyValueStore>;
  let warn: Mock<(line: string) => void>;
  beforeEach(() => {
    disk = memoryKeyValueStore();
    warn = vi.fn<(line: string) => void>();
  });

  it('with "Remember me": persisted, the token encrypted, and back after a restart', () => {
    new SessionStore({ store: disk, codec: fakeCodec(), warn }).save(login, { remember: true });

    const stored = disk.data.get('login') as Record<string, unknown>;
    expect(stored.userId).toBe('u1');
    expect(stored.profileSetup).toBe(true);
    expect(stored.token).toBe(Buffer.from('enc:jwt.token.value').toString('base64'));
    expect(JSON.stringify([...disk.data])).not.toContain('jwt.token.value');

    const afterRestart = new SessionStore({ store: disk, codec: fakeCodec(), warn });
    expect(afterRestart.get()).toMatchObject(login);
    expect(warn).not.toHaveBeenCalled();
  });

  it('without "Remember me": memory only, gone after a restart', () => {
    const sessions = new SessionStore({ store: disk, codec: fakeCodec(), warn });
    sessions.save(login, { remember: false });
    expect(sessions.get()).toMatchObject(login);
    expect(disk.data.has('login')).toBe(false);
    expect(new SessionStore({ store: disk, codec: fakeCodec(), warn }).get()).toEqual(EMPTY_SESSION);
  });

  it('later updates without a token stay where the session lives', () => {
    const sessions = new SessionStore({ store: disk, codec: fakeCodec(), warn });
    sessions.save({ ...login, profileSetup: false }, { remember: true });
    sessions.save({ profileSetup: true }, { remember: false });
    expect((disk.data.get('login') as { profileSetup: boolean }).profileSetup).toBe(true);

    const otherDisk = memoryKeyValueStore();
    const memoryOnly = new SessionStore({ store: otherDisk, codec: fakeCodec(), warn });
    memoryOnly.save({ ...login, profileSetup: false }, { remember: false });
    memoryOnly.save({ profileSetup: true }, { remember: true });
    expect(memoryOnly.get().profileSetup).toBe(true);
    expect(otherDisk.data.has('login')).toBe(false);
  });

  it('a new sign-in without "Remember me" removes an earlier remembered one from disk', () => {
    const sessions = new SessionStore({ store: disk, codec: fakeCodec(), warn });
    sessions.save(login, { remember: true });
    sessions.save({ ...login, token: 'second.token' }, { remember: false });
    expect(disk.data.has('login')).toBe(false);
    expect(sessions.get().token).toBe('second.token');
  });

  it('no OS secret store: the token stays in memory only, with one warning line', () => {
    const sessions = new SessionStore({ store: disk, codec: fakeCodec(false), warn });
    sessions.save(login, { remember: true });
    sessions.save({ ...login, token: 'another.token' }, { remember: true });

    expect(sessions.get().token).toBe('another.token');
    const stored = disk.data.get('login') as Record<string, unknown>;
    expect(stored).toMatchObject({ userId: 'u1', profileSetup: true });
    expect(stored).not.toHaveProperty('token');
    expect(JSON.stringify([...disk.data])).not.toContain('token.value');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(NO_ENCRYPTION_WARNING);
    expect(new SessionStore({ store: disk, codec: fakeCodec(false), warn: vi.fn() }).get().token).toBeNull();
  });

  it('signup email and reset id are always persisted, even without "Remember me"', () => {
    const sessions = new SessionStore({ store: disk, codec: fakeCodec(), warn });
    sessions.save({ signupEmail: 'rh@empresa.ao', resetId: 'r-1' }, { remember: false });
    expect(disk.data.get('signupEmail')).toBe('rh@empresa.ao');
    expect(disk.data.get('resetId')).toBe('r-1');
    expect(new SessionStore({ store: disk, codec: fakeCodec(), warn }).get()).toMatchObject({
      signupEmail: 'rh@empresa.ao',
      resetId: 'r-1',
    });
  });

  it('clear (logout) wipes memory and disk', () => {
    const sessions = new SessionStore({ store: disk, codec: fakeCodec(), warn });
    sessions.save({ ...login, signupEmail: 'rh@empresa.ao', resetId: 'r-1' }, { remember: true });
    sessions.clear();
    expect(sessions.get()).toEqual(EMPTY_SESSION);
    expect(disk.data.size).toBe(0);
    expect(new SessionStore({ store: disk, codec: fakeCodec(), warn }).get()).toEqual(EMPTY_SESSION);

    const memory = new SessionStore({ store: disk, codec: fakeCodec(), warn });
    memory.save(login, { remember: false });
    memory.clear();
    expect(memory.get()).toEqual(EMPTY_SESSION);
  });

  it('ignores a tampered or undecryptable file instead of failing', () => {
    disk.set('login', { userId: 42, token: 'x' });
    disk.set('signupEmail', { not: 'a string' });
    expect(new SessionStore({ store: disk, codec: fakeCodec(), warn }).get()).toEqual(EMPTY_SESSION);

    const broken: SecretCodec = {
      ...fakeCodec(),
      decrypt: () => {
        throw new Error('bad key');
      },
    };
    const other = memoryKeyValueStore({
      login: { token: 'zzz', userId: 'u1', profileSetup: false, userData: null },
    });
    expect(new SessionStore({ store: other, codec: broken, warn }).get()).toMatchObject({
      token: null,
      userId: 'u1',
    });
  });

  it('returns copies: changing a result does not change the session', () => {
    const sessions = new SessionStore({ store: disk, codec: fakeCodec(), warn });
    sessions.save(login, { remember: false });
    const copy = sessions.get();
    copy.userData!.first_name = 'Changed';
    expect(sessions.get().userData?.first_name).toBe('Ana');
  });
});

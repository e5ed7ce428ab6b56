import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_SESSION } from '@shared/desktop/bridge';
import { createBrowserBridge } from './browser-bridge';
import { PREFS_KEY, STORAGE_KEYS } from './browser-storage';

const user = { id: 'u1', first_name: 'Ana', last_name: null, phone: null, designation: null };
const login = { token: 'tok', userId: 'u1', profileSetup: true };

describe('browser bridge session (Remember me decides where the sign-in is kept)', () => {
  it('"Remember me" keeps the login part in localStorage', async () => {
    const bridge = createBrowserBridge();
    await bridge.session.save(login, { remember: true });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('tok');
    expect(localStorage.getItem(STORAGE_KEYS.userId)).toBe('u1');
    expect(localStorage.getItem(STORAGE_KEYS.profileSetup)).toBe('true');
    expect(sessionStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(await bridge.session.get()).toMatchObject(login);
  });

  it('without it, the login part lives in sessionStorage only', async () => {
    const bridge = createBrowserBridge();
    await bridge.session.save(login, { remember: false });
    expect(sessionStorage.getItem(STORAGE_KEYS.token)).toBe('tok');
    expect(sessionStorage.getItem(STORAGE_KEYS.userId)).toBe('u1');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.userId)).toBeNull();
  });

  it('a new login wipes the previous one from the other storage', async () => {
    const bridge = createBrowserBridge();
    await bridge.session.save({ ...login, userData: user }, { remember: true });
    await bridge.session.save({ token: 'tok2', userId: 'u2', profileSetup: false }, { remember: false });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.userData)).toBeNull();
    expect((await bridge.session.get()).token).toBe('tok2');
  });

  it('user data saved later follows the token, whatever "remember" says', async () => {
    const bridge = createBrowserBridge();
    await bridge.session.save(login, { remember: false });
    await bridge.session.save({ userData: user }, { remember: true });
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.userData) ?? 'null')).toEqual(user);
    expect(localStorage.getItem(STORAGE_KEYS.userData)).toBeNull();
    expect((await bridge.session.get()).userData).toEqual(user);
  });

  it('a fresh token alone (after a password change) replaces the old one where it was', async () => {
    const bridge = createBrowserBridge();
    await bridge.session.save(login, { remember: true });
    await bridge.session.save({ token: 'fresh' }, { remember: false });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('fresh');
    expect(localStorage.getItem(STORAGE_KEYS.userId)).toBe('u1');
    expect(sessionStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('keeps the sign-up email and reset id in localStorage always', async () => {
    const bridge = createBrowserBridge();
    await bridge.session.save({ signupEmail: 'hr@kianda.ao', resetId: 'r1' }, { remember: false });
    expect(localStorage.getItem(STORAGE_KEYS.signupEmail)).toBe('hr@kianda.ao');
    expect(localStorage.getItem(STORAGE_KEYS.resetId)).toBe('r1');
    await bridge.session.save({ signupEmail: null }, { remember: false });
    expect(localStorage.getItem(STORAGE_KEYS.signupEmail)).toBeNull();
  });

  it('clear() removes every key from both storages', async () => {
    const bridge = createBrowserBridge();
    await bridge.session.save(
      { ...login, userData: user, signupEmail: 'a@b.co', resetId: 'r' },
      { remember: true },
    );
    for (const key of Object.values(STORAGE_KEYS)) sessionStorage.setItem(key, 'x');
    await bridge.session.clear();
    for (const key of Object.values(STORAGE_KEYS)) {
      expect(localStorage.getItem(key), key).toBeNull();
      expect(sessionStorage.getItem(key), key).toBeNull();
    }
    expect(await bridge.session.get()).toEqual(EMPTY_SESSION);
  });

  it('survives broken stored user data', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 't');
    localStorage.setItem(STORAGE_KEYS.userData, '{not json');
    expect((await createBrowserBridge().session.get()).userData).toBeNull();
  });
});

describe('browser bridge prefs, config, links, badge', () => {
  afterEach(() => {
    document.title = 'Conexão';
  });

  it('remembers the language in localStorage', async () => {
    const bridge = createBrowserBridge();
    expect(await bridge.prefs.get()).toEqual({ language: null });
    await bridge.prefs.set({ language: 'pt' });
    expect(JSON.parse(localStorage.getItem(PREFS_KEY) ?? '{}')).toEqual({ language: 'pt' });
    expect(await createBrowserBridge().prefs.get()).toEqual({ language: 'pt' });
  });

  it('reports the web platform and an API address', async () => {
    const config = await createBrowserBridge().config.get();
    expect(config.platform).toBe('web');
    expect(config.apiUrl).toMatch(/^https?:\/\//);
  });

  it('opens only https: and mailto: links, without an opener', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const bridge = createBrowserBridge();
    await bridge.openExternal('https://conexao.ao/help');
    await bridge.openExternal('mailto:apoio@conexao.ao');
    await bridge.openExternal('javascript:alert(1)');
    await bridge.openExternal('http://insecure.example');
    expect(open.mock.calls).toEqual([
      ['https://conexao.ao/help', '_blank', 'noopener'],
      ['mailto:apoio@conexao.ao', '_blank', 'noopener'],
    ]);
  });

  it('shows the badge as a "(n) " title prefix', async () => {
    document.title = 'Conexão';
    const bridge = createBrowserBridge();
    await bridge.notifications.setBadge(3);
    expect(document.title).toBe('(3) Conexão');
    await bridge.notifications.setBadge(12);
    expect(document.title).toBe('(12) Conexão');
    await bridge.notifications.setBadge(0);
    expect(document.title).toBe('Conexão');
  });
});

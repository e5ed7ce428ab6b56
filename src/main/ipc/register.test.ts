import { beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { EMPTY_SESSION } from '@shared/desktop/bridge';
import { IPC } from '@shared/desktop/ipc-channels';
import { memoryKeyValueStore } from '../services/key-value-store';
import type { NotificationService } from '../services/notifications';
import { DesktopSettingsService } from '../services/desktop-settings';
import { PrefsStore } from '../services/prefs';
import { UserSettingsStore } from '../services/settings-store';
import { SessionStore } from '../services/session-store';
import { SocialSignIn } from '../services/social-sign-in';
import { registerIpcHandlers } from './register';

vi.mock('electron', () => ({}));

type Handler = (event: unknown, ...args: unknown[]) => unknown;

const fromApp = { senderFrame: { url: 'app://conexao/signin' } };
const foreignSenders = [
  { senderFrame: { url: 'https://evil.example/' } },
  { senderFrame: { url: 'app://evil/' } },
  { senderFrame: { url: 'file:///tmp/x.html' } },
  { senderFrame: { url: 'http://localhost:5173/' } }, // dev server, but not configured
  { senderFrame: null }, // frame gone (navigated or destroyed)
];

/** A valid argument list for each request–response channel. */
const validArgs: Record<string, unknown[]> = {
  [IPC.sessionGet]: [],
  [IPC.sessionSave]: [{ token: 't', userId: 'u1' }, { remember: false }],
  [IPC.sessionClear]: [],
  [IPC.sessionRefresh]: ['expired.jwt'],
  [IPC.prefsGet]: [],
  [IPC.prefsSet]: [{ language: 'pt' }],
  [IPC.configGet]: [],
  [IPC.shellOpenExternal]: ['https://conexao.ao'],
  [IPC.socialSignInOpen]: [
    'https://accounts.google.com/o/oauth2/v2/auth?response_type=code&state=s&code_challenge=c&code_challenge_method=S256',
  ],
  [IPC.socialSignInCancel]: [],
  [IPC.notifyShow]: [{ title: 'Ana', body: 'Olá', route: '/chat/u1' }],
  [IPC.badgeSet]: [3],
  [IPC.settingsGet]: [],
  [IPC.settingsSet]: [{ notifications: false }],
  [IPC.settingsCheckApi]: ['https://api.conexao.ao'],
  [IPC.updateGetState]: [],
  [IPC.updateRestart]: [{ unsavedInput: false }],
  [IPC.updateTakeNotes]: [],
};

/** The settings service over an in-memory store, as the IPC layer sees it. */
function testSettings(disk = memoryKeyValueStore()) {
  return new DesktopSettingsService({
    admin: { config: {}, problem: null },
    store: new UserSettingsStore(disk),
    env: {},
    build: { apiUrl: 'http://localhost:4000', updatesEnabled: false },
    isPackaged: false,
    startAtLoginSupported: false,
    applyStartAtLogin: vi.fn(),
    relaunch: vi.fn(),
  });
}

describe('IPC handlers', () => {
  let handlers: Map<string, Handler>;
  let sessionDisk: ReturnType<typeof memoryKeyValueStore>;
  let sessions: SessionStore;
  let prefs: PrefsStore;
  let notifications: { show: ReturnType<typeof vi.fn>; setBadge: ReturnType<typeof vi.fn> };
  let openExternal: Mock<(url: string) => Promise<void>>;
  let settingsDisk: ReturnType<typeof memoryKeyValueStore>;
  let updates: { state: Mock; restart: Mock; takeReleaseNotes: Mock };
  let checkApi: Mock<(url: string) => Promise<{ ok: true; version: null }>>;
  let refreshSession: Mock<(stale: string | null) => Promise<{ status: 'unreachable' }>>;

  /** Every channel wired to this test's services, as the app wires them; devUrl as `electron-vite dev` passes it. */
  const register = (devUrl: string | null) => {
    const registered = new Map<string, Handler>();
    registerIpcHandlers({ handle: (channel: string, fn: Handler) => registered.set(channel, fn) } as never, {
      sessions,
      refreshSession,
      prefs,
      notifications: notifications as unknown as NotificationService,
      config: () => ({ apiUrl: 'http://localhost:4000', platform: 'electron', version: '0.1.0' }),
      openExternal,
      socialSignIn: new SocialSignIn({ openExternal }),
      settings: testSettings(settingsDisk),
      checkApi,
      updates,
      devUrl,
    });
    return registered;
  };

  beforeEach(() => {
    sessionDisk = memoryKeyValueStore();
    sessions = new SessionStore({
      store: sessionDisk,
      codec: { isAvailable: () => true, encrypt: (s) => s, decrypt: (s) => s },
      warn: vi.fn(),
    });
    prefs = new PrefsStore(memoryKeyValueStore());
    notifications = { show: vi.fn(), setBadge: vi.fn() };
    openExternal = vi.fn(async (_url: string) => undefined);
    settingsDisk = memoryKeyValueStore();
    updates = {
      state: vi.fn(() => ({ status: 'ready', version: '1.1.0' })),
      restart: vi.fn(() => 'restarting'),
      takeReleaseNotes: vi.fn(() => null),
    };
    checkApi = vi.fn(async (_url: string) => ({ ok: true as const, version: null }));
    refreshSession = vi.fn(async (_stale: string | null) => ({ status: 'unreachable' as const }));
    handlers = register(null);
  });

  /** A refused call leaves every store empty and calls none of the services. */
  const expectNothingChanged = () => {
    expect(sessions.get()).toEqual(EMPTY_SESSION);
    expect(sessionDisk.data.size).toBe(0);
    expect(prefs.get()).toEqual({ language: null });
    expect(openExternal).not.toHaveBeenCalled();
    expect(notifications.show).not.toHaveBeenCalled();
    expect(notifications.setBadge).not.toHaveBeenCalled();
    expect(settingsDisk.data.size).toBe(0);
    expect(checkApi).not.toHaveBeenCalled();
    expect(updates.restart).not.toHaveBeenCalled();
    expect(refreshSession).not.toHaveBeenCalled();
  };

  const call = (channel: string, event: unknown, ...args: unknown[]) =>
    Promise.resolve().then(() => handlers.get(channel)!(event, ...args));

  it('registers every request–response channel exactly once', () => {
    expect([...handlers.keys()].sort()).toEqual(Object.keys(validArgs).sort());
  });

  it('refuses every channel from a foreign or vanished sender frame, changing nothing', async () => {
    for (const [channel, args] of Object.entries(validArgs)) {
      for (const sender of foreignSenders) {
        await expect(call(channel, sender, ...args), `${channel} ${JSON.stringify(sender)}`).rejects.toThrow(
          /not the Conexão app/,
        );
      }
    }
    expectNothingChanged();
  });

  it('accepts valid calls from the app page', async () => {
    await call(
      IPC.sessionSave,
      fromApp,
      { token: 't', userId: 'u1', profileSetup: true },
      { remember: false },
    );
    expect(await call(IPC.sessionGet, fromApp)).toMatchObject({
      token: 't',
      userId: 'u1',
      profileSetup: true,
    });
    await call(IPC.prefsSet, fromApp, { language: 'pt' });
    expect(await call(IPC.prefsGet, fromApp)).toEqual({ language: 'pt' });
    expect(await call(IPC.configGet, fromApp)).toEqual({
      apiUrl: 'http://localhost:4000',
      platform: 'electron',
      version: '0.1.0',
    });
    await call(IPC.shellOpenExternal, fromApp, 'mailto:rh@empresa.ao');
    expect(openExternal).toHaveBeenCalledWith('mailto:rh@empresa.ao');
    await call(IPC.notifyShow, fromApp, { title: 'Ana', body: 'Olá', route: '/chat/u1' });
    expect(notifications.show).toHaveBeenCalledWith({ title: 'Ana', body: 'Olá', route: '/chat/u1' });
    await call(IPC.badgeSet, fromApp, 0);
    expect(notifications.setBadge).toHaveBeenCalledWith(0);
    await call(IPC.sessionClear, fromApp);
    expect(await call(IPC.sessionGet, fromApp)).toEqual(EMPTY_SESSION);
  });

  it('trusts the dev server page only when it is the configured one', async () => {
    const devHandlers = register('http://localhost:5173/');
    expect(devHandlers.get(IPC.prefsGet)!({ senderFrame: { url: 'http://localhost:5173/jobs' } })).toEqual({
      language: null,
    });
  });

  it('rejects invalid arguments, changing nothing', async () => {
    const invalid: Array<[string, unknown[]]> = [
      [IPC.sessionSave, [{ token: 42 }, { remember: true }]],
      [IPC.sessionSave, [{ token: 't' }, { remember: 'yes' }]],
      [IPC.sessionSave, [{ token: 't' }, undefined]],
      [IPC.sessionSave, [{ token: 't', isAdmin: true }, { remember: true }]],
      [IPC.sessionSave, [{ userId: 'x'.repeat(101) }, { remember: true }]],
      [IPC.sessionSave, ['not an object', { remember: true }]],
      [IPC.sessionSave, [{ refreshToken: 'not a token!' }, { remember: true }]],
      [IPC.sessionRefresh, [42]],
      [IPC.sessionRefresh, ['x'.repeat(5000)]],
      [IPC.prefsSet, [{ language: 'fr' }]],
      [IPC.prefsSet, [{ theme: 'dark' }]],
      [IPC.shellOpenExternal, ['http://example.com']],
      [IPC.shellOpenExternal, ['file:///etc/passwd']],
      [IPC.shellOpenExternal, ['javascript:alert(1)']],
      [IPC.shellOpenExternal, [{ url: 'https://x.ao' }]],
      [IPC.notifyShow, [{ title: '', body: 'x', route: '/chat/u1' }]],
      [IPC.notifyShow, [{ title: 'x', body: 'x', route: 'https://evil.example' }]],
      [IPC.notifyShow, [{ title: 'x', body: 'x', route: '/chat/u1', icon: '/etc/passwd' }]],
      [IPC.notifyShow, [{ title: 'x'.repeat(201), body: 'x', route: '/x' }]],
      [IPC.badgeSet, [-1]],
      [IPC.badgeSet, [2.5]],
      [IPC.badgeSet, ['3']],
      [IPC.settingsSet, [{ apiUrl: 'file:///etc/passwd' }]],
      [IPC.settingsSet, [{ apiUrl: 'https://user:pw@api.ao' }]],
      [IPC.settingsSet, [{ notifications: 'no' }]],
      [IPC.settingsSet, [{ updatesEnabled: false }]],
      [IPC.settingsSet, [{ updateFeedUrl: 'https://evil.example/feed' }]],
      [IPC.settingsCheckApi, ['file:///etc/passwd']],
      [IPC.settingsCheckApi, ['http://169.254.169.254/latest?x=1']],
      [IPC.settingsCheckApi, [42]],
      [IPC.updateRestart, [{}]],
      [IPC.updateRestart, [{ unsavedInput: 'no' }]],
      [IPC.updateRestart, [{ unsavedInput: false, force: true }]],
    ];
    for (const [channel, args] of invalid) {
      await expect(call(channel, fromApp, ...args), `${channel} ${JSON.stringify(args)}`).rejects.toThrow(
        `IPC ${channel}: invalid argument`,
      );
    }
    expectNothingChanged();
  });

  it('updates: state, the restart the person chose, and release notes from the app page', async () => {
    expect(await call(IPC.updateGetState, fromApp)).toEqual({ status: 'ready', version: '1.1.0' });
    expect(await call(IPC.updateRestart, fromApp, { unsavedInput: true })).toBe('restarting');
    expect(updates.restart).toHaveBeenCalledWith({ unsavedInput: true });
    expect(await call(IPC.updateTakeNotes, fromApp)).toBeNull();
  });

  it('settings: reads, saves and checks an API address from the app page', async () => {
    expect(await call(IPC.settingsGet, fromApp)).toMatchObject({
      apiUrl: 'http://localhost:4000',
      notifications: true,
    });
    expect(await call(IPC.settingsSet, fromApp, { notifications: false })).toMatchObject({
      settings: { notifications: false },
      restarting: false,
    });
    expect(settingsDisk.data.get('notifications')).toBe(false);
    expect(await call(IPC.settingsCheckApi, fromApp, 'https://api.conexao.ao/')).toEqual({
      ok: true,
      version: null,
    });
    expect(checkApi).toHaveBeenCalledWith('https://api.conexao.ao');
  });
});

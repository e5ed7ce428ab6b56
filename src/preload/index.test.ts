import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DesktopBridge } from '@shared/desktop/bridge';
import { IPC } from '@shared/desktop/ipc-channels';

const electron = vi.hoisted(() => ({
  exposed: new Map<string, unknown>(),
  listeners: new Map<string, Array<(event: unknown, ...args: unknown[]) => void>>(),
  invoke: vi.fn(async (..._args: unknown[]) => 'result'),
}));

vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (key: string, api: unknown) => electron.exposed.set(key, api) },
  ipcRenderer: {
    invoke: electron.invoke,
    on: (channel: string, fn: (event: unknown, ...args: unknown[]) => void) => {
      electron.listeners.set(channel, [...(electron.listeners.get(channel) ?? []), fn]);
    },
    removeListener: vi.fn(),
  },
}));

async function loadBridge(): Promise<DesktopBridge> {
  vi.resetModules();
  electron.exposed.clear();
  electron.listeners.clear();
  await import('./index');
  return electron.exposed.get('conexao') as DesktopBridge;
}

/** main → renderer: what webContents.send would do. */
function emit(channel: string, ...args: unknown[]) {
  for (const fn of electron.listeners.get(channel) ?? []) fn({ sender: 'ipc internals' }, ...args);
}

function shape(value: unknown): unknown {
  if (typeof value === 'function') return 'function';
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v)]));
  }
  return typeof value;
}

describe('preload bridge', () => {
  beforeEach(() => electron.invoke.mockClear());

  it('exposes exactly the DesktopBridge as window.conexao, functions only', async () => {
    const bridge = await loadBridge();
    expect([...electron.exposed.keys()]).toEqual(['conexao']);
    expect(shape(bridge)).toEqual({
      config: { get: 'function' },
      session: { get: 'function', save: 'function', clear: 'function', refresh: 'function' },
      prefs: { get: 'function', set: 'function' },
      openExternal: 'function',
      socialSignIn: { open: 'function', cancel: 'function' },
      notifications: { show: 'function', setBadge: 'function', onClick: 'function' },
      onDeepLink: 'function',
      settings: { get: 'function', set: 'function', checkApi: 'function' },
      updates: {
        getState: 'function',
        onState: 'function',
        restart: 'function',
        takeReleaseNotes: 'function',
      },
    });
    expect(JSON.stringify(shape(bridge))).not.toMatch(/ipc|send|invoke/i);
  });

  it('maps each call to its channel and passes the arguments through', async () => {
    const bridge = await loadBridge();
    await bridge.config.get();
    await bridge.session.get();
    await bridge.session.save({ token: 't' }, { remember: true });
    await bridge.session.clear();
    await bridge.session.refresh('expired.jwt');
    await bridge.prefs.get();
    await bridge.prefs.set({ language: 'pt' });
    await bridge.openExternal('https://conexao.ao');
    await bridge.socialSignIn!.open('https://id.test/auth?state=s');
    await bridge.socialSignIn!.cancel();
    await bridge.notifications.show({ title: 'a', body: 'b', route: '/c' });
    await bridge.notifications.setBadge(2);
    await bridge.settings!.get();
    await bridge.settings!.set({ startAtLogin: true });
    await bridge.settings!.checkApi('https://api.conexao.ao');
    await bridge.updates!.getState();
    await bridge.updates!.restart({ unsavedInput: false });
    await bridge.updates!.takeReleaseNotes();
    expect(electron.invoke.mock.calls).toEqual([
      [IPC.configGet],
      [IPC.sessionGet],
      [IPC.sessionSave, { token: 't' }, { remember: true }],
      [IPC.sessionClear],
      [IPC.sessionRefresh, 'expired.jwt'],
      [IPC.prefsGet],
      [IPC.prefsSet, { language: 'pt' }],
      [IPC.shellOpenExternal, 'https://conexao.ao'],
      [IPC.socialSignInOpen, 'https://id.test/auth?state=s'],
      [IPC.socialSignInCancel],
      [IPC.notifyShow, { title: 'a', body: 'b', route: '/c' }],
      [IPC.badgeSet, 2],
      [IPC.settingsGet],
      [IPC.settingsSet, { startAtLogin: true }],
      [IPC.settingsCheckApi, 'https://api.conexao.ao'],
      [IPC.updateGetState],
      [IPC.updateRestart, { unsavedInput: false }],
      [IPC.updateTakeNotes],
    ]);
  });

  it('hands listeners the route only, never the IPC event, and unsubscribes', async () => {
    const bridge = await loadBridge();
    const listener = vi.fn();
    const unsubscribe = bridge.onDeepLink(listener);
    emit(IPC.deepLinkOpen, '/reset-password/abc');
    expect(listener.mock.calls).toEqual([['/reset-password/abc']]);
    unsubscribe();
    emit(IPC.deepLinkOpen, '/jobs');
    expect(listener).toHaveBeenCalledTimes(1);

    const clicks = vi.fn();
    const stop = bridge.notifications.onClick(clicks);
    emit(IPC.notifyClicked, '/chat/u1');
    emit(IPC.notifyClicked, { not: 'a route' });
    stop();
    emit(IPC.notifyClicked, '/chat/u2');
    expect(clicks.mock.calls).toEqual([['/chat/u1']]);
  });

  it('hands update listeners the state only, and removes the IPC listener on unsubscribe', async () => {
    const bridge = await loadBridge();
    const listener = vi.fn();
    const stop = bridge.updates!.onState(listener);
    emit(IPC.updateState, { status: 'downloading', version: '1.1.0', percent: 40 });
    expect(listener.mock.calls).toEqual([[{ status: 'downloading', version: '1.1.0', percent: 40 }]]);
    stop();
    const removeListener = (await import('electron')).ipcRenderer.removeListener as unknown as ReturnType<
      typeof vi.fn
    >;
    expect(removeListener).toHaveBeenCalledWith(IPC.updateState, expect.any(Function));
  });

  it('keeps a route that arrives before anyone listens for the first subscriber', async () => {
    const bridge = await loadBridge();
    emit(IPC.deepLinkOpen, '/reset-password/early');
    const first = vi.fn();
    bridge.onDeepLink(first);
    expect(first).toHaveBeenCalledWith('/reset-password/early');
    const second = vi.fn();
    bridge.onDeepLink(second);
    expect(second).not.toHaveBeenCalled();
  });

  it('keeps two subscriptions of one function independent', async () => {
    const bridge = await loadBridge();
    const listener = vi.fn();
    const a = bridge.onDeepLink(listener);
    bridge.onDeepLink(listener);
    a();
    emit(IPC.deepLinkOpen, '/jobs');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

import { beforeEach, describe, expect, it, vi } from 'vitest';
import { IPC } from '@shared/desktop/ipc-channels';

const electron = vi.hoisted(() => {
  const shown: Array<{ options: Record<string, unknown>; handlers: Map<string, () => void> }> = [];
  return {
    shown,
    supported: true,
    setBadgeCount: vi.fn(() => true),
    createFromBitmap: vi.fn(() => ({ kind: 'dot' })),
  };
});

vi.mock('electron', () => {
  class Notification {
    static isSupported = () => electron.supported;
    private handlers = new Map<string, () => void>();
    constructor(options: Record<string, unknown>) {
      electron.shown.push({ options, handlers: this.handlers });
    }
    on(event: string, fn: () => void) {
      this.handlers.set(event, fn);
      return this;
    }
    show() {}
  }
  return {
    Notification,
    app: { setBadgeCount: electron.setBadgeCount },
    nativeImage: { createFromBitmap: electron.createFromBitmap },
  };
});

import { RendererMessenger } from './renderer-messenger';
import { NotificationService, type NotificationServiceDeps, routeOfUrl, shouldNotify } from './notifications';

function fakeWindow({ focused = false, url = 'app://conexao/', minimized = false, visible = true } = {}) {
  return {
    isDestroyed: () => false,
    isFocused: () => focused,
    isMinimized: () => minimized,
    isVisible: () => visible,
    webContents: { getURL: () => url },
    setOverlayIcon: vi.fn(),
    flashFrame: vi.fn(),
  };
}

/** A service with no window, a do-nothing reveal and its own messenger, unless the test says otherwise. */
function notificationService(deps: Partial<NotificationServiceDeps> = {}) {
  return new NotificationService({
    getWindow: () => null,
    revealWindow: vi.fn(),
    messenger: new RendererMessenger(),
    ...deps,
  });
}

describe('shouldNotify', () => {
  it('is false only when the window is focused on the very route', () => {
    expect(shouldNotify({ windowFocused: true, activeRoute: '/chat/u1', route: '/chat/u1' })).toBe(false);
    expect(shouldNotify({ windowFocused: true, activeRoute: '/chat/u2', route: '/chat/u1' })).toBe(true);
    expect(shouldNotify({ windowFocused: true, activeRoute: '/jobs', route: '/chat/u1' })).toBe(true);
    expect(shouldNotify({ windowFocused: false, activeRoute: '/chat/u1', route: '/chat/u1' })).toBe(true);
    expect(shouldNotify({ windowFocused: false, activeRoute: null, route: '/chat/u1' })).toBe(true);
  });

  it('compares routes as the router does: case-insensitive path, trailing slash ignored', () => {
    expect(shouldNotify({ windowFocused: true, activeRoute: '/Chat/u1', route: '/chat/u1' })).toBe(false);
    expect(shouldNotify({ windowFocused: true, activeRoute: '/chat/u1/', route: '/chat/u1' })).toBe(false);
    expect(shouldNotify({ windowFocused: true, activeRoute: '/chat/u10', route: '/chat/u1' })).toBe(true);
    expect(shouldNotify({ windowFocused: true, activeRoute: '/Chat', route: '/chat/u1' })).toBe(true);
  });

  it('reads the in-app route from the window URL', () => {
    expect(routeOfUrl('app://conexao/chat/u1')).toBe('/chat/u1');
    expect(routeOfUrl('http://localhost:5173/Chat?x=1')).toBe('/Chat?x=1');
    expect(routeOfUrl('nonsense')).toBeNull();
  });
});

describe('notification service', () => {
  beforeEach(() => {
    electron.shown.length = 0;
    electron.supported = true;
    electron.setBadgeCount.mockClear();
  });

  const message = { title: 'Ana Silva', body: 'Olá, tudo bem?', route: '/chat/u1' };

  it('shows a plain-text, audible notification when the window is in the background', () => {
    const service = notificationService({
      getWindow: () => fakeWindow({ focused: false, url: 'app://conexao/chat/u1' }) as never,
    });
    expect(service.show({ ...message, body: 'line one\nline\u0007 two\u0000' })).toBe(true);
    expect(electron.shown[0]!.options).toEqual({
      title: 'Ana Silva',
      body: 'line one\nline two',
      silent: false,
    });
  });

  it('stays quiet when the person is looking at that conversation', () => {
    const service = notificationService({
      getWindow: () => fakeWindow({ focused: true, url: 'app://conexao/chat/u1' }) as never,
    });
    expect(service.show(message)).toBe(false);
    expect(electron.shown).toHaveLength(0);
  });

  it('notifies a focused window that shows another conversation', () => {
    const service = notificationService({
      getWindow: () => fakeWindow({ focused: true, url: 'app://conexao/chat/u2' }) as never,
    });
    expect(service.show(message)).toBe(true);
  });

  it('notifies when the window shows that conversation but is minimised or hidden', () => {
    for (const state of [{ minimized: true }, { visible: false }]) {
      const service = notificationService({
        getWindow: () => fakeWindow({ focused: true, url: 'app://conexao/chat/u1', ...state }) as never,
      });
      expect(service.show(message), JSON.stringify(state)).toBe(true);
    }
  });

  it('shows nothing when notifications are turned off in Settings', () => {
    const service = notificationService({
      getWindow: () => fakeWindow({ focused: false }) as never,
      enabled: () => false,
    });
    expect(service.show(message)).toBe(false);
    expect(electron.shown).toHaveLength(0);
  });

  it('does nothing where the OS has no notifications', () => {
    electron.supported = false;
    const service = notificationService();
    expect(service.show(message)).toBe(false);
  });

  it('a click brings the window back and sends notify:clicked with the route', () => {
    const revealWindow = vi.fn();
    const messenger = new RendererMessenger();
    const send = vi.fn();
    messenger.attach({ send, isDestroyed: () => false });
    const service = new NotificationService({ getWindow: () => null, revealWindow, messenger });
    service.show(message);
    electron.shown[0]!.handlers.get('click')!();
    expect(revealWindow).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(IPC.notifyClicked, '/chat/u1');
  });

  it('sets the dock/launcher badge on macOS and Linux', () => {
    const service = notificationService({
      platform: 'darwin',
    });
    service.setBadge(7);
    service.setBadge(0);
    expect(electron.setBadgeCount.mock.calls).toEqual([[7], [0]]);
  });

  it('rejects a badge count that is not a whole number from 0 up', () => {
    const service = notificationService({
      platform: 'linux',
    });
    for (const bad of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 1_000_000]) {
      expect(() => service.setBadge(bad), String(bad)).toThrow();
    }
    expect(electron.setBadgeCount).not.toHaveBeenCalled();
    expect(service.badgeCount).toBe(0);
  });

  it('on Windows shows an overlay dot while unread, and flashes when the count rises in the background', () => {
    const win = fakeWindow({ focused: false });
    const service = notificationService({
      getWindow: () => win as never,
      platform: 'win32',
    });
    service.setBadge(3);
    expect(win.setOverlayIcon).toHaveBeenLastCalledWith({ kind: 'dot' }, '3');
    expect(win.flashFrame).toHaveBeenCalledTimes(1);
    service.setBadge(2);
    expect(win.flashFrame).toHaveBeenCalledTimes(1);
    service.setBadge(0);
    expect(win.setOverlayIcon).toHaveBeenLastCalledWith(null, '');
    expect(electron.setBadgeCount).not.toHaveBeenCalled();
  });
});

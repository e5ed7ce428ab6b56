import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserBridge } from './browser-bridge';

/** A Web Notifications stand-in: records what was shown, permission set by the test. */
function fakeNotifications(permission: NotificationPermission) {
  const shown: Array<{
    title: string;
    options: NotificationOptions;
    instance: { onclick: (() => void) | null };
  }> = [];
  class FakeNotification {
    static permission = permission;
    static requestPermission = vi.fn(async () => {
      FakeNotification.permission = 'granted';
      return 'granted' as NotificationPermission;
    });
    onclick: (() => void) | null = null;
    constructor(title: string, options: NotificationOptions) {
      shown.push({ title, options, instance: this });
    }
    close() {}
  }
  vi.stubGlobal('Notification', FakeNotification);
  return { shown, FakeNotification };
}

describe('browser bridge notifications', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  const chat = { title: 'Ana Silva', body: 'Olá', route: '/chat/u1' };

  it('asks for permission on first need, shows plain text, and a click opens the conversation', async () => {
    const { shown, FakeNotification } = fakeNotifications('default');
    vi.spyOn(document, 'hasFocus').mockReturnValue(false);
    const bridge = createBrowserBridge();
    const clicked = vi.fn();
    bridge.notifications.onClick(clicked);
    await bridge.notifications.show(chat);
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);
    expect(shown).toHaveLength(1);
    expect(shown[0]!.title).toBe('Ana Silva');
    expect(shown[0]!.options.body).toBe('Olá');
    shown[0]!.instance.onclick?.();
    expect(clicked).toHaveBeenCalledWith('/chat/u1');
  });

  it('stays quiet when the focused page already shows that conversation, not when another is open', async () => {
    const { shown } = fakeNotifications('granted');
    vi.spyOn(document, 'hasFocus').mockReturnValue(true);
    const bridge = createBrowserBridge();
    window.history.replaceState(null, '', '/chat/u1');
    await bridge.notifications.show(chat);
    expect(shown).toHaveLength(0);
    window.history.replaceState(null, '', '/chat/u2');
    await bridge.notifications.show(chat);
    expect(shown).toHaveLength(1);
  });

  it('shows nothing when permission is denied', async () => {
    const { shown } = fakeNotifications('denied');
    vi.spyOn(document, 'hasFocus').mockReturnValue(false);
    await createBrowserBridge().notifications.show(chat);
    expect(shown).toHaveLength(0);
  });
});

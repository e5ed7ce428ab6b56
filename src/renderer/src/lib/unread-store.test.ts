import type { DesktopBridge } from '@shared/desktop/bridge';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { syncBadgeWithUnread, useUnreadStore } from './unread-store';

describe('unread store and badge', () => {
  afterEach(() => {
    window.conexao = undefined;
    useUnreadStore.getState().reset();
  });

  it('keeps the total of all conversations and puts it on the badge', async () => {
    const setBadge = vi.fn(async (_count: number) => {});
    window.conexao = { notifications: { setBadge } } as unknown as DesktopBridge;
    const stop = syncBadgeWithUnread();
    const store = useUnreadStore.getState();
    store.setAll({ a: 2, b: 1 });
    store.increment('b');
    store.increment('c');
    store.clear('a');
    expect(useUnreadStore.getState().total).toBe(3);
    expect(setBadge.mock.calls.map(([n]) => n)).toEqual([0, 3, 4, 5, 3]);
    stop();
  });
});

import { apiClient } from '@renderer/lib/api-client';
import { useSessionStore } from '@renderer/lib/session-store';
import { fakeApi } from '@renderer/test/fake-api';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createOutboxStorage, outboxStorageKey } from '../lib/outbox-storage';
import { useChatStore } from '../store/chat-store';
import { sockets } from '../test/fake-io';
import { useChatRealtime } from './use-chat-realtime';

const ME = '0b6f2d4e-1111-4c3b-9a55-000000000001';
const ANA = '0b6f2d4e-2222-4c3b-9a55-000000000002';

// Every socket the hook opens is a fake one, kept in order of creation.
vi.mock('socket.io-client', () => import('../test/fake-io'));

const sent = () => sockets.flatMap((s) => s.emitted.filter((e) => e.event === 'sendMessage'));
const threadOfAna = () => useChatStore.getState().threads[ANA]?.messages ?? [];

describe('chat realtime: the stored outbox across the session', () => {
  beforeEach(() => {
    sockets.length = 0;
    useChatStore.getState().reset();
    apiClient.defaults.baseURL = 'http://chat.test';
    fakeApi({
      'GET /messages/conversations': {
        status: 200,
        data: { message: 'ok', data: { conversations: [], unreadTotal: 0 } },
      },
    });
    useSessionStore.setState({ token: 't1', userId: ME });
    // An earlier run of the app left this unsent.
    createOutboxStorage(ME).add({
      senderId: ME,
      receiverId: ANA,
      message: 'left unsent',
      timestamp: new Date().toISOString(),
      clientId: 'left-1',
    });
  });
  afterEach(() => {
    apiClient.defaults.baseURL = undefined;
  });

  it('keeps the stored messages while the same user stays signed in, and sends them once', async () => {
    // React's development double mount, then a new token (password changed on this device).
    const { unmount } = renderHook(() => useChatRealtime(), { reactStrictMode: true });
    // Socket.IO's code arrives on its own (lib/load-socket-io.ts): one connection, not two.
    await waitFor(() => expect(sockets).toHaveLength(1));
    await act(() => useSessionStore.getState().save({ token: 't2' }));
    await waitFor(() => expect(sockets).toHaveLength(2));
    expect(window.localStorage.getItem(outboxStorageKey(ME))).toContain('left unsent');
    expect(threadOfAna().map((m) => [m.message, m.pending ?? false])).toEqual([['left unsent', true]]);

    act(() => sockets.at(-1)!.connect());
    await waitFor(() =>
      expect(threadOfAna().map((m) => [m.message, m.pending ?? false])).toEqual([['left unsent', false]]),
    );
    expect(sent()).toHaveLength(1);
    expect(window.localStorage.getItem(outboxStorageKey(ME))).toBeNull();
    unmount();
  });

  it('sign-out forgets them: nothing is sent, nothing stays stored', async () => {
    renderHook(() => useChatRealtime());
    await waitFor(() => expect(threadOfAna().map((m) => m.message)).toEqual(['left unsent']));
    await act(() => useSessionStore.getState().clear());
    expect(window.localStorage.getItem(outboxStorageKey(ME))).toBeNull();
    for (const socket of sockets) socket.connect();
    expect(sent()).toEqual([]);
    expect(threadOfAna()).toEqual([]);
  });
});

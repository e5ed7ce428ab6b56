import { useSessionStore } from '@renderer/lib/session-store';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { outboxStorageKey } from '../lib/outbox-storage';
import { useChatStore } from '../store/chat-store';
import { sockets } from '../test/fake-io';
import { ANA, ME, signedInWithUnsent } from '../test/signed-in-with-unsent';
import { useChatRealtime } from './use-chat-realtime';

// Every socket the hook opens is a fake one, kept in order of creation.
vi.mock('socket.io-client', () => import('../test/fake-io'));

const sent = () => sockets.flatMap((s) => s.emitted.filter((e) => e.event === 'sendMessage'));
const threadOfAna = () => useChatStore.getState().threads[ANA]?.messages ?? [];

describe('chat realtime: the stored outbox across the session', () => {
  let undo: () => void;
  beforeEach(() => {
    undo = signedInWithUnsent();
  });
  afterEach(() => undo());

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

import { useSessionStore } from '@renderer/lib/session-store';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { outboxStorageKey } from '../lib/outbox-storage';
import { useChatStore } from '../store/chat-store';
import * as fakeIo from '../test/fake-io';
import { ME, signedInWithUnsent } from '../test/signed-in-with-unsent';
import { SOCKET_IO_RETRY_MS, useChatRealtime } from './use-chat-realtime';

/** Socket.IO's download, answered (or failed) when the test says. */
const downloads = vi.hoisted(
  () => [] as Array<{ resolve: (module: unknown) => void; reject: (error: Error) => void }>,
);
vi.mock('../lib/load-socket-io', () => ({
  loadSocketIo: () =>
    new Promise((resolve, reject) => {
      downloads.push({ resolve, reject });
    }),
}));

/** The chat waits for Socket.IO's own file (issue 12): what happens before and without it. */
describe('chat realtime while Socket.IO downloads', () => {
  let undo: () => void;
  beforeEach(() => {
    downloads.length = 0;
    undo = signedInWithUnsent();
  });
  afterEach(() => {
    undo();
    vi.useRealTimers();
  });

  it('a sign-out before the code arrives opens no connection and still forgets the unsent messages', async () => {
    renderHook(() => useChatRealtime());
    expect(downloads).toHaveLength(1);
    await act(() => useSessionStore.getState().clear());
    expect(window.localStorage.getItem(outboxStorageKey(ME))).toBeNull();

    await act(async () => downloads[0]!.resolve(fakeIo));
    expect(fakeIo.sockets).toHaveLength(0);
    expect(useChatStore.getState().controller).toBeNull();
  });

  it('the same user staying signed in keeps them stored while the code is not here yet', async () => {
    const { unmount } = renderHook(() => useChatRealtime());
    unmount();
    expect(window.localStorage.getItem(outboxStorageKey(ME))).toContain('left unsent');
  });

  it('a failed download is asked for again, and the chat then connects', async () => {
    vi.useFakeTimers();
    const { unmount } = renderHook(() => useChatRealtime());
    await act(async () => downloads[0]!.reject(new Error('offline')));
    expect(useChatStore.getState().controller).toBeNull();
    expect(downloads).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(SOCKET_IO_RETRY_MS));
    expect(downloads).toHaveLength(2);
    await act(async () => downloads[1]!.resolve(fakeIo));
    expect(fakeIo.sockets).toHaveLength(1);
    expect(useChatStore.getState().controller).not.toBeNull();
    unmount();
    expect(useChatStore.getState().controller).toBeNull();
  });
});

import { apiClient } from '@renderer/lib/api-client';
import { useSessionStore } from '@renderer/lib/session-store';
import { fakeApi } from '@renderer/test/fake-api';
import type { FetchLike } from '@shared/api/session';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeSocket } from '../test/fake-socket';
import { useChatRealtime } from './use-chat-realtime';

const ME = '0b6f2d4e-1111-4c3b-9a55-000000000001';

/** The handshake `auth` of each socket the chat opens, as its options give it at that moment. */
const opened = vi.hoisted(() => [] as Array<Record<string, unknown>>);

vi.mock('socket.io-client', () => ({
  io: (_url: string, options: { auth: (cb: (data: Record<string, unknown>) => void) => void }) => {
    options.auth((data) => opened.push(data));
    return createFakeSocket().socket;
  },
}));

/**
 * The access token lives an hour: when an HTTP call renews it (401 TOKEN_EXPIRED, then the
 * refresh), the chat connection is opened again and its handshake carries the new token.
 */
describe('chat after a token refresh', () => {
  beforeEach(() => {
    opened.length = 0;
    apiClient.defaults.baseURL = 'http://chat.test';
  });
  afterEach(() => {
    apiClient.defaults.baseURL = undefined;
    vi.unstubAllGlobals();
  });

  it('reconnects with the new token', async () => {
    await useSessionStore
      .getState()
      .save(
        { token: 'old.jwt', refreshToken: 'a'.repeat(43), userId: ME, profileSetup: true },
        { remember: true },
      );
    const refresh: FetchLike = async () => ({
      status: 200,
      json: async () => ({
        message: 'Session renewed.',
        data: { accessToken: 'new.jwt', refreshToken: 'b'.repeat(43), user_id: ME },
      }),
    });
    vi.stubGlobal('fetch', refresh);
    fakeApi({
      'GET /messages/conversations': (config) =>
        config.headers.Authorization === 'new.jwt'
          ? { status: 200, data: { message: 'ok', data: { conversations: [], unreadTotal: 0 } } }
          : { status: 401, data: { message: 'Your session has expired.', code: 'TOKEN_EXPIRED' } },
    });

    const { unmount } = renderHook(() => useChatRealtime());
    // The chat's first call finds the token expired; the client refreshes and the chat reopens.
    await waitFor(() => expect(useSessionStore.getState().token).toBe('new.jwt'));
    await waitFor(() => expect(opened.length).toBeGreaterThan(1));
    expect(opened[0]).toMatchObject({ token: 'old.jwt' });
    expect(opened.at(-1)).toMatchObject({ token: 'new.jwt' });
    unmount();
  });
});

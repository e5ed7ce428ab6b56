import { apiClient } from '@renderer/lib/api-client';
import { useSessionStore } from '@renderer/lib/session-store';
import { fakeApi } from '@renderer/test/fake-api';
import { createOutboxStorage } from '../lib/outbox-storage';
import { useChatStore } from '../store/chat-store';
import { sockets } from './fake-io';

export const ME = '0b6f2d4e-1111-4c3b-9a55-000000000001';
export const ANA = '0b6f2d4e-2222-4c3b-9a55-000000000002';

/**
 * For tests of the session's chat (hooks/use-chat-realtime.ts): ME signed in with an API to talk
 * to (no conversations yet), no socket opened so far, and one message to Ana that an earlier run
 * of the app left unsent. Returns the undo for afterEach.
 */
export function signedInWithUnsent(): () => void {
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
  createOutboxStorage(ME).add({
    senderId: ME,
    receiverId: ANA,
    message: 'left unsent',
    timestamp: new Date().toISOString(),
    clientId: 'left-1',
  });
  return () => {
    apiClient.defaults.baseURL = undefined;
  };
}

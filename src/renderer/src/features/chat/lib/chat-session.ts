import { apiClient } from '@renderer/lib/api-client';
import { SOCKET_OPTIONS } from '@shared/constants';
import type { Lang } from '@shared/domain';
import { io } from 'socket.io-client';
import { ChatConnection, type ChatSocket } from './chat-connection';
import { createOutboxStorage } from './outbox-storage';

/**
 * The session's single chat connection (one socket for the whole signed-in app: the chat
 * screen joins and leaves rooms on it, and notifications keep working on other screens).
 */
let current: ChatConnection | null = null;

export interface OpenOptions {
  /** The signed-in user: their stored outbox is restored and kept. */
  userId: string;
  token: () => string | null;
  lang: () => Lang;
  /** Tests pass a fake socket. */
  createSocket?: (url: string, options: Parameters<typeof io>[1]) => ChatSocket;
}

/** The API the chat connects to; null until start-up configured the API client. */
export function chatServerUrl(): string | null {
  return apiClient.defaults.baseURL ?? null;
}

export function openChatSession({ userId, token, lang, createSocket = io }: OpenOptions): ChatConnection {
  current?.close('replaced', 'keep');
  const url = chatServerUrl() ?? window.location.origin;
  const socket = createSocket(url, {
    ...SOCKET_OPTIONS,
    // Read on every (re)connect, so a refreshed token or language is used after a reconnect.
    auth: (callback) => callback({ token: token(), lang: lang() }),
  });
  current = new ChatConnection(socket, { storage: createOutboxStorage(userId), lang });
  return current;
}

export function chatSession(): ChatConnection | null {
  return current;
}

/** 'discard' at sign-out; 'keep' when the same user goes on (see ChatConnection.close). */
export function closeChatSession(reason: string, unsent: 'discard' | 'keep'): void {
  current?.close(reason, unsent);
  current = null;
}

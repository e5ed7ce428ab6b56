import { apiClient } from '@renderer/lib/api-client';
import { SOCKET_OPTIONS } from '@shared/constants';
import type { Lang } from '@shared/domain';
import { io } from 'socket.io-client';
import { ChatConnection, type ChatSocket } from './chat-connection';

/**
 * The session's single chat connection (one socket for the whole signed-in app: the chat
 * screen joins and leaves rooms on it, and notifications keep working on other screens).
 */
let current: ChatConnection | null = null;

export interface OpenOptions {
  token: () => string | null;
  lang: () => Lang;
  /** Tests pass a fake socket. */
  createSocket?: (url: string, options: Parameters<typeof io>[1]) => ChatSocket;
}

/** The API the chat connects to; null until start-up configured the API client. */
export function chatServerUrl(): string | null {
  return apiClient.defaults.baseURL ?? null;
}

export function openChatSession({ token, lang, createSocket = io }: OpenOptions): ChatConnection {
  current?.close('replaced');
  const url = chatServerUrl() ?? window.location.origin;
  const socket = createSocket(url, {
    ...SOCKET_OPTIONS,
    // Read on every (re)connect, so a refreshed token or language is used after a reconnect.
    auth: (callback) => callback({ token: token(), lang: lang() }),
  });
  current = new ChatConnection(socket);
  return current;
}

export function chatSession(): ChatConnection | null {
  return current;
}

export function closeChatSession(reason: string): void {
  current?.close(reason);
  current = null;
}

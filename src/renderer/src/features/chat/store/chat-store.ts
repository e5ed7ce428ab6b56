import type { ConversationSummary } from '@shared/api/messages';
import type { ApplicationStatus } from '@shared/domain';
import type { ChatMessage } from '@shared/realtime/events';
import { create } from 'zustand';
import type { ChatController } from '../lib/chat-controller';
import { mergeMessages, type ThreadMessage, withoutClientId } from '../lib/thread';

export interface ThreadState {
  messages: ThreadMessage[];
  hasMore: boolean;
  loaded: boolean;
}

const EMPTY_THREAD: ThreadState = { messages: [], hasMore: false, loaded: false };

interface ChatState {
  /** The session's chat, once the signed-in shell started it (child screens mount first). */
  controller: ChatController | null;
  connected: boolean;
  conversations: ConversationSummary[];
  conversationsLoaded: boolean;
  threads: Record<string, ThreadState>;
  /** The conversation on screen (its partner's id), if any. */
  activeUserId: string | null;
  setController(controller: ChatController | null): void;
  setConnected(connected: boolean): void;
  setConversations(conversations: ConversationSummary[]): void;
  setActive(userId: string | null): void;
  /** Adds messages to the thread with `otherId` (deduplicated, time-sorted). */
  addMessages(otherId: string, messages: ThreadMessage[], page?: { hasMore: boolean; older: boolean }): void;
  dropPending(otherId: string, senderId: string, clientId: string): void;
  /** A new message moves its conversation to the top with a new preview; returns false if unknown. */
  touchConversation(otherId: string, message: ChatMessage, unreadDelta: number): boolean;
  setConversationRead(otherId: string): void;
  setApplicationStatus(otherId: string, applicationId: string, status: ApplicationStatus): void;
  reset(): void;
}

const initial = {
  controller: null as ChatController | null,
  connected: false,
  conversations: [] as ConversationSummary[],
  conversationsLoaded: false,
  threads: {} as Record<string, ThreadState>,
  activeUserId: null as string | null,
};

export const useChatStore = create<ChatState>()((set, get) => ({
  ...initial,
  setController: (controller) => set({ controller, connected: controller?.connected ?? false }),
  setConnected: (connected) => set({ connected }),
  setConversations: (conversations) => set({ conversations, conversationsLoaded: true }),
  setActive: (activeUserId) => set({ activeUserId }),
  addMessages: (otherId, messages, page) =>
    set((state) => {
      const thread = state.threads[otherId] ?? EMPTY_THREAD;
      const next: ThreadState = {
        messages: mergeMessages(thread.messages, messages),
        // Only a page from the start of history (or older) says whether older pages exist.
        hasMore: page && (page.older || !thread.loaded) ? page.hasMore : thread.hasMore,
        loaded: thread.loaded || Boolean(page),
      };
      return { threads: { ...state.threads, [otherId]: next } };
    }),
  dropPending: (otherId, senderId, clientId) =>
    set((state) => {
      const thread = state.threads[otherId];
      if (!thread) return state;
      return {
        threads: {
          ...state.threads,
          [otherId]: { ...thread, messages: withoutClientId(thread.messages, senderId, clientId) },
        },
      };
    }),
  touchConversation: (otherId, message, unreadDelta) => {
    const { conversations } = get();
    const index = conversations.findIndex((c) => c.userId === otherId);
    if (index < 0) return false;
    const current = conversations[index]!;
    // Several messages can arrive out of order with the list; keep the newest as the preview.
    const newer = message.timestamp >= current.lastMessage.timestamp;
    const updated: ConversationSummary = {
      ...current,
      lastMessage: newer
        ? {
            id: message.id,
            senderId: message.senderId,
            message: message.message,
            timestamp: message.timestamp,
            senderName: message.senderName ?? null,
          }
        : current.lastMessage,
      unreadCount: Math.max(0, current.unreadCount + unreadDelta),
    };
    const rest = conversations.filter((_, i) => i !== index);
    set({
      conversations: newer ? [updated, ...rest] : conversations.map((c, i) => (i === index ? updated : c)),
    });
    return true;
  },
  setConversationRead: (otherId) =>
    set((state) => ({
      conversations: state.conversations.map((c) => (c.userId === otherId ? { ...c, unreadCount: 0 } : c)),
    })),
  setApplicationStatus: (otherId, applicationId, status) =>
    set((state) => ({
      conversations: state.conversations.map((c) =>
        c.userId === otherId && c.application?.id === applicationId
          ? { ...c, application: { ...c.application, status } }
          : c,
      ),
    })),
  reset: () => set({ ...initial }),
}));

/** Unread messages in all conversations: the Message link's badge and the desktop badge. */
export const selectUnreadTotal = (state: Pick<ChatState, 'conversations'>) =>
  state.conversations.reduce((total, c) => total + c.unreadCount, 0);

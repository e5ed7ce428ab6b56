import { translateNow } from '@renderer/i18n/language-store';
import { apiClient } from '@renderer/lib/api-client';
import { getBridge } from '@renderer/lib/bridge';
import { applyCompanyActivity } from '@renderer/lib/company-activity';
import { applyNotificationEvent } from '@renderer/lib/notification-updates';
import { applyPaymentUpdate } from '@renderer/lib/payment-updates';
import { fullName } from '@renderer/lib/person-name';
import { queryClient } from '@renderer/lib/query-client';
import { SOCKET_OPTIONS } from '@shared/constants';
import type { Lang } from '@shared/domain';
import { type ChatMessage, roomName } from '@shared/realtime/events';
import type { io } from 'socket.io-client';
import { getConversations } from '../api/get-conversations';
import { getHistory } from '../api/get-history';
import { markRead } from '../api/mark-read';
import { selectUnreadTotal, useChatStore } from '../store/chat-store';
import { ChatConnection, type ChatSocket, newClientId } from './chat-connection';
import { fromCompanySide, isViewing, notificationFor, partnerOf, windowHasFocus } from './incoming';
import { createOutboxStorage } from './outbox-storage';
import { showRestored } from './show-restored';
import { pendingMessage } from './thread';

/**
 * The chat of one signed-in session: it owns the Socket.IO connection and every chat action
 * (conversations, threads, sending, read marks, notifications, the unread badge), and writes
 * what it learns into the chat store, which the screens read. The signed-in shell starts one
 * and stops it at sign-out; nothing else opens a connection.
 */
export class ChatController {
  private readonly stops: Array<() => void> = [];
  private lastBadge = -1;

  constructor(
    readonly userId: string,
    readonly connection: ChatConnection,
  ) {}

  get connected(): boolean {
    return this.connection.connected;
  }

  /** Loads the conversations, shows what an earlier run left unsent, follows the connection. */
  start(): void {
    const { connection } = this;
    // What an earlier run left unsent goes first, shown pending in its thread.
    this.stops.push(showRestored(connection.outbox.restored));
    this.stops.push(this.followBadge());
    void this.refreshConversations();
    this.stops.push(connection.onMessage((message) => void this.handleIncoming(message)));
    // The session's one socket also carries payment changes: they go to the query cache.
    this.stops.push(connection.onPaymentUpdated((order) => void applyPaymentUpdate(queryClient, order)));
    // And new notifications: to the bell's cache, and a native alert when the window is in the background.
    this.stops.push(
      connection.onNotification(
        (event) =>
          void applyNotificationEvent(queryClient, event, {
            bridge: getBridge(),
            inBackground: () => !windowHasFocus(),
          }),
      ),
    );
    // And colleagues' changes in the company: the screens they touch are read again.
    this.stops.push(connection.onCompanyActivity((event) => void applyCompanyActivity(queryClient, event)));
    this.stops.push(connection.onStatus((connected) => useChatStore.getState().setConnected(connected)));
    // Back after a gap (network, server restart): what arrived meanwhile comes from history.
    this.stops.push(connection.onReconnect(() => void this.refreshConversations()));
    // A refused token (password changed elsewhere): any HTTP call gets the 401 that signs out.
    this.stops.push(connection.onRefused(() => void this.refreshConversations()));
    const onFocus = () => {
      const active = useChatStore.getState().activeUserId;
      if (active && this.unreadWith(active) > 0) this.readConversation(active);
    };
    window.addEventListener('focus', onFocus);
    this.stops.push(() => window.removeEventListener('focus', onFocus));
  }

  /**
   * Ends the session's chat. 'discard' (signed out, or another user) forgets the unsent
   * messages; 'keep' (the same user goes on: a new token, React's development remount) leaves
   * them stored for the next connection to send.
   */
  stop(unsent: 'discard' | 'keep'): void {
    for (const stop of this.stops.splice(0)) stop();
    this.connection.close(unsent === 'discard' ? 'signed out' : 'closed', unsent);
    void getBridge()
      .notifications.setBadge(0)
      .catch(() => {});
  }

  /** Reads the conversations and their unread counts from the server. */
  async refreshConversations(): Promise<void> {
    try {
      const { data } = await getConversations();
      // The conversation on screen in a focused window is being read: it counts nothing.
      const active = useChatStore.getState().activeUserId;
      const reading = active !== null && windowHasFocus();
      useChatStore
        .getState()
        .setConversations(
          data.conversations.map((c) => (reading && c.userId === active ? { ...c, unreadCount: 0 } : c)),
        );
    } catch (error) {
      console.error('Could not load conversations', error);
    }
  }

  /** The thread on screen is read: on the server and in the list (so in the badges too). */
  readConversation(partnerId: string): void {
    useChatStore.getState().setConversationRead(partnerId);
    markRead(partnerId).catch((error: unknown) => console.error('Could not mark messages read', error));
  }

  /** A message from the socket: into its thread, its conversation to the top, maybe a notification. */
  async handleIncoming(message: ChatMessage): Promise<void> {
    const chat = useChatStore.getState();
    const me = this.userId;
    const partner = partnerOf(message, me);
    chat.addMessages(partner, [message]);
    const viewing = isViewing(partner, chat.activeUserId, windowHasFocus());
    // Mine or a colleague's (issue 18: the company's side) is nothing new to read for me.
    const ours = fromCompanySide(message, me);
    // A first message from someone new: the list (with their name) comes from the server.
    if (!chat.touchConversation(partner, message, ours || viewing ? 0 : 1)) await this.refreshConversations();
    if (ours) return;
    if (viewing) {
      this.readConversation(partner);
      return;
    }
    const conversation = useChatStore.getState().conversations.find((c) => c.userId === partner);
    const name = fullName(conversation) ?? translateNow('chat.notification.title');
    getBridge()
      .notifications.show(notificationFor(message, name))
      .catch((error: unknown) => console.error('Notification failed', error));
  }

  /**
   * The conversation with `partnerId` is on screen: its room is joined, its latest page of
   * history loaded (which marks it read), and loaded again after a reconnect. Returns the close.
   */
  openConversation(partnerId: string): () => void {
    const me = this.userId;
    useChatStore.getState().setActive(partnerId);
    const room = roomName(me, partnerId);
    this.connection.join(room);
    let closed = false;
    const load = () =>
      getHistory(me, partnerId)
        .then((body) => {
          if (closed) return;
          const page = body.data;
          useChatStore
            .getState()
            .addMessages(partnerId, page?.data ?? [], { hasMore: Boolean(page?.hasMore), older: false });
          if (windowHasFocus()) useChatStore.getState().setConversationRead(partnerId);
        })
        .catch((failure: unknown) => console.error('Could not load messages', failure));
    void load();
    const offReconnect = this.connection.onReconnect(() => void load());
    return () => {
      closed = true;
      offReconnect();
      this.connection.leave(room);
      useChatStore.getState().setActive(null);
    };
  }

  /** The page of history before the oldest stored message on screen. */
  loadOlder(partnerId: string): void {
    const oldest = useChatStore.getState().threads[partnerId]?.messages.find((m) => !m.pending);
    if (!oldest) return;
    getHistory(this.userId, partnerId, { before: oldest.id })
      .then((body) =>
        useChatStore.getState().addMessages(partnerId, body.data?.data ?? [], {
          hasMore: Boolean(body.data?.hasMore),
          older: true,
        }),
      )
      .catch((failure: unknown) => console.error('Could not load older messages', failure));
  }

  /**
   * Shows the message pending at once and sends it through the outbox; resolves with the
   * stored copy. A refusal takes the pending copy away and rejects with the server's reason.
   */
  send(partnerId: string, text: string): Promise<ChatMessage> {
    const payload = {
      senderId: this.userId,
      receiverId: partnerId,
      message: text,
      timestamp: new Date().toISOString(),
      clientId: newClientId(),
    };
    useChatStore.getState().addMessages(partnerId, [pendingMessage(payload)]);
    return this.connection.send(payload).then(
      (stored) => {
        useChatStore.getState().addMessages(partnerId, [stored]);
        return stored;
      },
      (failure: Error) => {
        useChatStore.getState().dropPending(partnerId, this.userId, payload.clientId);
        throw failure;
      },
    );
  }

  private unreadWith(partnerId: string): number {
    return useChatStore.getState().conversations.find((c) => c.userId === partnerId)?.unreadCount ?? 0;
  }

  /** The dock/taskbar badge (browser: title prefix) shows the unread total of the conversations. */
  private followBadge(): () => void {
    const apply = (total: number) => {
      if (total === this.lastBadge) return;
      this.lastBadge = total;
      getBridge()
        .notifications.setBadge(total)
        .catch((error: unknown) => console.error('setBadge failed', error));
    };
    apply(selectUnreadTotal(useChatStore.getState()));
    return useChatStore.subscribe((state) => apply(selectUnreadTotal(state)));
  }
}

/** The API the chat connects to; null until start-up configured the API client. */
export function chatServerUrl(): string | null {
  return apiClient.defaults.baseURL ?? null;
}

export interface CreateChatOptions {
  /** The signed-in user: their stored outbox is restored and kept. */
  userId: string;
  token: () => string | null;
  lang: () => Lang;
  /** Socket.IO's `io` (lib/load-socket-io.ts downloads it); tests pass a fake. */
  createSocket: (url: string, options: Parameters<typeof io>[1]) => ChatSocket;
}

/** The session's controller on a new Socket.IO connection to the API. */
export function createChatController({ userId, token, lang, createSocket }: CreateChatOptions) {
  const socket = createSocket(chatServerUrl() ?? window.location.origin, {
    ...SOCKET_OPTIONS,
    // Read on every (re)connect, so a refreshed token or language is used after a reconnect.
    auth: (callback) => callback({ token: token(), lang: lang() }),
  });
  return new ChatController(
    userId,
    new ChatConnection(socket, { storage: createOutboxStorage(userId), lang }),
  );
}

import { getBridge } from '@renderer/lib/bridge';
import { useSessionStore } from '@renderer/lib/session-store';
import { syncBadgeWithUnread, useUnreadStore } from '@renderer/lib/unread-store';
import { translateNow, useLanguageStore } from '@renderer/i18n/language-store';
import type { ChatMessage } from '@shared/realtime/events';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { getConversations } from '../api/get-conversations';
import { markRead } from '../api/mark-read';
import { chatServerUrl, closeChatSession, openChatSession } from '../lib/chat-session';
import { isViewing, notificationFor, partnerOf, windowHasFocus } from '../lib/incoming';
import { displayName } from '../lib/thread';
import { useChatStore } from '../store/chat-store';
import { showRestored } from './show-restored';

/** Loads the conversations list and the unread counts from the server. */
export async function refreshConversations(): Promise<void> {
  try {
    const { conversations } = await getConversations();
    useChatStore.getState().setConversations(conversations);
    const active = useChatStore.getState().activeUserId;
    const byUser: Record<string, number> = {};
    for (const c of conversations)
      byUser[c.userId] = c.userId === active && windowHasFocus() ? 0 : c.unreadCount;
    useUnreadStore.getState().setAll(byUser);
  } catch (error) {
    console.error('Could not load conversations', error);
  }
}

/** The thread on screen is read: on the server, in the list and in the badge. */
export function readConversation(partnerId: string): void {
  useUnreadStore.getState().clear(partnerId);
  useChatStore.getState().setConversationRead(partnerId);
  markRead(partnerId).catch((error: unknown) => console.error('Could not mark messages read', error));
}

export async function handleIncoming(message: ChatMessage, me: string): Promise<void> {
  const chat = useChatStore.getState();
  const partner = partnerOf(message, me);
  chat.addMessages(partner, [message]);
  if (message.senderId === me) {
    if (!chat.touchConversation(partner, message, 0)) await refreshConversations();
    return;
  }
  const viewing = isViewing(partner, chat.activeUserId, windowHasFocus());
  if (viewing) {
    if (!chat.touchConversation(partner, message, 0)) await refreshConversations();
    readConversation(partner);
    return;
  }
  useUnreadStore.getState().increment(partner);
  // A first message from someone new: the list (with their name) comes from the server.
  if (!chat.touchConversation(partner, message, 1)) await refreshConversations();
  const conversation = useChatStore.getState().conversations.find((c) => c.userId === partner);
  const name = displayName(conversation, translateNow('chat.notification.title'));
  getBridge()
    .notifications.show(notificationFor(message, name))
    .catch((error: unknown) => console.error('Notification failed', error));
}

/**
 * Mounted once inside the signed-in shell: opens the chat connection, keeps unread counts and
 * the badge, raises notifications for messages arriving elsewhere and opens the conversation
 * when a notification is clicked. Everything stops at logout, unsent messages included.
 */
export function useChatRealtime(): void {
  const token = useSessionStore((s) => s.token);
  const userId = useSessionStore((s) => s.userId);
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;

  useEffect(() => {
    // No API configured (unit tests that render the shell): no connection to open.
    if (!token || !userId || !chatServerUrl()) return;
    const connection = openChatSession({
      userId,
      token: () => useSessionStore.getState().token,
      lang: () => useLanguageStore.getState().lang,
    });
    useChatStore.getState().setConnection(connection);
    // What an earlier run left unsent goes first, shown pending in its thread.
    const stopRestored = showRestored(connection.outbox.restored);
    const stopBadge = syncBadgeWithUnread();
    void refreshConversations();
    const offMessage = connection.onMessage((message) => {
      void handleIncoming(message, userId);
    });
    const offStatus = connection.onStatus((connected) => useChatStore.getState().setConnected(connected));
    // Back after a gap (network, server restart): what arrived meanwhile comes from history.
    const offReconnect = connection.onReconnect(() => void refreshConversations());
    // A refused token (password changed elsewhere): any HTTP call gets the 401 that signs out.
    const offRefused = connection.onRefused(() => void refreshConversations());
    const offClick = getBridge().notifications.onClick((route) => navigateRef.current(route));
    const onFocus = () => {
      const active = useChatStore.getState().activeUserId;
      if (active && (useUnreadStore.getState().byUser[active] ?? 0) > 0) readConversation(active);
    };
    window.addEventListener('focus', onFocus);
    return () => {
      window.removeEventListener('focus', onFocus);
      offClick();
      offReconnect();
      offRefused();
      offStatus();
      offMessage();
      stopBadge();
      stopRestored();
      // Signed out (or someone else signed in): the unsent messages go with the session. The
      // same user still signed in (a new token after a password change, React's development
      // remount): they stay stored and the next connection sends them.
      if (useSessionStore.getState().userId !== userId) closeChatSession('signed out', 'discard');
      else closeChatSession('closed', 'keep');
      useChatStore.getState().reset();
      useUnreadStore.getState().reset();
      void getBridge()
        .notifications.setBadge(0)
        .catch(() => {});
    };
  }, [token, userId]);
}

import { useLanguageStore } from '@renderer/i18n/language-store';
import { useSessionStore } from '@renderer/lib/session-store';
import { useEffect } from 'react';
import { type ChatController, chatServerUrl, createChatController } from '../lib/chat-controller';
import { loadSocketIo } from '../lib/load-socket-io';
import { createOutboxStorage } from '../lib/outbox-storage';
import { useChatStore } from '../store/chat-store';

/** How long to wait before asking again for Socket.IO's code when its download failed. */
export const SOCKET_IO_RETRY_MS = 5_000;

/**
 * Mounted once inside the signed-in shell: starts the session's chat controller (connection,
 * conversations, unread badge, notifications) once Socket.IO's code is here, and stops it at
 * sign-out, unsent messages included. Notification clicks are followed by the app itself
 * (app/desktop-links.ts).
 */
export function useChatRealtime(): void {
  const token = useSessionStore((s) => s.token);
  const userId = useSessionStore((s) => s.userId);

  useEffect(() => {
    // No API configured (unit tests that render the shell): no connection to open.
    if (!token || !userId || !chatServerUrl()) return;
    let controller: ChatController | null = null;
    let ended = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const open = () => {
      loadSocketIo().then(
        ({ io }) => {
          // The session ended (or its token changed) while the code downloaded.
          if (ended) return;
          controller = createChatController({
            userId,
            token: () => useSessionStore.getState().token,
            lang: () => useLanguageStore.getState().lang,
            createSocket: io,
          });
          useChatStore.getState().setController(controller);
          controller.start();
        },
        () => {
          // Offline at start: the chat shows as not connected and tries again a little later.
          if (!ended) retry = setTimeout(open, SOCKET_IO_RETRY_MS);
        },
      );
    };
    open();
    return () => {
      ended = true;
      clearTimeout(retry);
      // Signed out (or someone else signed in): the unsent messages go with the session. The
      // same user still signed in (a new token after a password change, React's development
      // remount): they stay stored and the next connection sends them.
      const unsent = useSessionStore.getState().userId === userId ? 'keep' : 'discard';
      if (controller) controller.stop(unsent);
      // Signed out before the chat's code arrived: what an earlier run left unsent goes all the same.
      else if (unsent === 'discard') createOutboxStorage(userId).clear();
      useChatStore.getState().reset();
    };
  }, [token, userId]);
}

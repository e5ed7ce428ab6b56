import { useLanguageStore } from '@renderer/i18n/language-store';
import { useSessionStore } from '@renderer/lib/session-store';
import { useEffect } from 'react';
import { chatServerUrl, createChatController } from '../lib/chat-controller';
import { useChatStore } from '../store/chat-store';

/**
 * Mounted once inside the signed-in shell: starts the session's chat controller (connection,
 * conversations, unread badge, notifications) and stops it at sign-out, unsent messages
 * included. Notification clicks are followed by the app itself (app/desktop-links.ts).
 */
export function useChatRealtime(): void {
  const token = useSessionStore((s) => s.token);
  const userId = useSessionStore((s) => s.userId);

  useEffect(() => {
    // No API configured (unit tests that render the shell): no connection to open.
    if (!token || !userId || !chatServerUrl()) return;
    const controller = createChatController({
      userId,
      token: () => useSessionStore.getState().token,
      lang: () => useLanguageStore.getState().lang,
    });
    useChatStore.getState().setController(controller);
    controller.start();
    return () => {
      // Signed out (or someone else signed in): the unsent messages go with the session. The
      // same user still signed in (a new token after a password change, React's development
      // remount): they stay stored and the next connection sends them.
      controller.stop(useSessionStore.getState().userId === userId ? 'keep' : 'discard');
      useChatStore.getState().reset();
    };
  }, [token, userId]);
}

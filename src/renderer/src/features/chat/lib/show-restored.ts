import type { RestoredMessage } from './outbox';
import { pendingMessage } from './thread';
import { useChatStore } from '../store/chat-store';

/**
 * Messages an earlier run left unsent appear in their threads like any message in the outbox
 * (pending, "Waiting for connection" / "Sending..."), then as the server's copy; one the
 * server refuses stays, marked failed with its reason. Nobody wrote it on this screen, so no
 * input can take it back as the composer does with a live send. Returns a stop for the
 * session's end: what settles afterwards (a sign-out discards them) touches no thread.
 */
export function showRestored(restored: readonly RestoredMessage[]): () => void {
  let stopped = false;
  for (const { payload, done } of restored) {
    const pending = pendingMessage(payload);
    const add = (message: typeof pending) => {
      if (!stopped) useChatStore.getState().addMessages(payload.receiverId, [message]);
    };
    add(pending);
    done.then(add, (failure: Error) => add({ ...pending, failed: failure.message }));
  }
  return () => {
    stopped = true;
  };
}

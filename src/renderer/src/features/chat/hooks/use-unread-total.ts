import { selectUnreadTotal, useChatStore } from '../store/chat-store';

/** Unread chat messages in all conversations, for the side navigation's Message badge. */
export function useUnreadTotal(): number {
  return useChatStore(selectUnreadTotal);
}

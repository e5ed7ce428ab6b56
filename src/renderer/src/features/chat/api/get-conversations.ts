import { api } from '@renderer/lib/api-client';
import type { ConversationsResponse } from '@shared/api/messages';

/** GET /messages/conversations: the caller's conversations, newest first, with unread counts. */
export function getConversations(signal?: AbortSignal) {
  return api.get<ConversationsResponse>('/messages/conversations', {
    signal,
    fallbackMessage: 'errors.generic',
  });
}

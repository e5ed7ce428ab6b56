import { api } from '@renderer/lib/api-client';
import type { ConversationsResponse } from '@shared/api/messages';

/** GET /messages/conversations: the caller's conversations, newest first, with unread counts. */
export async function getConversations(): Promise<ConversationsResponse['data']> {
  const body = await api.get<ConversationsResponse>('/messages/conversations', {
    fallbackMessage: 'errors.generic',
  });
  return body.data;
}

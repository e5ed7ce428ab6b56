import { api } from '@renderer/lib/api-client';
import type { HistoryQuery, HistoryResponse } from '@shared/api/messages';

/** GET /messages/{senderId}/{receiverId}: one page of the thread, oldest first; also marks it read. */
export function getHistory(senderId: string, receiverId: string, query: HistoryQuery = {}) {
  return api.get<HistoryResponse>(
    `/messages/${encodeURIComponent(senderId)}/${encodeURIComponent(receiverId)}`,
    { params: query, fallbackMessage: 'errors.generic' },
  );
}

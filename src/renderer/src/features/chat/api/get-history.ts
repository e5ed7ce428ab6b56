import { api } from '@renderer/lib/api-client';
import type { HistoryQuery, HistoryResponse } from '@shared/api/messages';

/** GET /messages/{senderId}/{receiverId} (spec §7): `data.data`, oldest first; also marks the thread read. */
export async function getHistory(
  senderId: string,
  receiverId: string,
  query: HistoryQuery = {},
): Promise<HistoryResponse['data']> {
  const body = await api.get<HistoryResponse>(
    `/messages/${encodeURIComponent(senderId)}/${encodeURIComponent(receiverId)}`,
    { params: query, fallbackMessage: 'errors.generic' },
  );
  return { data: body.data?.data ?? [], hasMore: Boolean(body.data?.hasMore) };
}

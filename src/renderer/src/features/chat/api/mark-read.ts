import { api } from '@renderer/lib/api-client';
import type { MarkReadResponse } from '@shared/api/messages';

/** POST /messages/{userId}/read: what that person sent me counts as read (the thread is on screen). */
export function markRead(userId: string) {
  return api.post<MarkReadResponse>(`/messages/${encodeURIComponent(userId)}/read`);
}

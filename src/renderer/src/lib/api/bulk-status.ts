import { api } from '@renderer/lib/api-client';
import type {
  BulkStatusBody,
  BulkStatusResponse,
  UndoStatusBody,
  UndoStatusResponse,
} from '@shared/api/bulk-status';

/** POST /applications/status: many applications to one status, with an optional template message (issue 19). */
export function bulkMoveStatus(body: BulkStatusBody) {
  return api.post<BulkStatusResponse>('/applications/status', body, { fallbackMessage: 'bulk.failed' });
}

/** POST /applications/status/undo: puts back what a move changed where nobody moved the applicant since. */
export function undoStatusMove(body: UndoStatusBody) {
  return api.post<UndoStatusResponse>('/applications/status/undo', body, {
    fallbackMessage: 'bulk.undo.failed',
  });
}

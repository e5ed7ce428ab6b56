import { applicationKeys } from '@renderer/lib/api/keys';
import { bulkMoveStatus, undoStatusMove } from '@renderer/lib/api/bulk-status';
import type { BulkStatusBody, UndoStatusBody } from '@shared/api/bulk-status';
import { useT } from '@renderer/i18n/use-t';
import { notify } from '@renderer/lib/toast';
import type { ApplicationStatus } from '@shared/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * Issue 19's bulk move and its undo. Both change many rows: every cached list and detail of
 * applications is read again (a status filter may no longer match, histories gained entries).
 */
export function useBulkMoveStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkStatusBody) => bulkMoveStatus(body),
    onSuccess: () => client.invalidateQueries({ queryKey: applicationKeys.all }),
  });
}

export function useUndoStatusMove() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UndoStatusBody) => undoStatusMove(body),
    onSuccess: () => client.invalidateQueries({ queryKey: applicationKeys.all }),
  });
}

/**
 * After a move (bulk or the chat header's): a toast with Undo for UNDO_WINDOW_MS. Undo restores
 * only applications still in the status the move set (docs/product.md §10, Bulk moves and templates) and says how many
 * were kept because someone moved them since.
 */
export function useOfferUndo() {
  const t = useT();
  const undo = useUndoStatusMove();
  return (
    message: string,
    move: { status: ApplicationStatus; items: Array<{ id: string; from: ApplicationStatus }> },
    onUndone?: (restored: string[]) => void,
  ) => {
    if (move.items.length === 0) return;
    notify.withAction(message, {
      label: t('bulk.undo'),
      ariaLabel: t('bulk.undo.label', { count: move.items.length }),
      run: () =>
        undo.mutate(move, {
          onSuccess: (body) => {
            const { restored, skipped } = body.data;
            if (skipped.length > 0) {
              notify.info(t('bulk.undo.partial', { restored: restored.length, skipped: skipped.length }));
            } else {
              notify.success(t('bulk.undo.done', { count: restored.length }));
            }
            onUndone?.(restored);
          },
          onError: () => notify.error(t('bulk.undo.failed')),
        }),
    });
  };
}

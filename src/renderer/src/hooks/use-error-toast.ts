import { toApiError } from '@renderer/lib/api-client';
import { notify } from '@renderer/lib/toast';
import type { MessageKey } from '@shared/i18n';
import { useEffect } from 'react';

/**
 * Shows a read's failure as an error toast, once per failure (a query keeps its error object
 * until the next attempt). `fallback` is the catalogue text when the server gave no message.
 */
export function useErrorToast(error: unknown, fallback: MessageKey): void {
  useEffect(() => {
    if (error) notify.error(toApiError(error, fallback).message);
  }, [error, fallback]);
}

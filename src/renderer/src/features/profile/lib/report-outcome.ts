import { toApiError } from '@renderer/lib/api-client';
import { notify } from '@renderer/lib/toast';

/**
 * Tells the person how a change went: the server's own message on success (else
 * `fallbackSuccess`), its refusal otherwise. Resolves with whether the change happened.
 */
export function reportOutcome<T extends { message?: string }>(
  action: Promise<T>,
  fallbackSuccess: string,
): Promise<boolean> {
  return action.then(
    (res) => {
      notify.success(res.message || fallbackSuccess);
      return true;
    },
    (error: unknown) => {
      notify.error(toApiError(error).message);
      return false;
    },
  );
}

import { useT } from '@renderer/i18n/use-t';
import { toApiError } from '@renderer/lib/api-client';
import { notify } from '@renderer/lib/toast';
import type { MessageKey } from '@shared/i18n';
import { type FormEvent, useState } from 'react';

interface AuthForm {
  /** The first broken rule's message key, or null (lib/validation.ts); a problem sends nothing. */
  problem: () => MessageKey | null;
  /** Sends the form. Success moves to another page, so the form stays busy: no second send. */
  send: () => Promise<void>;
  /** What a failure says when the server gives no message of its own. */
  failed: MessageKey;
}

/**
 * The submit of the sign-in, sign-up, forgot- and reset-password forms: one send at a time; a
 * validation problem or a failure is an error toast, and after a failure the form is usable again.
 */
export function useAuthSubmit({ problem, send, failed }: AuthForm) {
  const t = useT();
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const broken = problem();
    if (broken) {
      notify.error(t(broken));
      return;
    }
    setBusy(true);
    try {
      await send();
    } catch (error) {
      notify.error(toApiError(error, failed).message);
      setBusy(false);
    }
  };

  return { busy, onSubmit };
}

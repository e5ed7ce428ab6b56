import { toApiError } from '@renderer/lib/api-client';
import { notify } from '@renderer/lib/toast';
import type { MessageKey } from '@shared/i18n';
import { useState } from 'react';

/**
 * A profile tab's save that may upload an image: `busy` while it runs, the upload's percent
 * while the image goes, and a failure told in a toast (the server's words, else `failed`).
 */
export function useUploadSave(failed: MessageKey) {
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const save = async (run: (onProgress: (percent: number) => void) => Promise<void>) => {
    setBusy(true);
    try {
      await run(setProgress);
    } catch (error) {
      notify.error(toApiError(error, failed).message);
    } finally {
      setBusy(false);
      setProgress(null);
    }
  };
  return { busy, progress, save };
}

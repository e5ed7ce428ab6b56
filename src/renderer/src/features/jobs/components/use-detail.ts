import { toApiError } from '@renderer/lib/api-client';
import type { MessageKey } from '@shared/i18n';
import { useEffect, useState } from 'react';

export type Detail<T> = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; data: T };

/**
 * Loads one record for a detail page (job, company) by its route id. Shared so both pages show
 * 'Loading...' again on a new id and ignore an answer for an id the page has left.
 * `load` must be a stable function (a module-level API call), or every render would load again.
 */
export function useDetail<T>(id: string, load: (id: string) => Promise<T>, failKey: MessageKey): Detail<T> {
  const [state, setState] = useState<Detail<T>>({ kind: 'loading' });

  useEffect(() => {
    let current = true;
    setState({ kind: 'loading' });
    load(id)
      .then((data) => {
        if (current) setState({ kind: 'ready', data });
      })
      .catch((error: unknown) => {
        if (current) setState({ kind: 'error', message: toApiError(error, failKey).message });
      });
    return () => {
      current = false;
    };
  }, [id, load, failKey]);

  return state;
}

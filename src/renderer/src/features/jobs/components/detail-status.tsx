import { useT } from '@renderer/i18n/use-t';
import type { Detail } from './use-detail';

/** What a detail page shows before its record is there: 'Loading...' (announced) or the error. */
export function DetailStatus({ state }: { state: Exclude<Detail<unknown>, { kind: 'ready' }> }) {
  const t = useT();
  if (state.kind === 'loading') return <p aria-live="polite">{t('common.loading')}</p>;
  return (
    <p className="form-error" role="alert">
      {state.message}
    </p>
  );
}

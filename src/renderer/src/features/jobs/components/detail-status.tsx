import { useT } from '@renderer/i18n/use-t';

/** What a detail page shows before its record is there: 'Loading...' (announced) or the error. */
export function DetailStatus({ error }: { error: Error | null }) {
  const t = useT();
  if (!error) return <p aria-live="polite">{t('common.loading')}</p>;
  return (
    <p className="form-error" role="alert">
      {error.message}
    </p>
  );
}

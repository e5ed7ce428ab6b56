import { useT } from '../i18n/use-t';

interface LoadErrorProps {
  message: string;
  onRetry(): void;
  className?: string;
}

/** A read that failed for good (after its retries): the reason and a Retry button. */
export function LoadError({ message, onRetry, className }: LoadErrorProps) {
  const t = useT();
  return (
    <div role="alert" className={className}>
      <p>{message}</p>
      <button type="button" className="btn btn-secondary" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}

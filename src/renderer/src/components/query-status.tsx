import { useT } from '../i18n/use-t';

/** The part of a query result a screen needs to say why its data is not there yet. */
export interface QueryLike {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  refetch(): unknown;
}

interface QueryStatusProps {
  query: QueryLike;
  /** Default 'Loading...'. */
  loadingText?: string;
  className?: string;
  /** A whole page's data: the failure shows in a card of its own. */
  card?: boolean;
}

/**
 * What a screen shows while its data is not there: the loading line (announced), or a read
 * that failed for good (after its retries) with the reason and a Retry button. Nothing once
 * the data is in.
 */
export function QueryStatus({ query, loadingText, className, card }: QueryStatusProps) {
  const t = useT();
  if (query.isError) {
    return (
      <div role="alert" className={card ? `card ${className ?? ''}` : className}>
        <p>{query.error?.message}</p>
        <button type="button" className="btn btn-secondary" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  if (!query.isPending) return null;
  return (
    <p role="status" className={className}>
      {loadingText ?? t('common.loading')}
    </p>
  );
}

import { Pagination } from '@renderer/components/pagination';
import { useT } from '@renderer/i18n/use-t';
import type { CandidateSummary } from '@shared/api/candidates';
import type { Pagination as PaginationInfo } from '@shared/api/pagination';
import { CANDIDATE_PAGE_SIZE } from '@shared/constants';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type CandidateFilterValues, listCandidates } from '../api/candidates-api';
import { CandidateFilters } from '../components/candidate-filters';
import { CandidatesTable } from '../components/candidates-table';
import '../components/candidates.css';

type State =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; users: CandidateSummary[]; pagination: PaginationInfo };

const FILTER_KEYS = ['location', 'skills', 'q', 'availability'] as const;

/** /candidates: the filter card narrowing a server-paged table; filters and page live in the address. */
export function CandidatesPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const filterKey = FILTER_KEYS.map((k) => params.get(k) ?? '').join('\u0000');
  const filters = useMemo(() => {
    const [location = '', skills = '', q = '', availability = ''] = filterKey.split('\u0000');
    return { location, skills, q, availability } satisfies CandidateFilterValues;
  }, [filterKey]);
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [reload, setReload] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `reload` re-runs the fetch (Retry, filters re-applied).
  useEffect(() => {
    const controller = new AbortController();
    setState({ kind: 'loading' });
    listCandidates(page, CANDIDATE_PAGE_SIZE, filters, controller.signal)
      .then((body) => setState({ kind: 'ready', ...body.data }))
      .catch((error: { message: string }) => {
        if (!controller.signal.aborted) setState({ kind: 'error', message: error.message });
      });
    return () => controller.abort();
  }, [page, filters, reload]);

  const applyFilters = (next: CandidateFilterValues) => {
    const search = new URLSearchParams();
    for (const key of FILTER_KEYS) if (next[key].trim()) search.set(key, next[key].trim());
    setParams(search);
    setReload((n) => n + 1);
  };

  const goTo = (next: number) =>
    setParams((current) => {
      const search = new URLSearchParams(current);
      search.set('page', String(next));
      return search;
    });

  return (
    <section className="candidates-page">
      <CandidateFilters value={filters} onApply={applyFilters} />
      <div className="card candidates-card">
        {state.kind === 'loading' && (
          <p role="status" className="candidates-message">
            {t('candidates.loading')}
          </p>
        )}
        {state.kind === 'error' && (
          <div role="alert" className="candidates-message">
            <p>{state.message}</p>
            <button type="button" className="btn btn-secondary" onClick={() => setReload((n) => n + 1)}>
              {t('common.retry')}
            </button>
          </div>
        )}
        {state.kind === 'ready' && (
          <>
            <p className="candidates-total" aria-live="polite">
              {t('candidates.total', { count: state.pagination.totalItems })}
            </p>
            {state.users.length === 0 ? (
              <p className="candidates-message">{t('candidates.empty')}</p>
            ) : (
              <CandidatesTable users={state.users} />
            )}
            <Pagination
              currentPage={state.pagination.currentPage}
              totalPages={state.pagination.totalPages}
              onPageChange={goTo}
            />
          </>
        )}
      </div>
    </section>
  );
}

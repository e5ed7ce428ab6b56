import { QueryStatus } from '@renderer/components/query-status';
import { Pagination } from '@renderer/components/pagination';
import { useSortParams } from '@renderer/hooks/use-sort-params';
import { useLang, useT } from '@renderer/i18n/use-t';
import { totalForDisplay } from '@renderer/lib/list-total';
import { CANDIDATE_ASCENDING_SORTS, CANDIDATE_SORTS } from '@shared/api/sort';
import { AVAILABILITIES, toCode } from '@shared/domain';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CandidateFilters } from '../components/candidate-filters';
import { CandidatesTable } from '../components/candidates-table';
import { useCandidates } from '../hooks/use-candidates';
import { type CandidateFilterValues, FILTER_KEYS } from '../lib/filters';
import '../components/candidates.css';

const isAvailability = (value: string) => (AVAILABILITIES as readonly string[]).includes(value);

/** /candidates: the filter card narrowing a server-paged table; filters and page live in the address. */
export function CandidatesPage() {
  const t = useT();
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const filterKey = FILTER_KEYS.map((k) => params.get(k) ?? '').join('\u0000');
  const filters = useMemo(() => {
    const [location = '', skills = '', q = '', availability = ''] = filterKey.split('\u0000');
    // An address from before the codes ('?availability=Remote') still selects its choice.
    const code = toCode(AVAILABILITIES, availability);
    return {
      location,
      skills,
      q,
      availability: typeof code === 'string' && isAvailability(code) ? code : '',
    } satisfies CandidateFilterValues;
  }, [filterKey]);
  const sorting = useSortParams(CANDIDATE_SORTS, CANDIDATE_ASCENDING_SORTS);
  const list = useCandidates(page, filters, sorting.query);

  // New filters change the address, and the address change is the one request. Applying the
  // filters already shown (on page 1) changes nothing there, so it asks the server again.
  const applyFilters = (next: CandidateFilterValues) => {
    const search = new URLSearchParams();
    for (const key of FILTER_KEYS) if (next[key].trim()) search.set(key, next[key].trim());
    // The sort stays with new filters.
    for (const key of ['sort', 'order']) {
      const kept = params.get(key);
      if (kept) search.set(key, kept);
    }
    if (search.toString() === params.toString()) void list.refetch();
    else setParams(search);
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
        <QueryStatus query={list} loadingText={t('candidates.loading')} className="candidates-message" />
        {list.data && (
          <>
            <p className="candidates-total" aria-live="polite">
              {t('candidates.total', { count: totalForDisplay(list.data.pagination, lang) })}
            </p>
            {list.data.users.length === 0 ? (
              <p className="candidates-message">{t('candidates.empty')}</p>
            ) : (
              <CandidatesTable
                users={list.data.users}
                sort={sorting.sort}
                order={sorting.order}
                onSort={sorting.toggle}
              />
            )}
            <Pagination
              currentPage={list.data.pagination.currentPage}
              totalPages={list.data.pagination.totalPages}
              onPageChange={goTo}
            />
          </>
        )}
      </div>
    </section>
  );
}

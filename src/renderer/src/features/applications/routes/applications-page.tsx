import { QueryStatus } from '@renderer/components/query-status';
import { Pagination } from '@renderer/components/pagination';
import { useApplications } from '@renderer/hooks/use-applications';
import { useErrorToast } from '@renderer/hooks/use-error-toast';
import { useSortParams } from '@renderer/hooks/use-sort-params';
import { SortableHeader } from '@renderer/components/sortable-header';
import { APPLICATION_ASCENDING_SORTS, APPLICATION_SORTS } from '@shared/api/sort';
import { useUpdateApplicationStatus } from '@renderer/hooks/use-update-application-status';
import { useT } from '@renderer/i18n/use-t';
import { selectIsSignedIn, useSessionStore } from '@renderer/lib/session-store';
import { notify } from '@renderer/lib/toast';
import type { ApplicationListItem } from '@shared/api/applications';
import { APPLICATIONS_PAGE_SIZE } from '@shared/constants';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@shared/domain';
import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useCan } from '@renderer/hooks/use-can';
import { ApplicationRow } from '../components/application-row';
import { BulkActionBar } from '../components/bulk-action-bar';
import { SelectPageHeader } from '../components/select-cells';
import { useSelection } from '../hooks/use-selection';
import { ApplicationsBreadcrumb } from '../components/applications-breadcrumb';
import { ExportButton } from '../components/export-button';
import '../components/applications.css';

function readStatus(value: string | null): ApplicationStatus | '' {
  return value && (APPLICATION_STATUSES as readonly string[]).includes(value)
    ? (value as ApplicationStatus)
    : '';
}

/**
 * /application and /application?internshipId=…: the employer's applications, filtered and
 * paged on the server. Filters live in the address, so Back and links keep them.
 */
export function ApplicationsPage() {
  const t = useT();
  const signedIn = useSessionStore(selectIsSignedIn);
  const [params, setParams] = useSearchParams();
  const internshipId = params.get('internshipId') ?? '';
  const search = params.get('search') ?? '';
  const status = readStatus(params.get('status'));
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const sorting = useSortParams(APPLICATION_SORTS, APPLICATION_ASCENDING_SORTS);
  const sortBy = { sort: sorting.sort, order: sorting.order, onSort: sorting.toggle };
  const list = useApplications(
    {
      ...sorting.query,
      internshipId: internshipId || undefined,
      search: search || undefined,
      status: status || undefined,
      page: String(page),
      perPage: String(APPLICATIONS_PAGE_SIZE),
    },
    { enabled: signedIn },
  );
  useErrorToast(list.error, 'applications.fetchFailed');
  const statusChange = useUpdateApplicationStatus();
  // Issue 19: bulk moves, for roles that move applicants; a new filter starts a new selection.
  const moves = useCan('applications.move');
  const filter = {
    internshipId: internshipId || undefined,
    search: search || undefined,
    status: status || undefined,
  };
  const selection = useSelection(JSON.stringify(filter));

  const setFilter = useCallback(
    (changes: Record<string, string>) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        // A new filter starts again at page 1.
        if (!('page' in changes)) next.delete('page');
        return next;
      });
    },
    [setParams],
  );

  // Only this row changes (the cache is updated in place): the list is not fetched again.
  const changeStatus = (application: ApplicationListItem, next: ApplicationStatus) =>
    statusChange.mutate(
      { id: application.id, status: next },
      {
        onSuccess: () => notify.success(t('applications.status.updated')),
        onError: () => notify.error(t('applications.status.updateFailed')),
      },
    );
  const busyId = statusChange.isPending ? statusChange.variables?.id : undefined;

  if (!signedIn) {
    return <p className="card applications-message">{t('applications.loginRequired')}</p>;
  }

  const data = list.data;
  const pageIds = data?.applications.map((a) => a.id) ?? [];
  const selectable = moves ? { selection, pageIds } : undefined;
  return (
    <section className="applications-page" aria-labelledby="applications-caption">
      <ApplicationsBreadcrumb
        search={search}
        status={status}
        onSearch={(text) => setFilter({ search: text })}
        onStatus={(value) => setFilter({ status: value })}
        actions={<ExportButton filters={{ internshipId, search, status }} />}
      />
      {internshipId && (
        <p className="applications-scope">
          {t('applications.forJob')}{' '}
          <Link className="link" to="/application">
            {t('applications.showAll')}
          </Link>
        </p>
      )}
      <div className="card applications-card">
        <QueryStatus query={list} loadingText={t('applications.loading')} className="applications-message" />
        {data && data.applications.length === 0 && (
          <p className="applications-message">{t('applications.empty')}</p>
        )}
        {data && selectable && (
          <BulkActionBar
            {...selectable}
            total={data.pagination.totalItems}
            totalCapped={data.pagination.totalCapped}
            filter={filter}
          />
        )}
        {data && data.applications.length > 0 && (
          <div className="table-scroll">
            <table className="applications-table">
              <caption id="applications-caption" className="sr-only">
                {t('applications.list.caption')}
              </caption>
              <thead>
                <tr>
                  {selectable && <SelectPageHeader {...selectable} />}
                  <th scope="col">{t('applications.col.candidate')}</th>
                  <th scope="col">{t('applications.col.job')}</th>
                  <SortableHeader column="created_at" label={t('applications.col.date')} {...sortBy} />
                  <SortableHeader column="status" label={t('applications.col.status')} {...sortBy} />
                  <SortableHeader column="average_rating" label={t('ratings.title')} {...sortBy} />
                  <SortableHeader column="notes_count" label={t('notes.title')} {...sortBy} />
                  <th scope="col">{t('applications.col.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {data.applications.map((application) => (
                  <ApplicationRow
                    key={application.id}
                    application={application}
                    busy={busyId === application.id}
                    onStatusChange={(next) => changeStatus(application, next)}
                    selectable={selectable}
                  />
                ))}
              </tbody>
            </table>
          </div>
        )}
        {data && (
          <Pagination
            currentPage={data.pagination.currentPage}
            totalPages={data.pagination.totalPages}
            onPageChange={(next) => setFilter({ page: String(next) })}
          />
        )}
      </div>
    </section>
  );
}

import { Pagination } from '@renderer/components/pagination';
import { useT } from '@renderer/i18n/use-t';
import { selectIsSignedIn, useSessionStore } from '@renderer/lib/session-store';
import { notify } from '@renderer/lib/toast';
import type { ApplicationListItem } from '@shared/api/applications';
import type { Pagination as PaginationInfo } from '@shared/api/pagination';
import { APPLICATIONS_PAGE_SIZE } from '@shared/constants';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@shared/domain';
import { useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { listApplications, updateApplicationStatus } from '../api/applications-api';
import { ApplicationRow } from '../components/application-row';
import { ApplicationsBreadcrumb } from '../components/applications-breadcrumb';
import '../components/applications.css';

type State =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; applications: ApplicationListItem[]; pagination: PaginationInfo };

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
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [busyId, setBusyId] = useState<string | null>(null);
  const [reload, setReload] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `reload` re-runs the fetch (Retry, filters re-applied).
  useEffect(() => {
    if (!signedIn) return;
    const controller = new AbortController();
    setState({ kind: 'loading' });
    listApplications(
      {
        internshipId: internshipId || undefined,
        search: search || undefined,
        status: status || undefined,
        page: String(page),
        perPage: String(APPLICATIONS_PAGE_SIZE),
      },
      controller.signal,
    )
      .then((body) => setState({ kind: 'ready', ...body.data }))
      .catch((error: { message: string; code?: string }) => {
        if (controller.signal.aborted) return;
        setState({ kind: 'error', message: error.message });
        notify.error(error.message);
      });
    return () => controller.abort();
  }, [signedIn, internshipId, search, status, page, reload]);

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

  const changeStatus = async (application: ApplicationListItem, next: ApplicationStatus) => {
    setBusyId(application.id);
    try {
      const body = await updateApplicationStatus(application.id, next);
      // Only this row changes: the list is not fetched again (spec §4).
      setState((current) =>
        current.kind === 'ready'
          ? {
              ...current,
              applications: current.applications.map((a) =>
                a.id === application.id ? { ...a, status: body.data.status } : a,
              ),
            }
          : current,
      );
      notify.success(t('applications.status.updated'));
    } catch {
      notify.error(t('applications.status.updateFailed'));
    } finally {
      setBusyId(null);
    }
  };

  if (!signedIn) {
    return <p className="card applications-message">{t('applications.loginRequired')}</p>;
  }

  return (
    <section className="applications-page" aria-labelledby="applications-caption">
      <ApplicationsBreadcrumb
        search={search}
        status={status}
        onSearch={(text) => setFilter({ search: text })}
        onStatus={(value) => setFilter({ status: value })}
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
        {state.kind === 'loading' && (
          <p role="status" className="applications-message">
            {t('applications.loading')}
          </p>
        )}
        {state.kind === 'error' && (
          <div role="alert" className="applications-message">
            <p>{state.message}</p>
            <button type="button" className="btn btn-secondary" onClick={() => setReload((n) => n + 1)}>
              {t('common.retry')}
            </button>
          </div>
        )}
        {state.kind === 'ready' && state.applications.length === 0 && (
          <p className="applications-message">{t('applications.empty')}</p>
        )}
        {state.kind === 'ready' && state.applications.length > 0 && (
          <div className="table-scroll">
            <table className="applications-table">
              <caption id="applications-caption" className="sr-only">
                {t('applications.list.caption')}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('applications.col.candidate')}</th>
                  <th scope="col">{t('applications.col.job')}</th>
                  <th scope="col">{t('applications.col.date')}</th>
                  <th scope="col">{t('applications.col.status')}</th>
                  <th scope="col">{t('applications.col.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {state.applications.map((application) => (
                  <ApplicationRow
                    key={application.id}
                    application={application}
                    busy={busyId === application.id}
                    onStatusChange={(next) => void changeStatus(application, next)}
                  />
                ))}
              </tbody>
            </table>
          </div>
        )}
        {state.kind === 'ready' && (
          <Pagination
            currentPage={state.pagination.currentPage}
            totalPages={state.pagination.totalPages}
            onPageChange={(next) => setFilter({ page: String(next) })}
          />
        )}
      </div>
    </section>
  );
}

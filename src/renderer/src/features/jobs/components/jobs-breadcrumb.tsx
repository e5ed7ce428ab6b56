import { useCan } from '@renderer/hooks/use-can';
import { useT } from '@renderer/i18n/use-t';
import { Link } from 'react-router-dom';

/**
 * Breadcrumb header of the job screens: where we are and the Post Job button. The shell's
 * title bar already names the page, so this row carries the trail, not a second heading.
 */
export function JobsBreadcrumb({ title }: { title: string }) {
  const t = useT();
  const writes = useCan('jobs.write');
  return (
    <div className="jobs-breadcrumb">
      <nav aria-label={t('jobs.breadcrumb.label')}>
        <ol className="jobs-breadcrumb-list">
          <li>
            <Link to="/">{t('jobs.breadcrumb.home')}</Link>
          </li>
          <li aria-current="page">{title}</li>
        </ol>
      </nav>
      {writes && (
        <Link className="btn btn-primary" to="/post-job">
          {t('jobs.postJobButton')}
        </Link>
      )}
    </div>
  );
}

import { useCan } from '@renderer/hooks/use-can';
import { useT } from '@renderer/i18n/use-t';
import { Link } from 'react-router-dom';
import { PencilIcon } from './blog-icons';

/**
 * Breadcrumb header of the blog screens: where we are plus the Write Blog button. Below the
 * list (`current` set) it shows the way back to the list instead of the button.
 */
export function BlogsBreadcrumb({ current }: { current?: string }) {
  const t = useT();
  // Writing only for a role that writes blog posts (issue 18).
  const writes = useCan('blogs.write');
  return (
    <div className="blogs-breadcrumb">
      <nav aria-label={t('blogs.breadcrumb.label')}>
        <ol className="breadcrumb-list">
          <li>
            <Link to="/">{t('blogs.breadcrumb.home')}</Link>
          </li>
          {current ? (
            <>
              <li>
                <Link to="/blogs">{t('blogs.breadcrumb.blogs')}</Link>
              </li>
              <li aria-current="page">{current}</li>
            </>
          ) : (
            <li aria-current="page">{t('blogs.breadcrumb.blogs')}</li>
          )}
        </ol>
      </nav>
      {!current && writes && (
        <Link className="btn btn-primary" to="/add-blog">
          <PencilIcon size={18} />
          {t('blogs.write')}
        </Link>
      )}
    </div>
  );
}

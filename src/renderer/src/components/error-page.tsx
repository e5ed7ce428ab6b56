import { Link } from 'react-router-dom';
import { useT } from '../i18n/use-t';
import { AlertIcon } from './icons';

/**
 * The router fallback: an unknown path (no error: the catch-all route), or an error thrown while
 * rendering a route (app/route-error-boundary.tsx).
 */
export function ErrorPage({ error }: { error?: unknown }) {
  const t = useT();
  const notFound = error == null;
  return (
    <main className="error-page">
      <div className="card error-card">
        <span className="error-icon">
          <AlertIcon size={28} />
        </span>
        <h1>{t('errors.unexpected')}</h1>
        <p>{t(notFound ? 'errors.pageNotFound' : 'errors.internal')}</p>
        <Link className="btn btn-primary" to="/">
          {t('errors.goHome')}
        </Link>
      </div>
    </main>
  );
}

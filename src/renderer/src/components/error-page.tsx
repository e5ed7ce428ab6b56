import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { useT } from '../i18n/use-t';
import { AlertIcon } from './icons';

/** The router fallback: unknown paths and errors thrown while rendering a route. */
export function ErrorPage() {
  const t = useT();
  const error = useRouteError();
  // No error at all means the catch-all route matched: an unknown path.
  const notFound = error == null || (isRouteErrorResponse(error) && error.status === 404);
  if (!notFound) console.error(error);
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

import { useT } from '../i18n/use-t';

/**
 * What a route shows while its screen's code loads (lib/lazy-page.tsx): one announced line in
 * the place the screen will take, inside the shell or the sign-in frame.
 */
export function PageLoading() {
  const t = useT();
  return (
    <p role="status" className="page-loading">
      {t('common.loadingPage')}
    </p>
  );
}

import { useLang, useT } from '@renderer/i18n/use-t';
import { saveFile } from '@renderer/lib/save-file';
import { type CvSummary, cvDownloadName } from '@shared/api/cv';
import type { Lang } from '@shared/domain';
import { useApplicationCv } from '../hooks/use-application-cv';
import './application-cv.css';

interface ApplicationCvProps {
  applicationId: string;
  cv: CvSummary | null;
  candidate: { first_name: string | null; last_name: string | null };
  /** The candidate's name as the page shows it (the viewer's accessible name). */
  name: string;
}

function formatSize(bytes: number, lang: Lang): string {
  const mb = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(lang === 'pt' ? 'pt-AO' : 'en-GB', {
    style: 'unit',
    unit: mb ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: mb ? 1 : 0,
  }).format(Math.max(mb ? bytes / (1024 * 1024) : bytes / 1024, mb ? 0 : 1));
}

/**
 * The application's CV (docs/product.md §3 CV): read with the caller's token into a blob and
 * shown by the platform's PDF viewer in an `<object>` (the window's CSP allows `blob:` objects
 * for exactly this, src/main/security/csp.ts), with a Download button that saves the same bytes
 * under the candidate's name. Without a PDF viewer (a headless browser) the object's fallback
 * says so and the download still works.
 */
export function ApplicationCv({ applicationId, cv, candidate, name }: ApplicationCvProps) {
  const t = useT();
  const lang = useLang();
  const { query, url } = useApplicationCv(applicationId, cv !== null);

  if (!cv) {
    return (
      <section className="card application-cv" aria-labelledby="application-cv-heading">
        <h3 id="application-cv-heading">{t('cv.title')}</h3>
        <p className="history-meta">{t('cv.none')}</p>
      </section>
    );
  }

  const download = () => {
    if (query.data) saveFile(query.data, cvDownloadName(candidate.first_name, candidate.last_name));
  };

  return (
    <section className="card application-cv" aria-labelledby="application-cv-heading">
      <div className="application-cv-head">
        <div>
          <h3 id="application-cv-heading">{t('cv.title')}</h3>
          <p className="history-meta">
            {t('cv.details', { name: cv.file_name, size: formatSize(cv.size, lang) })}
          </p>
        </div>
        <button type="button" className="btn btn-secondary" onClick={download} disabled={!query.data}>
          {t('cv.download')}
        </button>
      </div>
      {query.isError ? (
        <div role="alert">
          <p>{query.error.message}</p>
          <button type="button" className="btn btn-secondary" onClick={() => void query.refetch()}>
            {t('cv.retry')}
          </button>
        </div>
      ) : url ? (
        <object
          className="application-cv-viewer"
          data={url}
          type="application/pdf"
          aria-label={t('cv.viewer', { name })}
        >
          <p className="application-cv-fallback">{t('cv.noViewer')}</p>
        </object>
      ) : (
        <p role="status">{t('cv.loading')}</p>
      )}
    </section>
  );
}

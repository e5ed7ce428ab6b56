import { useCan } from '@renderer/hooks/use-can';
import { useT } from '@renderer/i18n/use-t';
import { toApiError } from '@renderer/lib/api-client';
import { saveFile } from '@renderer/lib/save-file';
import { notify } from '@renderer/lib/toast';
import type { ExportApplicationsQuery } from '@shared/api/applications';
import { useMutation } from '@tanstack/react-query';
import { exportApplications } from '../api/export-applications';

/**
 * 'Export CSV' in the applications toolbar (docs/product.md §10, "Exporting applications"): the
 * server writes what the current filter matches, every page of it; the file is saved under the
 * server's name. Shown to whoever may read applicants (`jobs.read`, viewers included).
 */
export function ExportButton({ filters }: { filters: ExportApplicationsQuery }) {
  const t = useT();
  const canRead = useCan('jobs.read');
  const download = useMutation({
    mutationFn: exportApplications,
    onSuccess: ({ blob, fileName }) => saveFile(blob, fileName ?? 'applications.csv'),
    onError: (error) => notify.error(toApiError(error, 'applications.export.failed').message),
  });
  if (!canRead) return null;
  const busy = download.isPending;
  return (
    <button
      type="button"
      className="btn btn-secondary"
      title={t('applications.export.label')}
      disabled={busy}
      aria-busy={busy}
      onClick={() => download.mutate(filters)}
    >
      {busy ? t('applications.export.busy') : t('applications.export.button')}
    </button>
  );
}

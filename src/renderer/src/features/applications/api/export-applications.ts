import { api } from '@renderer/lib/api-client';
import { attachmentName } from '@renderer/lib/attachment-name';
import { APPLICATIONS_EXPORT_PATH, type ExportApplicationsQuery } from '@shared/api/applications';

export interface ExportedFile {
  blob: Blob;
  /** The server's name for it (Content-Disposition); null when it gave none. */
  fileName: string | null;
}

/** A big company's file takes a while to build and download; the client's usual 30 s is too short. */
const EXPORT_TIMEOUT_MS = 10 * 60_000;

/**
 * GET /applications/export.csv with the list's filters that are set: the CSV as a blob, through
 * the one authenticated client (token, language, refresh on an expired token).
 */
export function exportApplications(query: ExportApplicationsQuery): Promise<ExportedFile> {
  const params = Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
  );
  return api.get<ExportedFile>(APPLICATIONS_EXPORT_PATH, {
    params,
    responseType: 'blob',
    headers: { Accept: 'text/csv' },
    timeout: EXPORT_TIMEOUT_MS,
    fallbackMessage: 'applications.export.failed',
    // The file's name travels in a header, which the client's unwrapping of `data` would drop.
    transformResponse: (data: unknown, headers, status) =>
      status !== undefined && status >= 200 && status < 300
        ? {
            blob: data instanceof Blob ? data : new Blob([data as BlobPart], { type: 'text/csv' }),
            fileName: attachmentName(headers?.['content-disposition'] as string | undefined),
          }
        : data,
  });
}

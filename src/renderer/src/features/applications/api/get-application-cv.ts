import { api } from '@renderer/lib/api-client';

/**
 * GET /applications/{id}/cv: the PDF sent with the application, read with the caller's token
 * (the server serves it only to the company applied to), so the app shows it from a blob.
 */
export async function getApplicationCv(id: string, signal?: AbortSignal): Promise<Blob> {
  const bytes = await api.get<Blob>(`/applications/${encodeURIComponent(id)}/cv`, {
    signal,
    responseType: 'blob',
    headers: { Accept: 'application/pdf' },
    fallbackMessage: 'cv.loadFailed',
  });
  // Typed by the app, not by the response: the viewer treats it as a PDF whatever was declared.
  return new Blob([bytes], { type: 'application/pdf' });
}

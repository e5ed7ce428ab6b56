import { api } from '@renderer/lib/api-client';
import type { TemplateBody, TemplateResponse, TemplatesResponse } from '@shared/api/templates';

/** The company's message templates (issue 19): the profile's Templates tab and the bulk action bar. */

export function listTemplates(signal?: AbortSignal) {
  return api.get<TemplatesResponse>('/company/templates', {
    signal,
    fallbackMessage: 'templates.loadFailed',
  });
}

export function createTemplate(body: TemplateBody) {
  return api.post<TemplateResponse>('/company/templates', body, { fallbackMessage: 'templates.saveFailed' });
}

export function updateTemplate(id: string, body: TemplateBody) {
  return api.put<TemplateResponse>(`/company/templates/${encodeURIComponent(id)}`, body, {
    fallbackMessage: 'templates.saveFailed',
  });
}

export function deleteTemplate(id: string) {
  return api.delete<{ message: string }>(`/company/templates/${encodeURIComponent(id)}`, {
    fallbackMessage: 'templates.deleteFailed',
  });
}

import { api } from '@renderer/lib/api-client';
import type { CompanyDetailResponse } from '@shared/api/internships';

/** GET /company/{id}: a company's public information and its open jobs. */
export function getCompany(id: string, signal?: AbortSignal) {
  return api.get<CompanyDetailResponse>(`/company/${encodeURIComponent(id)}`, {
    signal,
    fallbackMessage: 'companyDetail.fetchFailed',
  });
}

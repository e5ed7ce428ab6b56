import { COMPANY_LOGO_FIELD, type CompanyInfoInput, type CompanyInfoResponse } from '@shared/api/profile';
import { api } from '@renderer/lib/api-client';
import { percentOf, toFormData } from '../lib/form-data';

/** POST /company/add-info (Company Information tab); the logo only when newly chosen. */
export function saveCompanyInfo(
  fields: CompanyInfoInput,
  logo: File | null,
  onProgress?: (percent: number) => void,
): Promise<CompanyInfoResponse> {
  const body = toFormData(fields as Record<string, string | null | undefined>, {
    field: COMPANY_LOGO_FIELD,
    file: logo,
  });
  return api.post<CompanyInfoResponse>('/company/add-info', body, {
    fallbackMessage: 'profile.companyUpdateFailed',
    onUploadProgress: onProgress ? (event) => onProgress(percentOf(event)) : undefined,
  });
}

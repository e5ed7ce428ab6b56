import { COMPANY_LOGO_FIELD, type CompanyInfoInput, type CompanyInfoResponse } from '@shared/api/profile';
import { api } from '@renderer/lib/api-client';
import { withImage } from '../lib/form-data';

/** POST /company/add-info (Company Information tab); the logo only when newly chosen. */
export function saveCompanyInfo(
  fields: CompanyInfoInput,
  logo: File | null,
  onProgress?: (percent: number) => void,
): Promise<CompanyInfoResponse> {
  const { body, onUploadProgress } = withImage(fields, { field: COMPANY_LOGO_FIELD, file: logo }, onProgress);
  return api.post<CompanyInfoResponse>('/company/add-info', body, {
    fallbackMessage: 'profile.companyUpdateFailed',
    onUploadProgress,
  });
}

import { type ProfileSetupInput, type ProfileSetupResponse, SETUP_LOGO_FIELD } from '@shared/api/profile';
import { api } from '@renderer/lib/api-client';
import { percentOf, toFormData } from '../lib/form-data';

/**
 * PUT /user/{userId} (the wizard's save), multipart with the logo as `profile_img` (the
 * server's field name for it). `onProgress` receives whole percents while the form uploads.
 */
export function setupProfile(
  userId: string,
  fields: ProfileSetupInput,
  logo: File | null,
  onProgress?: (percent: number) => void,
): Promise<ProfileSetupResponse> {
  const body = toFormData(fields as Record<string, string | null | undefined>, {
    field: SETUP_LOGO_FIELD,
    file: logo,
  });
  return api.put<ProfileSetupResponse>(`/user/${encodeURIComponent(userId)}`, body, {
    fallbackMessage: 'profile.wizard.failed',
    onUploadProgress: onProgress ? (event) => onProgress(percentOf(event)) : undefined,
  });
}

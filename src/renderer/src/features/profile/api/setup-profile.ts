import { type ProfileSetupInput, type ProfileSetupResponse, SETUP_LOGO_FIELD } from '@shared/api/profile';
import { api } from '@renderer/lib/api-client';
import { withImage } from '../lib/form-data';

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
  const { body, onUploadProgress } = withImage(fields, { field: SETUP_LOGO_FIELD, file: logo }, onProgress);
  return api.put<ProfileSetupResponse>(`/user/${encodeURIComponent(userId)}`, body, {
    fallbackMessage: 'profile.wizard.failed',
    onUploadProgress,
  });
}

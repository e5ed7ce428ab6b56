import { CURRENT_PASSWORD_FIELD, PROFILE_IMAGE_FIELD, type ProfileUpdateResponse } from '@shared/api/profile';
import { api } from '@renderer/lib/api-client';
import type { SpokenLanguage } from '@shared/domain';
import { withImage } from '../lib/form-data';

export interface PersonalFields {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  designation: string;
  language: SpokenLanguage[];
}

/**
 * PUT /user/profile (Personal Information tab): multipart, language as JSON text. A
 * new email travels with the current password, which the server requires for it.
 */
export function updateProfile(
  fields: PersonalFields,
  picture: File | null,
  onProgress?: (percent: number) => void,
  currentPassword?: string,
): Promise<ProfileUpdateResponse> {
  const { body, onUploadProgress } = withImage(
    {
      ...fields,
      language: JSON.stringify(fields.language),
      ...(currentPassword ? { [CURRENT_PASSWORD_FIELD]: currentPassword } : {}),
    },
    { field: PROFILE_IMAGE_FIELD, file: picture },
    onProgress,
  );
  return api.put<ProfileUpdateResponse>('/user/profile', body, {
    fallbackMessage: 'profile.updateFailed',
    onUploadProgress,
  });
}

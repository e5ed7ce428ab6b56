import { apiClient } from './api-client';

/**
 * An image value from the API as an address the app can load: uploads are stored as
 * `/uploads/<name>` on the API server, social-login pictures are full URLs and stay
 * as they are, anything else (javascript:, relative tricks) is no image at all.
 */
export function mediaUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  if (value.startsWith('/uploads/')) {
    const base = apiClient.defaults.baseURL ?? '';
    return `${base.replace(/\/+$/, '')}${value}`;
  }
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

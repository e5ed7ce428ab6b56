import type { AuthProvidersResponse } from '@shared/api/auth';
import { api } from '@renderer/lib/api-client';

export type SocialProvider = keyof AuthProvidersResponse['data'];

/**
 * GET /auth/providers — which social sign-ins this server has configured (a public client id,
 * or null when off). A call beyond the original API (docs/product.md §10).
 */
export async function getAuthProviders(): Promise<Record<SocialProvider, boolean>> {
  try {
    const body = await api.get<AuthProvidersResponse>('/auth/providers', { skipAuthRedirect: true });
    return { google: Boolean(body?.data?.google), facebook: Boolean(body?.data?.facebook) };
  } catch {
    // No answer means no social sign-in; the email form still works.
    return { google: false, facebook: false };
  }
}

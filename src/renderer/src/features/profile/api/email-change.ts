import {
  type EmailConfirmBody,
  type EmailConfirmResponse,
  type PendingEmailResponse,
  emailConfirmBody,
} from '@shared/api/profile';
import { api } from '@renderer/lib/api-client';
import { parseRequest } from '@renderer/lib/parse-request';
import { keepFreshSession } from './fresh-session';

/**
 * The pending email change started by PUT /user/profile. Confirming ends every earlier token,
 * this one too (like a password change), so the fresh token in the answer replaces it.
 */
export async function confirmEmailChange(input: EmailConfirmBody): Promise<EmailConfirmResponse> {
  const body = parseRequest(emailConfirmBody, input);
  const res = await api.post<EmailConfirmResponse>('/user/email/confirm', body, {
    fallbackMessage: 'profile.emailChange.confirmFailed',
  });
  await keepFreshSession(res?.data);
  return res;
}

/** POST /user/email/resend: a fresh code to the pending address (60 s lockout, 429). */
export function resendEmailChange(): Promise<PendingEmailResponse> {
  return api.post<PendingEmailResponse>('/user/email/resend', undefined, {
    fallbackMessage: 'profile.emailChange.resendFailed',
  });
}

/** DELETE /user/email/pending: the account keeps its current address. */
export function cancelEmailChange(): Promise<PendingEmailResponse> {
  return api.delete<PendingEmailResponse>('/user/email/pending', {
    fallbackMessage: 'profile.emailChange.cancelFailed',
  });
}

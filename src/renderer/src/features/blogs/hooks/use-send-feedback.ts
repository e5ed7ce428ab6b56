import { useT } from '@renderer/i18n/use-t';
import { toApiError } from '@renderer/lib/api-client';
import { notify } from '@renderer/lib/toast';
import type { BlogResponse } from '@shared/api/blogs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { blogKeys } from '../api/keys';
import { sendFeedback } from '../api/send-feedback';

/**
 * Sends the reader's feedback; once the server has it (or says it already had it, 409) the
 * article is marked as answered in the cache, so the form gives way to a thank-you.
 */
export function useSendFeedback(blogId: string) {
  const t = useT();
  const client = useQueryClient();
  const markSent = () =>
    client.setQueryData<BlogResponse>(blogKeys.detail(blogId), (old) =>
      old ? { ...old, data: { ...old.data, feedbackSent: true } } : old,
    );
  return useMutation({
    mutationFn: (message: string) => sendFeedback(blogId, { message }),
    onSuccess: (response) => {
      markSent();
      notify.success(response.message || t('blogs.feedback.thanks'));
    },
    onError: (error) => {
      const apiError = toApiError(error, 'blogs.feedback.sendFailed');
      if (apiError.status === 409) markSent();
      notify.error(apiError.message);
    },
  });
}

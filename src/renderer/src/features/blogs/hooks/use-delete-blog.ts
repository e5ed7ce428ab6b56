import { useT } from '@renderer/i18n/use-t';
import { toApiError } from '@renderer/lib/api-client';
import { notify } from '@renderer/lib/toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteBlog } from '../api/delete-blog';
import { blogKeys } from '../api/keys';

/** Deletes the author's article; every list reads again and the article leaves the cache. */
export function useDeleteBlog() {
  const t = useT();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteBlog(id),
    onSuccess: (response, id) => {
      client.removeQueries({ queryKey: blogKeys.detail(id) });
      client.removeQueries({ queryKey: blogKeys.feedback(id) });
      void client.invalidateQueries({ queryKey: blogKeys.lists() });
      notify.success(response.message || t('blogs.deleted'));
    },
    onError: (error) => notify.error(toApiError(error, 'blogs.deleteFailed').message),
  });
}

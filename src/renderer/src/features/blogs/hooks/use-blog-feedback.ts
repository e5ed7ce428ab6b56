import { useQuery } from '@tanstack/react-query';
import { blogKeys } from '../api/keys';
import { listFeedback } from '../api/list-feedback';

/** What readers sent about the author's own article. */
export function useBlogFeedback(id: string, enabled: boolean) {
  return useQuery({
    queryKey: blogKeys.feedback(id),
    queryFn: ({ signal }) => listFeedback(id, signal),
    select: (body) => body.data.feedback,
    enabled,
  });
}

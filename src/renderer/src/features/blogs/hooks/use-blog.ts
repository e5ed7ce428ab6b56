import { useQuery } from '@tanstack/react-query';
import { getBlog } from '../api/get-blog';
import { blogKeys } from '../api/keys';

/** One article (detail and edit screens); a 404 is an answer, not worth retrying. */
export function useBlog(id: string) {
  return useQuery({
    queryKey: blogKeys.detail(id),
    queryFn: ({ signal }) => getBlog(id, signal),
    select: (body) => body.data,
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 2,
  });
}

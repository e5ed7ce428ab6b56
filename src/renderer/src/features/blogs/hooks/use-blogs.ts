import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type BlogsPageQuery, blogKeys } from '../api/keys';
import { listBlogs } from '../api/list-blogs';

/** One page of the list; the previous page stays on screen while the next one loads. */
export function useBlogs(query: BlogsPageQuery) {
  return useQuery({
    queryKey: blogKeys.list(query),
    queryFn: ({ signal }) => listBlogs(query, signal),
    select: (body) => body.data,
    placeholderData: keepPreviousData,
  });
}

/** Which page of the list, and whether only the caller's own articles. */
export interface BlogsPageQuery {
  page: number;
  limit: number;
  mine: boolean;
}

/**
 * Query keys of the blogs feature. Everything an article change can touch sits under
 * `blogKeys.all`: the list pages, one article, its feedback.
 */
export const blogKeys = {
  all: ['blogs'] as const,
  lists: () => [...blogKeys.all, 'list'] as const,
  list: (query: BlogsPageQuery) => [...blogKeys.lists(), query] as const,
  detail: (id: string) => [...blogKeys.all, 'detail', id] as const,
  feedback: (id: string) => [...blogKeys.all, 'feedback', id] as const,
};

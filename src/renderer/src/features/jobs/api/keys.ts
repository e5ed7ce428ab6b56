import type { JobsPageQuery } from './list-company-jobs';

/**
 * Query keys of the jobs feature (the API calls jobs "internships"). Everything a job change
 * can touch sits under `jobKeys.all`: the lists, one job, the dashboard counts and a company's
 * page (it lists the company's open jobs).
 */
export const jobKeys = {
  all: ['jobs'] as const,
  lists: () => [...jobKeys.all, 'list'] as const,
  list: (query: JobsPageQuery) => [...jobKeys.lists(), query] as const,
  detail: (id: string) => [...jobKeys.all, 'detail', id] as const,
  history: (id: string) => [...jobKeys.all, 'history', id] as const,
  counts: () => [...jobKeys.all, 'counts'] as const,
  summary: () => [...jobKeys.counts(), 'summary'] as const,
  applicationsCount: (days: number) => [...jobKeys.counts(), 'applications', days] as const,
  company: (id: string) => [...jobKeys.all, 'company', id] as const,
};

import { api } from '@renderer/lib/api-client';
import type {
  ApplicationsCountResponse,
  CompanyDetailResponse,
  CompanyInternshipsResponse,
  CountResponse,
  ExpireInternshipResponse,
  InternshipResponse,
  JobCountResponse,
} from '@shared/api/internships';

/** The /internship calls of spec §7, each with the spec's fallback message. */

export const fetchCompanyJobs = (query: { page?: number; perPage?: number } = {}) =>
  api.get<CompanyInternshipsResponse>('/internship/company', {
    params: query,
    fallbackMessage: 'jobs.fetchFailed',
  });

export const fetchJobSummary = () =>
  api.get<JobCountResponse>('/internship/count', { fallbackMessage: 'dashboard.fetchFailed' });

/** The caller's total; with `days`, also the per-day series for the chart (one call). */
export const fetchApplicationsCount = (query: { days?: number } = {}) =>
  api.get<ApplicationsCountResponse>('/internship/applications/count', {
    params: query,
    fallbackMessage: 'dashboard.fetchFailed',
  });

export const fetchJobApplicationsCount = (internshipId: string) =>
  api.get<CountResponse>('/internship/applications/count', {
    params: { internshipId },
    fallbackMessage: 'dashboard.fetchFailed',
  });

export const expireJob = (id: string) =>
  api.patch<ExpireInternshipResponse>(`/internship/${encodeURIComponent(id)}/expire`, undefined, {
    fallbackMessage: 'jobs.expireFailed',
  });

export const deleteJob = (id: string) =>
  api.delete<{ message: string }>(`/internship/${encodeURIComponent(id)}`, {
    fallbackMessage: 'jobs.deleteFailed',
  });

export const fetchJob = (id: string) =>
  api.get<InternshipResponse>(`/internship/${encodeURIComponent(id)}`, {
    fallbackMessage: 'jobDetail.fetchFailed',
  });

export const fetchCompany = (id: string) =>
  api.get<CompanyDetailResponse>(`/company/${encodeURIComponent(id)}`, {
    fallbackMessage: 'companyDetail.fetchFailed',
  });

import type { Internship } from '@shared/api/internships';

/** A published job as the API answers it, for the screens' tests; a test overrides what it looks at. */
export function sampleJob(overrides: Partial<Internship> = {}): Internship {
  return {
    id: 'j1',
    title: 'Data intern',
    industry: 'Tech',
    skills_required: ['SQL'],
    experience: ['None'],
    education: ['BSc'],
    schedule: [],
    min_salary: null,
    max_salary: null,
    internship_type: 'REMOTE',
    internship_city: 'Luanda',
    number_of_opening: 1,
    expiration_date: '2099-01-01T00:00:00Z',
    description: 'd',
    responsibilities: 'r',
    posting_date: '2026-03-01T00:00:00Z',
    createdAt: '2026-03-01T00:00:00Z',
    company_id: 'c1',
    active_status: 'ACTIVE',
    applications_count: 1,
    ...overrides,
  };
}

/** Company c1, Kianda, as a job's company_info and GET /company/{id} describe it. */
export const sampleCompany = {
  company_name: 'Kianda',
  description: null,
  city: 'Luanda',
  phone: null,
  website: null,
  industry: null,
  logo: null,
};

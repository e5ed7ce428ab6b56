import type { Internship } from '@shared/api/internships';
import type { InternshipType } from '@shared/domain';
import { INTERNSHIP_TYPES } from '@shared/domain';
import { effectiveStatus } from './active-status';
import type { InternshipRow } from './repository';

const knownType = (value: string | null): InternshipType | null =>
  (INTERNSHIP_TYPES as readonly string[]).includes(value ?? '') ? (value as InternshipType) : null;

/**
 * A row as the API shows it, field by field; active_status is the computed one. The applicant
 * count is given only to the job's owner: pass null for any other reader and the field is left out.
 */
export function toInternship(row: InternshipRow, applicationsCount: number | null, now: Date): Internship {
  const job: Internship = {
    id: row.id,
    title: row.title,
    industry: row.industry,
    skills_required: row.skillsRequired,
    experience: row.experience,
    education: row.education,
    schedule: row.schedule,
    min_salary: row.minSalary,
    max_salary: row.maxSalary,
    internship_type: knownType(row.internshipType),
    internship_city: row.internshipCity,
    number_of_opening: row.numberOfOpening,
    expiration_date: row.expirationDate?.toISOString() ?? null,
    description: row.description,
    responsibilities: row.responsibilities,
    posting_date: row.postingDate.toISOString(),
    createdAt: row.createdAt.toISOString(),
    company_id: row.companyId,
    active_status: effectiveStatus(row.activeStatus, row.expirationDate, now),
  };
  if (applicationsCount !== null) job.applications_count = applicationsCount;
  return job;
}

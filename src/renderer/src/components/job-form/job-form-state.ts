import { MESSAGE_DEFAULT_PARAMS } from '@shared/api/errors';
import {
  type Internship,
  type PostInternshipBody,
  expiryIsPast,
  postInternshipBody,
} from '@shared/api/internships';
import type { InternshipType } from '@shared/domain';
import { isMessageKey } from '../../i18n/messages';
import { translateNow } from '../../i18n/language-store';

/** What the Post a Job inputs hold: text as typed, tag lists, '' for "not chosen". */
export interface JobFormState {
  title: string;
  industry: string;
  skills_required: string[];
  experience: string[];
  education: string[];
  internship_type: InternshipType | '';
  number_of_opening: string;
  /** YYYY-MM-DD from the date input. */
  expiration_date: string;
  internship_city: string;
  description: string;
  responsibilities: string;
  min_salary: string;
  max_salary: string;
}

export type JobFormField = keyof JobFormState;

export const emptyJobForm: JobFormState = {
  title: '',
  industry: '',
  skills_required: [],
  experience: [],
  education: [],
  internship_type: '',
  number_of_opening: '',
  expiration_date: '',
  internship_city: '',
  description: '',
  responsibilities: '',
  min_salary: '',
  max_salary: '',
};

/** The POST /internship/post body: posting_date is the moment of posting; blank salaries are null. */
export function toPostJobBody(state: JobFormState, now: Date = new Date()): PostInternshipBody {
  const salary = (text: string) => (text.trim() === '' ? null : Number(text));
  return {
    title: state.title,
    industry: state.industry,
    skills_required: state.skills_required,
    experience: state.experience,
    education: state.education,
    internship_type: state.internship_type as InternshipType,
    number_of_opening: state.number_of_opening.trim() === '' ? '' : Number(state.number_of_opening),
    expiration_date: state.expiration_date,
    internship_city: state.internship_city,
    description: state.description,
    responsibilities: state.responsibilities,
    min_salary: salary(state.min_salary),
    max_salary: salary(state.max_salary),
    posting_date: now.toISOString(),
  };
}

/** The Luanda day (YYYY-MM-DD) of a stored expiry: what the date input shows (Angola is UTC+1 all year). */
export function expiryDay(iso: string | null): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : new Date(time + 3_600_000).toISOString().slice(0, 10);
}

/** A posted job as the form's inputs hold it (Edit, issue 19). */
export function jobToForm(job: Internship): JobFormState {
  const text = (value: string | null) => value ?? '';
  const amount = (value: number | null) => (value === null ? '' : String(value));
  return {
    title: job.title,
    industry: text(job.industry),
    skills_required: [...job.skills_required],
    experience: [...job.experience],
    education: [...job.education],
    internship_type: job.internship_type ?? '',
    number_of_opening: String(job.number_of_opening),
    expiration_date: expiryDay(job.expiration_date),
    internship_city: text(job.internship_city),
    description: text(job.description),
    responsibilities: text(job.responsibilities),
    min_salary: amount(job.min_salary),
    max_salary: amount(job.max_salary),
  };
}

/**
 * The first rule the form breaks, in the form's order and the server schema's words, or null.
 * `keptExpiry`: the day an edited job already had, which may stay though it has passed (the
 * server refuses only a changed date before today).
 */
export function firstJobFormError(state: JobFormState, keptExpiry?: string): string | null {
  const result = postInternshipBody.safeParse(toPostJobBody(state));
  if (result.success) {
    if (keptExpiry && state.expiration_date === keptExpiry) return null;
    // The schema's last rule; the server checks it again with its own clock.
    return result.data.expiration_date && expiryIsPast(result.data.expiration_date, new Date())
      ? translateNow('jobs.post.expirationPast')
      : null;
  }
  const key = result.error.issues[0]?.message ?? '';
  return isMessageKey(key)
    ? translateNow(key, MESSAGE_DEFAULT_PARAMS[key])
    : translateNow('errors.invalidRequest');
}

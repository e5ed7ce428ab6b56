import { MESSAGE_DEFAULT_PARAMS } from '@shared/api/errors';
import { type PostInternshipBody, expiryIsPast, postInternshipBody } from '@shared/api/internships';
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

/** The first rule the form breaks, in the form's order and the server schema's words, or null. */
export function firstJobFormError(state: JobFormState): string | null {
  const result = postInternshipBody.safeParse(toPostJobBody(state));
  if (result.success) {
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

import { describe, expect, it } from 'vitest';
import type { Internship } from '@shared/api/internships';
import {
  emptyJobForm,
  expiryDay,
  firstJobFormError,
  type JobFormState,
  jobToForm,
  toPostJobBody,
} from './job-form-state';

const valid: JobFormState = {
  title: 'Frontend intern',
  industry: 'Technology',
  skills_required: ['React'],
  experience: ['None'],
  education: ['Licenciatura'],
  internship_type: 'REMOTE',
  number_of_opening: '2',
  expiration_date: '2030-01-31',
  internship_city: 'Luanda',
  description: 'Build screens',
  responsibilities: 'Ship features',
  min_salary: '',
  max_salary: '',
};

describe("firstJobFormError (rules in the form's order)", () => {
  it('accepts a complete form with no salaries', () => {
    expect(firstJobFormError(valid)).toBeNull();
  });

  it('refuses an expiration date before today, and accepts today', () => {
    expect(firstJobFormError({ ...valid, expiration_date: '2020-01-31' })).toBe(
      'Expiration Date cannot be in the past',
    );
    const today = new Date(Date.now() + 3_600_000).toISOString().slice(0, 10);
    expect(firstJobFormError({ ...valid, expiration_date: today })).toBeNull();
  });

  it("reports the rules one by one, in the form's order", () => {
    const expected = [
      'Job Title is required',
      'Industry is required',
      'At least one skill is required',
      'At least one experience is required',
      'At least one education is required',
      'Job Type is required',
      'Number of Openings must be a positive number',
      'Expiration Date is required',
      'Job City is required',
      'Description is required',
      'Responsibilities are required',
    ];
    const state: JobFormState = { ...emptyJobForm };
    const fixes: Partial<JobFormState>[] = [
      { title: valid.title },
      { industry: valid.industry },
      { skills_required: valid.skills_required },
      { experience: valid.experience },
      { education: valid.education },
      { internship_type: valid.internship_type },
      { number_of_opening: valid.number_of_opening },
      { expiration_date: valid.expiration_date },
      { internship_city: valid.internship_city },
      { description: valid.description },
      { responsibilities: valid.responsibilities },
    ];
    expected.forEach((message, index) => {
      expect(firstJobFormError(state)).toBe(message);
      Object.assign(state, fixes[index]);
    });
    expect(firstJobFormError(state)).toBeNull();
  });

  it('treats blank-only text as missing', () => {
    expect(firstJobFormError({ ...valid, title: '   ' })).toBe('Job Title is required');
  });

  it('refuses zero or fractional openings', () => {
    expect(firstJobFormError({ ...valid, number_of_opening: '0' })).toBe(
      'Number of Openings must be a positive number',
    );
    expect(firstJobFormError({ ...valid, number_of_opening: '1.5' })).toBe(
      'Number of Openings must be a positive number',
    );
  });

  it('checks salaries: non-negative, then min ≤ max last', () => {
    expect(firstJobFormError({ ...valid, min_salary: '-1' })).toBe(
      'Minimum Salary must be a non-negative number',
    );
    expect(firstJobFormError({ ...valid, max_salary: '-1' })).toBe(
      'Maximum Salary must be a non-negative number',
    );
    expect(firstJobFormError({ ...valid, min_salary: '5000', max_salary: '100' })).toBe(
      'Minimum Salary cannot be greater than Maximum Salary',
    );
    // The range rule waits until every other rule passes.
    expect(firstJobFormError({ ...valid, title: '', min_salary: '5000', max_salary: '100' })).toBe(
      'Job Title is required',
    );
    expect(firstJobFormError({ ...valid, min_salary: '100', max_salary: '100' })).toBeNull();
  });

  it('refuses more than 10 tags with the list name', () => {
    const eleven = Array.from({ length: 11 }, (_, i) => `tag ${i}`);
    expect(firstJobFormError({ ...valid, skills_required: eleven })).toBe('Cannot add more than 10 skills');
    expect(firstJobFormError({ ...valid, experience: eleven })).toBe('Cannot add more than 10 experience');
    expect(firstJobFormError({ ...valid, education: eleven })).toBe('Cannot add more than 10 education');
  });

  it('refuses an impossible date', () => {
    expect(firstJobFormError({ ...valid, expiration_date: '2030-02-30' })).toBe(
      'Expiration Date is required',
    );
  });
});

describe('toPostJobBody', () => {
  it('sends numbers, null salaries and the posting moment', () => {
    const now = new Date('2030-01-01T10:00:00Z');
    const body = toPostJobBody({ ...valid, min_salary: '150000' }, now);
    expect(body).toMatchObject({
      number_of_opening: 2,
      min_salary: 150000,
      max_salary: null,
      posting_date: '2030-01-01T10:00:00.000Z',
      expiration_date: '2030-01-31',
    });
  });
});

describe('Edit (issue 19): jobToForm, expiryDay and a kept expiry', () => {
  it('fills the inputs from a job, the expiry as its day in Luanda', () => {
    const job = {
      ...toPostJobBody(valid),
      id: 'j1',
      schedule: [],
      min_salary: 150000,
      max_salary: null,
      // 23:30 UTC is already the next day in Luanda (UTC+1).
      expiration_date: '2030-01-31T23:30:00.000Z',
      posting_date: '2030-01-01T00:00:00.000Z',
      createdAt: '2030-01-01T00:00:00.000Z',
      company_id: 'c1',
      active_status: 'ACTIVE',
    } as Internship;
    expect(jobToForm(job)).toEqual({
      ...valid,
      number_of_opening: '2',
      min_salary: '150000',
      max_salary: '',
      expiration_date: '2030-02-01',
    });
    expect(expiryDay(null)).toBe('');
  });

  it('lets an edited job keep a day already passed, but not move to another passed day', () => {
    const state = { ...valid, expiration_date: '2020-01-31' };
    expect(firstJobFormError(state, '2020-01-31')).toBeNull();
    expect(firstJobFormError(state, '2020-02-01')).toBe('Expiration Date cannot be in the past');
    expect(firstJobFormError({ ...state, title: '' }, '2020-01-31')).toBe('Job Title is required');
  });
});

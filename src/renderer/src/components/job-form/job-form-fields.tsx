import { MESSAGE_DEFAULT_PARAMS } from '@shared/api/errors';
import { INTERNSHIP_TYPES } from '@shared/domain';
import type { MessageKey } from '@shared/i18n';
import { useId } from 'react';
import { useT } from '../../i18n/use-t';
import { jobTypeLabel } from '../../lib/code-labels';
import { ChoiceSelect } from '../choice-select';
import { Field } from '../field';
import { TagInput } from '../tag-input';
import { TextField } from '../text-field';
import type { JobFormField, JobFormState } from './job-form-state';
import './job-form.css';

interface JobFormFieldsProps {
  value: JobFormState;
  onChange(patch: Partial<JobFormState>): void;
  /** Which inputs to show (the profile wizard shows a subset); all of them by default. */
  fields?: readonly JobFormField[];
}

/**
 * The Post a Job inputs, controlled by the caller. Shared by the Post a Job page and
 * the profile wizard's step 3, so both look and behave the same.
 */
export function JobFormFields({ value, onChange, fields }: JobFormFieldsProps) {
  const t = useT();
  const id = useId();
  const shows = (field: JobFormField) => !fields || fields.includes(field);
  const text = (field: JobFormField) => ({
    id: `${id}-${field}`,
    value: value[field] as string,
    onChange: (event: { target: { value: string } }) => onChange({ [field]: event.target.value }),
  });
  /** A tag list and the message shown at its limit. */
  const tags = (field: 'skills_required' | 'experience' | 'education', tooMany: MessageKey) => ({
    tags: value[field],
    onChange: (list: string[]) => onChange({ [field]: list }),
    limitMessage: t(tooMany, MESSAGE_DEFAULT_PARAMS[tooMany]),
  });
  /** Openings and salaries: whole numbers (kwanzas), with the numeric keyboard. */
  const wholeNumber = (field: JobFormField) => ({
    type: 'number',
    step: 1,
    inputMode: 'numeric' as const,
    ...text(field),
  });

  return (
    <div className="job-form-grid">
      {shows('title') && <TextField label={t('jobs.field.title')} maxLength={200} {...text('title')} />}
      {shows('industry') && (
        <TextField label={t('jobs.field.industry')} maxLength={200} {...text('industry')} />
      )}
      {shows('skills_required') && (
        <TagInput label={t('jobs.field.skills')} {...tags('skills_required', 'jobs.tags.tooManySkills')} />
      )}
      {shows('experience') && (
        <TagInput label={t('jobs.field.experience')} {...tags('experience', 'jobs.tags.tooManyExperience')} />
      )}
      {shows('education') && (
        <TagInput label={t('jobs.field.education')} {...tags('education', 'jobs.tags.tooManyEducation')} />
      )}
      {shows('internship_type') && (
        <Field label={t('jobs.field.type')} htmlFor={`${id}-type`}>
          <ChoiceSelect
            id={`${id}-type`}
            value={value.internship_type}
            onChange={(internship_type) => onChange({ internship_type })}
            blank={t('jobs.field.typeChoose')}
            choices={INTERNSHIP_TYPES}
            labelOf={(type) => jobTypeLabel(t, type)}
          />
        </Field>
      )}
      {shows('number_of_opening') && (
        <TextField label={t('jobs.field.openings')} min={1} {...wholeNumber('number_of_opening')} />
      )}
      {shows('expiration_date') && (
        <TextField label={t('jobs.field.expiration')} type="date" {...text('expiration_date')} />
      )}
      {shows('internship_city') && (
        <TextField label={t('jobs.field.city')} maxLength={200} {...text('internship_city')} />
      )}
      {shows('min_salary') && (
        <TextField label={t('jobs.field.minSalary')} min={0} {...wholeNumber('min_salary')} />
      )}
      {shows('max_salary') && (
        <TextField label={t('jobs.field.maxSalary')} min={0} {...wholeNumber('max_salary')} />
      )}
      {shows('description') && <TextArea label={t('jobs.field.description')} {...text('description')} />}
      {shows('responsibilities') && (
        <TextArea label={t('jobs.field.responsibilities')} {...text('responsibilities')} />
      )}
    </div>
  );
}

function TextArea(props: {
  id: string;
  label: string;
  value: string;
  onChange(e: { target: { value: string } }): void;
}) {
  return (
    <Field label={props.label} htmlFor={props.id} className="job-form-wide">
      <textarea
        id={props.id}
        className="input job-form-textarea"
        rows={4}
        value={props.value}
        onChange={props.onChange}
      />
    </Field>
  );
}

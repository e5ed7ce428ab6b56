import { ChoiceSelect } from '@renderer/components/choice-select';
import { Field } from '@renderer/components/field';
import { TextField } from '@renderer/components/text-field';
import { useT } from '@renderer/i18n/use-t';
import { availabilityLabel } from '@renderer/lib/code-labels';
import { SEARCH_MAX_LENGTH } from '@shared/constants';
import { AVAILABILITIES } from '@shared/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { type CandidateFilterValues, EMPTY_FILTERS } from '../lib/filters';

interface CandidateFiltersProps {
  value: CandidateFilterValues;
  onApply(filters: CandidateFilterValues): void;
}

const FIELDS = [
  {
    key: 'location',
    label: 'candidates.filter.location',
    placeholder: 'candidates.filter.locationPlaceholder',
  },
  { key: 'skills', label: 'candidates.filter.skills', placeholder: 'candidates.filter.skillsPlaceholder' },
  { key: 'q', label: 'candidates.filter.profile', placeholder: 'candidates.filter.profilePlaceholder' },
] as const;

/** The filter card (Location, Skills, Profile Wise as text; Availability as a choice of codes), applied on submit. */
export function CandidateFilters({ value, onApply }: CandidateFiltersProps) {
  const t = useT();
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <form className="card candidate-filters" aria-labelledby="candidate-filters-title" onSubmit={submit}>
      <h2 id="candidate-filters-title" className="candidate-filters-title">
        {t('candidates.filter.title')}
      </h2>
      <div className="candidate-filters-grid">
        {FIELDS.map((field) => (
          <TextField
            key={field.key}
            id={`candidate-filter-${field.key}`}
            label={t(field.label)}
            maxLength={field.key === 'skills' ? SEARCH_MAX_LENGTH * 5 : SEARCH_MAX_LENGTH}
            placeholder={t(field.placeholder)}
            value={draft[field.key]}
            onChange={(event) => setDraft({ ...draft, [field.key]: event.target.value })}
          />
        ))}
        <Field label={t('candidates.filter.availability')} htmlFor="candidate-filter-availability">
          <ChoiceSelect
            id="candidate-filter-availability"
            value={draft.availability}
            onChange={(availability) => setDraft({ ...draft, availability })}
            blank={t('candidates.filter.availabilityAny')}
            choices={AVAILABILITIES}
            labelOf={(code) => availabilityLabel(t, code)}
          />
        </Field>
      </div>
      <div className="candidate-filters-actions">
        <button type="submit" className="btn btn-primary">
          {t('candidates.filter.apply')}
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => {
            setDraft(EMPTY_FILTERS);
            onApply(EMPTY_FILTERS);
          }}
        >
          {t('candidates.filter.clear')}
        </button>
      </div>
    </form>
  );
}

import { TextField } from '@renderer/components/text-field';
import { useT } from '@renderer/i18n/use-t';
import type { MessageKey } from '@shared/i18n';
import type { ReactNode } from 'react';

/** The personal fields that the wizard's step 1 and the profile's tab both ask for. */
export interface PersonalInfoValues {
  first_name: string;
  last_name: string;
  phone: string;
  designation: string;
}

interface PersonalInfoFieldsProps {
  values: PersonalInfoValues;
  onChange(field: keyof PersonalInfoValues, value: string): void;
  /** The wizard's label says the last name may be left blank; the tab's plain label does not. */
  lastNameLabel: MessageKey;
  /** The tab's email field (and its confirmation panel) sits between the name and the phone. */
  afterName?: ReactNode;
  /** Only the wizard tells the browser the designation is a job title. */
  designationAutoComplete?: string;
}

/** The inputs alone, without a grid: the tab puts more fields in the same grid. */
export function PersonalInfoFields({
  values,
  onChange,
  lastNameLabel,
  afterName,
  designationAutoComplete,
}: PersonalInfoFieldsProps) {
  const t = useT();
  const input = (
    field: keyof PersonalInfoValues,
    label: MessageKey,
    { type, autoComplete }: { type?: string; autoComplete?: string },
  ) => (
    <TextField
      label={t(label)}
      type={type}
      value={values[field]}
      onChange={(event) => onChange(field, event.target.value)}
      autoComplete={autoComplete}
      maxLength={200}
    />
  );

  return (
    <>
      {input('first_name', 'profile.field.firstName', { autoComplete: 'given-name' })}
      {input('last_name', lastNameLabel, { autoComplete: 'family-name' })}
      {afterName}
      {input('phone', 'profile.field.phone', { type: 'tel', autoComplete: 'tel' })}
      {input('designation', 'profile.field.designation', { autoComplete: designationAutoComplete })}
    </>
  );
}

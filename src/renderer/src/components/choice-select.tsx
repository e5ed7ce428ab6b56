interface ChoiceSelectProps<T extends string> {
  id: string;
  /** The chosen code, or '' for none (a filter read from the address may hold any text). */
  value: string;
  onChange(value: NoInfer<T> | ''): void;
  /** The first, empty choice ('All', 'Any', 'Choose…'): '' means none of the codes. */
  blank: string;
  /** The codes to choose from, in the order shown (they alone set T). */
  choices: readonly T[];
  /** The text a code shows (translated: the codes themselves never reach the screen). */
  labelOf(choice: NoInfer<T>): string;
}

/**
 * A select over one of the domain's code lists (statuses, job types, availabilities) with an
 * empty first choice: the filters and forms that pick a code each drew it the same way.
 */
export function ChoiceSelect<T extends string>({
  id,
  value,
  onChange,
  blank,
  choices,
  labelOf,
}: ChoiceSelectProps<T>) {
  return (
    <select
      id={id}
      className="input"
      value={value}
      onChange={(event) => onChange(event.target.value as T | '')}
    >
      <option value="">{blank}</option>
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {labelOf(choice)}
        </option>
      ))}
    </select>
  );
}

import { useT } from '@renderer/i18n/use-t';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@shared/domain';

interface StatusSelectProps {
  value: ApplicationStatus;
  label: string;
  disabled?: boolean;
  onChange(status: ApplicationStatus): void;
}

/** The row's status dropdown; APPLIED reads 'Pending' (the recruiter has not decided yet). */
export function StatusSelect({ value, label, disabled, onChange }: StatusSelectProps) {
  const t = useT();
  return (
    <select
      className={`input status-select status-${value.toLowerCase()}`}
      aria-label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as ApplicationStatus)}
    >
      {APPLICATION_STATUSES.map((status) => (
        <option key={status} value={status}>
          {t(`applications.status.${status}`)}
        </option>
      ))}
    </select>
  );
}

import { useT } from '@renderer/i18n/use-t';
import { formatAkz } from '@renderer/lib/format-money';
import type { Internship } from '@shared/api/internships';

/** The salary range in AKZ as words: "150 000 AKZ – 250 000 AKZ", "From …", "Up to …". */
export function useSalaryText() {
  const t = useT();
  return (job: Pick<Internship, 'min_salary' | 'max_salary'>) => {
    const { min_salary: min, max_salary: max } = job;
    if (min !== null && max !== null) return `${formatAkz(min)} – ${formatAkz(max)}`;
    if (min !== null) return t('jobDetail.salaryFrom', { min: formatAkz(min) });
    if (max !== null) return t('jobDetail.salaryUpTo', { max: formatAkz(max) });
    return t('jobDetail.salaryNotGiven');
  };
}

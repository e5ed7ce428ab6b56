import type { ReactNode } from 'react';

interface DetailFactProps {
  label: string;
  /** The value; none (null or undefined) shows a dash. */
  children?: ReactNode;
  valueTestId?: string;
}

/** One fact of a job's or a company's details (`dl.detail-facts`): its name, then its value. */
export function DetailFact({ label, children, valueTestId }: DetailFactProps) {
  return (
    <div>
      <dt>{label}</dt>
      <dd data-testid={valueTestId}>{children ?? '—'}</dd>
    </div>
  );
}

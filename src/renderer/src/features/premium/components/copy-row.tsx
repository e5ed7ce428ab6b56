import type { ReactNode } from 'react';
import { CopyButton } from './copy-button';

/** One line of payment details: its name, its value, and a button that copies the value. */
export function CopyRow({ label, value, shown }: { label: string; value: string; shown?: ReactNode }) {
  return (
    <div className="copy-row">
      <dt>{label}</dt>
      <dd>
        <span className="copy-value">{shown ?? value}</span>
        <CopyButton value={value} what={label} />
      </dd>
    </div>
  );
}

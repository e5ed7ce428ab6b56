import type { SortOrder } from '@shared/api/sort';
import type { ReactNode } from 'react';
import './sortable-header.css';

interface SortableHeaderProps<S extends string> {
  column: S;
  label: ReactNode;
  /** The table's current sort. */
  sort: S;
  order: SortOrder;
  onSort(column: S): void;
  className?: string;
}

/**
 * A column header that sorts the table on the server (issue 19): a button (keyboard operable)
 * inside the header cell, which carries `aria-sort` while the table is sorted by it.
 */
export function SortableHeader<S extends string>(props: SortableHeaderProps<S>) {
  const { column, label, sort, order, onSort, className } = props;
  const active = column === sort;
  return (
    <th
      scope="col"
      className={className}
      aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      <button type="button" className="sort-button" onClick={() => onSort(column)}>
        {label}
        <span className="sort-mark" aria-hidden="true">
          {active ? (order === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );
}

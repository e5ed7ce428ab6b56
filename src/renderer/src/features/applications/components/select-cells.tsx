import { useT } from '@renderer/i18n/use-t';
import { useEffect, useRef } from 'react';
import type { Selection } from '../hooks/use-selection';

/** The header's "select all on this page" checkbox (mixed when only some rows are). */
export function SelectPageHeader({ selection, pageIds }: { selection: Selection; pageIds: string[] }) {
  const t = useT();
  const ref = useRef<HTMLInputElement>(null);
  const picked = pageIds.filter((id) => selection.isSelected(id)).length;
  const all = pageIds.length > 0 && picked === pageIds.length;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = picked > 0 && !all;
  }, [picked, all]);
  return (
    <th scope="col" className="select-cell">
      <input
        ref={ref}
        type="checkbox"
        aria-label={t('bulk.select.page')}
        checked={all}
        onChange={() => selection.togglePage(pageIds)}
      />
    </th>
  );
}

/** A row's checkbox, named after the candidate. */
export function SelectRowCell({
  selection,
  id,
  name,
  pageIds,
}: {
  selection: Selection;
  id: string;
  name: string;
  pageIds: string[];
}) {
  const t = useT();
  return (
    <td className="select-cell">
      <input
        type="checkbox"
        aria-label={t('bulk.select.row', { name })}
        checked={selection.isSelected(id)}
        onChange={() => selection.toggle(id, pageIds)}
      />
    </td>
  );
}

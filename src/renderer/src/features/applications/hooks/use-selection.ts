import { useCallback, useState } from 'react';

interface SelectionState {
  /** The filter the selection belongs to: a new filter starts with nothing selected. */
  scope: string;
  ids: ReadonlySet<string>;
  /** Every application the filter matches, on every page (issue 19's "select all N matching"). */
  allMatching: boolean;
}

const empty = (scope: string): SelectionState => ({ scope, ids: new Set(), allMatching: false });

/**
 * The applications list's selection for bulk moves (issue 19): rows picked one by one (kept
 * across pages of the same filter), or everything the filter matches.
 */
export function useSelection(scope: string) {
  const [stored, setState] = useState<SelectionState>(() => empty(scope));
  const state = stored.scope === scope ? stored : empty(scope);
  const update = useCallback(
    (change: (current: SelectionState) => SelectionState) =>
      setState((previous) => change(previous.scope === scope ? previous : empty(scope))),
    [scope],
  );

  return {
    ids: state.ids,
    allMatching: state.allMatching,
    isSelected: (id: string) => state.allMatching || state.ids.has(id),
    /** One row; leaving "all matching" keeps this page's other rows selected. */
    toggle: (id: string, pageIds: readonly string[]) =>
      update((current) => {
        const ids = new Set(current.allMatching ? pageIds : current.ids);
        if (current.allMatching || ids.has(id)) ids.delete(id);
        else ids.add(id);
        return { scope: current.scope, ids, allMatching: false };
      }),
    /** The header's checkbox: every row of the page, or none of them. */
    togglePage: (pageIds: readonly string[]) =>
      update((current) => {
        const all = current.allMatching || pageIds.every((id) => current.ids.has(id));
        const ids = new Set(current.allMatching ? [] : current.ids);
        for (const id of pageIds) {
          if (all) ids.delete(id);
          else ids.add(id);
        }
        return { scope: current.scope, ids, allMatching: false };
      }),
    selectAllMatching: () => update((current) => ({ ...current, allMatching: true })),
    clear: () => update((current) => empty(current.scope)),
  };
}

export type Selection = ReturnType<typeof useSelection>;

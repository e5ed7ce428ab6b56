import type { ReactNode } from 'react';

export type StepState = 'done' | 'current' | 'todo';

/** Where step `index` stands against the `current` one (both counted the same way). */
export function stepState(index: number, current: number): StepState {
  return index < current ? 'done' : index === current ? 'current' : 'todo';
}

interface StepListProps<S> {
  /** The list's class; each step gets `${className}-item is-<state>`. */
  className: string;
  /** What the list is, for assistive tech. */
  label: string;
  steps: readonly S[];
  keyOf(step: S): string;
  stateOf(step: S, position: number): StepState;
  /** What a step shows (its number or mark, its title). */
  children(step: S, state: StepState, position: number): ReactNode;
}

/**
 * A progress list of numbered steps (the payment's, the profile wizard's): the current one is
 * marked with aria-current as well as a class, so it is not told by colour alone.
 */
export function StepList<S>({ className, label, steps, keyOf, stateOf, children }: StepListProps<S>) {
  return (
    <ol className={className} aria-label={label}>
      {steps.map((step, position) => {
        const state = stateOf(step, position);
        return (
          <li
            key={keyOf(step)}
            className={`${className}-item is-${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            {children(step, state, position)}
          </li>
        );
      })}
    </ol>
  );
}

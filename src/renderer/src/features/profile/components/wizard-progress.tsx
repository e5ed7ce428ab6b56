import { useT } from '@renderer/i18n/use-t';
import { PROGRESS_STEPS, WIZARD_STEP_TITLES, type WizardStep } from '../lib/wizard-rules';

/**
 * The progress tab bar over the first three steps; the last step shows it all done. Steps the
 * person skips (the company step of a member who joined by invitation) are not listed.
 */
export function WizardProgress({
  current,
  skipped = [],
}: {
  current: number;
  skipped?: readonly WizardStep[];
}) {
  const t = useT();
  const shown = PROGRESS_STEPS.map((step, index) => ({ step, index })).filter(
    ({ step }) => !skipped.includes(step),
  );
  return (
    <ol className="wizard-progress" aria-label={t('profile.wizard.progress')}>
      {shown.map(({ step, index }, position) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'todo';
        return (
          <li
            key={step}
            className={`wizard-progress-item is-${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="wizard-progress-number" aria-hidden="true">
              {position + 1}
            </span>
            <span>{t(WIZARD_STEP_TITLES[step])}</span>
          </li>
        );
      })}
    </ol>
  );
}

import { useT } from '@renderer/i18n/use-t';
import { PROGRESS_STEPS, WIZARD_STEP_TITLES, type WizardStep } from '../lib/wizard-rules';

/** The progress tab bar over the first three steps; the last step shows it all done. */
export function WizardProgress({ current }: { current: number }) {
  const t = useT();
  return (
    <ol className="wizard-progress" aria-label={t('profile.wizard.progress')}>
      {PROGRESS_STEPS.map((step: WizardStep, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'todo';
        return (
          <li
            key={step}
            className={`wizard-progress-item is-${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="wizard-progress-number" aria-hidden="true">
              {index + 1}
            </span>
            <span>{t(WIZARD_STEP_TITLES[step])}</span>
          </li>
        );
      })}
    </ol>
  );
}

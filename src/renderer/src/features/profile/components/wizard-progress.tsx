import { StepList, stepState } from '@renderer/components/step-list';
import { useT } from '@renderer/i18n/use-t';
import { PROGRESS_STEPS, WIZARD_STEP_TITLES, type WizardStep } from '../lib/wizard-rules';

/**
 * The progress tab bar over the first three steps; the last step shows it all done. Steps the
 * person skips (the company step of a member who joined by invitation) are not listed, and the
 * others are numbered as shown; done and current still count by the wizard's own step.
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
    <StepList
      className="wizard-progress"
      label={t('profile.wizard.progress')}
      steps={shown}
      keyOf={({ step }) => step}
      stateOf={({ index }) => stepState(index, current)}
    >
      {({ step }, _, position) => (
        <>
          <span className="wizard-progress-number" aria-hidden="true">
            {position + 1}
          </span>
          <span>{t(WIZARD_STEP_TITLES[step])}</span>
        </>
      )}
    </StepList>
  );
}

import { CheckIcon } from '@renderer/components/icons';
import { StepList, stepState } from '@renderer/components/step-list';
import { useT } from '@renderer/i18n/use-t';
import type { MessageKey } from '@shared/i18n';
export type PaymentStep = 1 | 2 | 3;

const STEP_KEYS: MessageKey[] = [
  'premium.payment.step.1',
  'premium.payment.step.2',
  'premium.payment.step.3',
];

/** The three steps as a progress list; done and current are said to assistive tech too. */
export function PaymentStepper({ step }: { step: PaymentStep }) {
  const t = useT();
  return (
    <StepList
      className="payment-stepper"
      label={t('premium.payment.progress')}
      steps={STEP_KEYS}
      keyOf={(key) => key}
      stateOf={(_, position) => stepState(position + 1, step)}
    >
      {(key, state, position) => (
        <>
          <span className="payment-stepper-dot" aria-hidden="true">
            {state === 'done' ? <CheckIcon size={16} /> : position + 1}
          </span>
          <span>
            {t(key)}
            {state !== 'todo' && (
              <span className="sr-only">
                {' '}
                {t(state === 'done' ? 'premium.payment.done' : 'premium.payment.current')}
              </span>
            )}
          </span>
        </>
      )}
    </StepList>
  );
}

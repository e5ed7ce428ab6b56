import { CheckIcon } from '@renderer/components/icons';
import { useT } from '@renderer/i18n/use-t';
import type { MessageKey } from '@shared/i18n';
export type PaymentStep = 1 | 2 | 3;

const STEP_KEYS: MessageKey[] = [
  'premium.payment.step.1',
  'premium.payment.step.2',
  'premium.payment.step.3',
];

/** The three steps as a progress list; the current one is marked for assistive tech too. */
export function PaymentStepper({ step }: { step: PaymentStep }) {
  const t = useT();
  return (
    <ol className="payment-stepper" aria-label={t('premium.payment.progress')}>
      {STEP_KEYS.map((key, index) => {
        const n = index + 1;
        const state = n < step ? 'done' : n === step ? 'current' : 'todo';
        return (
          <li
            key={key}
            className={`payment-stepper-item is-${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="payment-stepper-dot" aria-hidden="true">
              {state === 'done' ? <CheckIcon size={16} /> : n}
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
          </li>
        );
      })}
    </ol>
  );
}

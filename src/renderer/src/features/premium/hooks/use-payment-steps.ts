import { PAYMENT_STEP_DELAY_MS } from '@shared/constants';
import { useCallback, useEffect, useState } from 'react';

export type PaymentStep = 1 | 2 | 3;

/**
 * Payment flow: 1 new request → (Pay with Multicaixa) → 2 request summary, which
 * moves to 3 by itself after PAYMENT_STEP_DELAY_MS. Leaving the page cancels the timer.
 */
export function usePaymentSteps() {
  const [step, setStep] = useState<PaymentStep>(1);

  useEffect(() => {
    if (step !== 2) return;
    const timer = setTimeout(() => setStep(3), PAYMENT_STEP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [step]);

  const pay = useCallback(() => setStep((current) => (current === 1 ? 2 : current)), []);
  return { step, pay };
}

import { useT } from '@renderer/i18n/use-t';
import { formatKwanza } from '@shared/api/payments';
import { PaymentInstructions } from './payment-instructions';

/** Multicaixa Express: the request went to the payer's phone; the screen waits for the answer. */
export function ExpressDetails({ phone, amountKz }: { phone: string | null; amountKz: number }) {
  const t = useT();
  return (
    <PaymentInstructions id="express-title" title={t('premium.express.title')}>
      <p className="payment-text">
        {t('premium.express.body', { amount: formatKwanza(amountKz), phone: phone ?? '' })}
      </p>
      <p className="payment-waiting">
        <span className="payment-spinner" aria-hidden="true" />
        {t('premium.express.waiting')}
      </p>
    </PaymentInstructions>
  );
}

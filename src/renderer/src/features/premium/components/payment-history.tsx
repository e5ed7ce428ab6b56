import { CheckIcon, ClockIcon } from '@renderer/components/icons';
import { useT } from '@renderer/i18n/use-t';
import type { MessageKey } from '@shared/i18n';

const HISTORY: { key: MessageKey; done: boolean }[] = [
  { key: 'premium.payment.history.confirmed', done: true },
  { key: 'premium.payment.history.created', done: true },
  { key: 'premium.payment.history.awaiting', done: false },
];

/** Order Confirmed → Payment order created → Awaiting payment. */
export function PaymentHistory() {
  const t = useT();
  return (
    <section aria-labelledby="payment-history-title">
      <h3 id="payment-history-title" className="payment-subtitle">
        {t('premium.payment.history')}
      </h3>
      <ol className="payment-history">
        {HISTORY.map(({ key, done }) => (
          <li key={key} className={done ? 'is-done' : 'is-pending'}>
            <span className="payment-history-icon" aria-hidden="true">
              {done ? <CheckIcon size={14} /> : <ClockIcon size={14} />}
            </span>
            {t(key)}
          </li>
        ))}
      </ol>
    </section>
  );
}

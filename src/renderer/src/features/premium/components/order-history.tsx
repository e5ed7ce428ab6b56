import { CheckIcon, ClockIcon } from '@renderer/components/icons';
import { useLang, useT } from '@renderer/i18n/use-t';
import { formatDateTime } from '@renderer/lib/format-date';
import type { PaymentOrder } from '@shared/api/payments';

/**
 * Order confirmed → Payment order created → Awaiting payment → Paid / Expired / Cancelled, each
 * with its time, as the server recorded them. The last step of an unfinished order is the one
 * still waiting.
 */
export function OrderHistory({ order, finished }: { order: PaymentOrder; finished: boolean }) {
  const t = useT();
  const lang = useLang();
  const last = order.history.length - 1;
  return (
    <section aria-labelledby="order-history-title">
      <h3 id="order-history-title" className="payment-subtitle">
        {t('premium.history.title')}
      </h3>
      <ol className="payment-history">
        {order.history.map((entry, index) => {
          const pending = !finished && index === last;
          return (
            <li key={`${entry.status}-${entry.at}`} className={pending ? 'is-pending' : 'is-done'}>
              <span className="payment-history-icon" aria-hidden="true">
                {pending ? <ClockIcon size={14} /> : <CheckIcon size={14} />}
              </span>
              <span className="payment-history-step">{t(`payments.history.${entry.status}`)}</span>
              <time className="payment-history-time" dateTime={entry.at}>
                {formatDateTime(entry.at, lang)}
              </time>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

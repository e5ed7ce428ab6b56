import { CheckIcon } from '@renderer/components/icons';
import { useDownloadReceipt } from '@renderer/hooks/use-download-receipt';
import { useLang, useT } from '@renderer/i18n/use-t';
import { formatNumericDate } from '@renderer/lib/format-date';
import type { PaymentOrder } from '@shared/api/payments';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';

/** Shown only for a PAID order: the plan's new end date and the receipt. */
export function PaymentSuccess({ order }: { order: PaymentOrder }) {
  const t = useT();
  const lang = useLang();
  const receipt = useDownloadReceipt();
  const heading = useRef<HTMLHeadingElement>(null);
  // The screen changed under the person (the payment arrived): their focus goes to the news.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="payment-success">
      <span className="payment-success-icon" aria-hidden="true">
        <CheckIcon size={32} />
      </span>
      <h3 ref={heading} tabIndex={-1} className="payment-title">
        {t('premium.payment.success.title')}
      </h3>
      {order.activeUntil && (
        <p className="payment-text">
          {t('premium.payment.success.body', { date: formatNumericDate(order.activeUntil, lang) })}
        </p>
      )}
      <div className="payment-actions">
        <button
          type="button"
          className="btn btn-primary"
          disabled={receipt.isPending}
          onClick={() => receipt.mutate(order)}
        >
          {receipt.isPending ? t('billing.receipt.downloading') : t('premium.payment.success.receipt')}
        </button>
        <Link className="btn btn-secondary" to="/">
          {t('premium.payment.success.home')}
        </Link>
      </div>
    </div>
  );
}

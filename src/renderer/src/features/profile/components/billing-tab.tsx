import { useDownloadReceipt } from '@renderer/hooks/use-download-receipt';
import { usePaymentOrders } from '@renderer/hooks/use-payment-orders';
import { useSubscription } from '@renderer/hooks/use-subscription';
import { useLang, useT } from '@renderer/i18n/use-t';
import { formatNumericDate } from '@renderer/lib/format-date';
import { isOrderFinished } from '@renderer/lib/order-status';
import { formatKwanza, type PaymentOrder } from '@shared/api/payments';
import { Link } from 'react-router-dom';
import './billing.css';

/**
 * Billing: the Professional Plan's status and every order of the caller, with the receipt of
 * each paid one. Orders and status come from the cache a `paymentUpdated` writes into, so a
 * payment that arrives while this tab is open shows here too.
 */
export function BillingTab() {
  const t = useT();
  const lang = useLang();
  const subscription = useSubscription();
  const orders = usePaymentOrders();
  const receipt = useDownloadReceipt();
  const downloading = receipt.isPending ? receipt.variables?.id : null;

  return (
    <div className="billing-tab">
      <section className="billing-plan" aria-labelledby="billing-plan-title">
        <h2 id="billing-plan-title" className="billing-title">
          {t('billing.plan.title')}
        </h2>
        <p role="status">
          {subscription.isError
            ? t('billing.subscriptionFailed')
            : !subscription.data
              ? t('common.loading')
              : subscription.data.status === 'ACTIVE' && subscription.data.activeUntil
                ? t('billing.plan.active', { date: formatNumericDate(subscription.data.activeUntil, lang) })
                : t('billing.plan.none')}
        </p>
        {subscription.data?.status === 'NONE' && (
          <Link className="link" to="/premium">
            {t('billing.plan.buy')}
          </Link>
        )}
      </section>
      <section className="billing-orders" aria-labelledby="billing-orders-title">
        <h2 id="billing-orders-title" className="billing-title">
          {t('billing.orders.title')}
        </h2>
        {orders.isError ? (
          <p className="form-error" role="alert">
            {t('billing.loadFailed')}
          </p>
        ) : !orders.data ? (
          <p role="status">{t('billing.orders.loading')}</p>
        ) : orders.data.length === 0 ? (
          <p>{t('billing.orders.empty')}</p>
        ) : (
          <div className="billing-table-wrap">
            <table className="billing-table">
              <thead>
                <tr>
                  <th scope="col">{t('billing.col.number')}</th>
                  <th scope="col">{t('billing.col.method')}</th>
                  <th scope="col">{t('billing.col.amount')}</th>
                  <th scope="col">{t('billing.col.status')}</th>
                  <th scope="col">{t('billing.col.date')}</th>
                  <th scope="col">{t('billing.col.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {orders.data.map((order) => (
                  <tr key={order.id}>
                    <th scope="row">{order.number}</th>
                    <td>{t(`payments.method.${order.method}`)}</td>
                    <td className="billing-amount">{formatKwanza(order.amountKz)}</td>
                    <td>
                      <span className={`billing-status is-${order.status.toLowerCase()}`}>
                        {t(`payments.status.${order.status}`)}
                      </span>
                    </td>
                    <td>{formatNumericDate(order.paidAt ?? order.createdAt, lang)}</td>
                    <td>
                      <OrderAction
                        order={order}
                        downloading={downloading === order.id}
                        onDownload={() => receipt.mutate(order)}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}

/** A paid order's receipt, or the way back to an unpaid one's payment screen. */
function OrderAction({
  order,
  downloading,
  onDownload,
}: {
  order: PaymentOrder;
  downloading: boolean;
  onDownload(): void;
}) {
  const t = useT();
  if (order.status === 'PAID') {
    return (
      <button
        type="button"
        className="btn btn-secondary billing-receipt"
        aria-label={t('billing.receipt.label', { number: order.number })}
        disabled={downloading}
        onClick={onDownload}
      >
        {downloading ? t('billing.receipt.downloading') : t('billing.receipt.download')}
      </button>
    );
  }
  if (!isOrderFinished(order)) {
    return (
      <Link
        className="link"
        to={`/subscription-detail?order=${encodeURIComponent(order.id)}`}
        aria-label={t('billing.order.continueLabel', { number: order.number })}
      >
        {t('billing.order.continue')}
      </Link>
    );
  }
  return null;
}

import { TitledSection } from '@renderer/components/titled-section';
import { usePaymentOrders } from '@renderer/hooks/use-payment-orders';
import { useT } from '@renderer/i18n/use-t';
import { isApiError } from '@renderer/lib/api-error';
import { isOrderFinished } from '@renderer/lib/order-status';
import { Link, useSearchParams } from 'react-router-dom';
import { NewOrderForm } from '../components/new-order-form';
import { OrderPanel } from '../components/order-panel';
import { PaymentStepper } from '../components/payment-stepper';
import { SupportContact } from '../components/support-contact';
import { useOrder } from '../hooks/use-order';
import { useOrderActions } from '../hooks/use-order-actions';
import { usePlans } from '../hooks/use-plans';
import '../components/premium.css';

/**
 * /subscription-detail: choose how to pay the Professional Plan, then pay the order
 * (`?order=<id>`, so a reload or the Billing tab brings it back). Nothing here says "paid"
 * before the server does: the success step is the order's PAID status, which arrives through
 * `paymentUpdated` or the order's periodic reread (docs/product.md §2 Payment).
 */
export function SubscriptionPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const orderId = params.get('order');
  const plans = usePlans();
  const order = useOrder(orderId);
  const actions = useOrderActions();

  const step = !orderId ? 1 : order.data?.status === 'PAID' ? 3 : 2;

  return (
    <div className="subscription-page">
      <PaymentStepper step={step} />
      {!orderId ? (
        <TitledSection
          id="payment-step-title"
          className="card payment-panel"
          titleClassName="payment-title"
          title={t('premium.payment.new.title')}
        >
          <p className="payment-text">{t('premium.payment.new.body')}</p>
          <UnpaidOrderNotice />
          {plans.data ? (
            <NewOrderForm
              plans={plans.data}
              creating={actions.create.isPending}
              onCreate={(body) =>
                actions.create.mutate(body, {
                  onSuccess: (response) => setParams({ order: response.data.order.id }),
                })
              }
            />
          ) : plans.isError ? (
            <p className="form-error" role="alert">
              {t('premium.loadPlansFailed')}
            </p>
          ) : (
            <p role="status">{t('premium.plan.loading')}</p>
          )}
        </TitledSection>
      ) : order.data ? (
        <OrderPanel
          order={order.data}
          bank={plans.data?.bank ?? null}
          onCancel={() => actions.cancel.mutateAsync(order.data.id)}
          onSendProof={(file) => actions.proof.mutateAsync({ id: order.data.id, file })}
          sendingProof={actions.proof.isPending}
          proofProgress={actions.proofProgress}
        />
      ) : (
        <TitledSection
          id="payment-step-title"
          className="card payment-panel"
          titleClassName="payment-title"
          title={t('premium.payment.new.title')}
        >
          {order.isError ? (
            <>
              <p className="form-error" role="alert">
                {isApiError(order.error) ? order.error.message : t('premium.order.loadFailed')}
              </p>
              <Link className="btn btn-primary" to="/subscription-detail">
                {t('premium.ended.again')}
              </Link>
            </>
          ) : (
            <p role="status">{t('premium.order.loading')}</p>
          )}
        </TitledSection>
      )}
      <SupportContact />
    </div>
  );
}

/** An unpaid order already exists: continuing it beats paying twice. */
function UnpaidOrderNotice() {
  const t = useT();
  const orders = usePaymentOrders();
  const open = orders.data?.find((o) => !isOrderFinished(o));
  if (!open) return null;
  return (
    <p className="payment-waiting">
      {t('premium.unpaid.notice', { number: open.number })}{' '}
      <Link className="link" to={`/subscription-detail?order=${encodeURIComponent(open.id)}`}>
        {t('premium.unpaid.open', { number: open.number })}
      </Link>
    </p>
  );
}

import { OrderLines } from '../components/order-lines';
import { PaymentStepper } from '../components/payment-stepper';
import { SupportContact } from '../components/support-contact';
import { useT } from '@renderer/i18n/use-t';
import '../components/premium.css';

/**
 * /subscription-detail: the order and how to reach support. No online payment exists yet, so
 * this screen offers none and never claims one happened (docs/product.md §2 Payment).
 */
export function SubscriptionPage() {
  const t = useT();
  return (
    <div className="subscription-page">
      <PaymentStepper step={1} />
      <section className="card payment-panel" aria-labelledby="payment-step-title">
        <h2 id="payment-step-title" className="payment-title">
          {t('premium.payment.new.title')}
        </h2>
        <p className="payment-text">{t('premium.payment.new.body')}</p>
        <OrderLines />
        <p className="payment-text payment-note">{t('premium.payment.bankTransfer')}</p>
      </section>
      <SupportContact />
    </div>
  );
}

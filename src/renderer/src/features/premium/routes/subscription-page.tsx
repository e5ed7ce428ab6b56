import { ShieldCheckIcon } from '@renderer/components/icons';
import { useT } from '@renderer/i18n/use-t';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { OrderLines } from '../components/order-lines';
import { PaymentHistory } from '../components/payment-history';
import { PaymentStepper } from '../components/payment-stepper';
import { SupportContact } from '../components/support-contact';
import { usePaymentSteps } from '../hooks/use-payment-steps';
import '../components/premium.css';

/**
 * /subscription-detail: new request → request summary → Payment Successful. There is no
 * payment call, so the Multicaixa button only moves the flow on; step 2 advances by itself.
 */
export function SubscriptionPage() {
  const t = useT();
  const { step, pay } = usePaymentSteps();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  // Each new step takes the focus to its heading, so keyboard and screen-reader users follow.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose whenever the step changes
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  return (
    <div className="subscription-page">
      <PaymentStepper step={step} />
      <section className="card payment-panel" aria-labelledby="payment-step-title">
        <p className="payment-step-of">{t('premium.payment.stepOf', { n: step, total: 3 })}</p>
        {step === 1 && (
          <>
            <h2 id="payment-step-title" ref={headingRef} tabIndex={-1} className="payment-title">
              {t('premium.payment.new.title')}
            </h2>
            <p className="payment-text">{t('premium.payment.new.body')}</p>
            <OrderLines />
            <h3 className="payment-subtitle">{t('premium.payment.method')}</h3>
            <button type="button" className="btn btn-primary payment-pay" onClick={pay}>
              <ShieldCheckIcon size={18} />
              {t('premium.payment.multicaixa')}
            </button>
            <p className="payment-text payment-note">{t('premium.payment.bankTransfer')}</p>
          </>
        )}
        {step === 2 && (
          <>
            <h2 id="payment-step-title" ref={headingRef} tabIndex={-1} className="payment-title">
              {t('premium.payment.summary.title')}
            </h2>
            <OrderLines withReference />
            <PaymentHistory />
            <p className="payment-waiting" role="status">
              <span className="payment-spinner" aria-hidden="true" />
              {t('premium.payment.waiting')}
            </p>
          </>
        )}
        {step === 3 && (
          <div className="payment-success">
            <span className="payment-success-icon" aria-hidden="true">
              <ShieldCheckIcon size={32} />
            </span>
            <h2 id="payment-step-title" ref={headingRef} tabIndex={-1} className="payment-title">
              {t('premium.payment.success.title')}
            </h2>
            <p className="payment-text">{t('premium.payment.success.body')}</p>
            <OrderLines withReference />
            <Link className="btn btn-primary" to="/">
              {t('premium.payment.success.home')}
            </Link>
          </div>
        )}
      </section>
      <SupportContact />
    </div>
  );
}

import { CheckIcon } from '@renderer/components/icons';
import { useT } from '@renderer/i18n/use-t';
import { Link } from 'react-router-dom';
import { formatAmount } from '../lib/format-amount';
import { PROFESSIONAL_PLAN } from '../lib/plan';

/** Professional Plan: 15 000 AKZ per month, VAT included, quantity 1, Buy Now. */
export function PlanCard() {
  const t = useT();
  return (
    <section className="card plan-card" aria-labelledby="plan-name">
      <h2 id="plan-name" className="plan-name">
        {t('premium.plan.name')}
      </h2>
      <p className="plan-price">
        <strong>{t('premium.plan.price', { amount: formatAmount(PROFESSIONAL_PLAN.priceAkz) })}</strong>{' '}
        <span>{t('premium.plan.period')}</span>
      </p>
      <ul className="plan-facts">
        <li>
          <CheckIcon size={16} />
          {t('premium.plan.vat')}
        </li>
        <li>
          <CheckIcon size={16} />
          {t('premium.plan.quantity', { n: PROFESSIONAL_PLAN.quantity })}
        </li>
      </ul>
      <Link className="btn btn-primary btn-block" to="/subscription-detail">
        {t('premium.plan.buy')}
      </Link>
    </section>
  );
}

import { CheckIcon } from '@renderer/components/icons';
import { TitledSection } from '@renderer/components/titled-section';
import { useLang, useT } from '@renderer/i18n/use-t';
import { formatNumericDate } from '@renderer/lib/format-date';
import { formatKwanza, type Plan } from '@shared/api/payments';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** The plan card's frame and title; while the plans load, or when they fail, it holds their place. */
export function PlanCardFrame({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <TitledSection
      id="plan-name"
      className="card plan-card"
      titleClassName="plan-name"
      title={t('premium.plan.name')}
    >
      {children}
    </TitledSection>
  );
}

/** The Professional Plan as the server sells it: price (VAT included), quantity, Buy Now. */
export function PlanCard({ plan, activeUntil }: { plan: Plan; activeUntil: string | null }) {
  const t = useT();
  const lang = useLang();
  return (
    <PlanCardFrame>
      <p className="plan-price">
        <strong>{formatKwanza(plan.amountKz)}</strong> <span>{t('premium.plan.period')}</span>
      </p>
      <ul className="plan-facts">
        <li>
          <CheckIcon size={16} />
          {t('premium.plan.vat')}
        </li>
        <li>
          <CheckIcon size={16} />
          {t('premium.plan.quantity', { n: plan.quantity })}
        </li>
      </ul>
      {activeUntil && (
        <p className="payment-text">
          {t('premium.plan.active', { date: formatNumericDate(activeUntil, lang) })}
        </p>
      )}
      <Link className="btn btn-primary btn-block" to="/subscription-detail">
        {t('premium.plan.buy')}
      </Link>
    </PlanCardFrame>
  );
}

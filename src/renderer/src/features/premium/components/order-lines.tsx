import { useT } from '@renderer/i18n/use-t';
import { formatAmount } from '../lib/format-amount';
import { PROFESSIONAL_PLAN } from '../lib/plan';

/** Item, quantity and total of the one-plan order. */
export function OrderLines({ withReference = false }: { withReference?: boolean }) {
  const t = useT();
  return (
    <dl className="order-lines">
      {withReference && (
        <div>
          <dt>{t('premium.payment.reference')}</dt>
          <dd>{t('premium.payment.referenceValue')}</dd>
        </div>
      )}
      <div>
        <dt>{t('premium.payment.item')}</dt>
        <dd>{t('premium.plan.name')}</dd>
      </div>
      <div>
        <dt>{t('premium.payment.quantity')}</dt>
        <dd>{PROFESSIONAL_PLAN.quantity}</dd>
      </div>
      <div className="order-total">
        <dt>{t('premium.payment.total')}</dt>
        <dd>
          {t('premium.plan.price', {
            amount: formatAmount(PROFESSIONAL_PLAN.priceAkz * PROFESSIONAL_PLAN.quantity),
          })}
        </dd>
      </div>
    </dl>
  );
}

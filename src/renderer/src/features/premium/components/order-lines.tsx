import { useT } from '@renderer/i18n/use-t';
import { formatKwanza } from '@shared/api/payments';

/** Item, quantity and total (VAT included) of a one-plan order. */
export function OrderLines({ quantity, totalKz }: { quantity: number; totalKz: number }) {
  const t = useT();
  return (
    <dl className="order-lines">
      <div>
        <dt>{t('premium.payment.item')}</dt>
        <dd>{t('premium.plan.name')}</dd>
      </div>
      <div>
        <dt>{t('premium.payment.quantity')}</dt>
        <dd>{quantity}</dd>
      </div>
      <div className="order-total">
        <dt>{t('premium.payment.total')}</dt>
        <dd>{formatKwanza(totalKz)}</dd>
      </div>
    </dl>
  );
}

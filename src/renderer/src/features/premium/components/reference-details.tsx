import { useLang, useT } from '@renderer/i18n/use-t';
import { formatDateTime } from '@renderer/lib/format-date';
import { formatKwanza, type PaymentOrder } from '@shared/api/payments';
import { CopyRow } from './copy-row';
import { PaymentInstructions } from './payment-instructions';

type Reference = NonNullable<PaymentOrder['reference']>;

/** Entity, reference and amount to type at an ATM or in the bank's app, each copyable, and the deadline. */
export function ReferenceDetails({ reference, amountKz }: { reference: Reference; amountKz: number }) {
  const t = useT();
  const lang = useLang();
  return (
    <PaymentInstructions id="reference-title" title={t('premium.reference.title')}>
      <p className="payment-text">{t('premium.reference.body')}</p>
      <dl className="copy-rows">
        <CopyRow label={t('premium.reference.entity')} value={reference.entity} />
        <CopyRow
          label={t('premium.reference.number')}
          value={reference.number}
          shown={reference.number.replace(/(\d{3})(?=\d)/g, '$1 ')}
        />
        <CopyRow
          label={t('premium.reference.amount')}
          value={String(amountKz)}
          shown={formatKwanza(amountKz)}
        />
      </dl>
      <p className="payment-text payment-deadline">
        {t('premium.reference.deadline', { date: formatDateTime(reference.expiresAt, lang) })}
      </p>
    </PaymentInstructions>
  );
}

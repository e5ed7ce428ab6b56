import { TitledSection } from '@renderer/components/titled-section';
import { useT } from '@renderer/i18n/use-t';
import { isOrderFinished } from '@renderer/lib/order-status';
import type { BankDetails, PaymentOrder } from '@shared/api/payments';
import { Link } from 'react-router-dom';
import { BankTransferDetails } from './bank-transfer-details';
import { CancelOrder } from './cancel-order';
import { ExpressDetails } from './express-details';
import { OrderHistory } from './order-history';
import { OrderLines } from './order-lines';
import { PaymentSuccess } from './payment-success';
import { ReferenceDetails } from './reference-details';

interface OrderPanelProps {
  order: PaymentOrder;
  bank: BankDetails | null;
  onCancel(): Promise<unknown>;
  onSendProof(file: File): Promise<unknown>;
  sendingProof: boolean;
  proofProgress: number | null;
}

/**
 * One order as the server has it now: how to pay it while it waits, the success step only once
 * it is PAID, what happened when it ended otherwise, and its history. The status line is a live
 * region, so a payment arriving while the person waits is announced.
 */
export function OrderPanel({
  order,
  bank,
  onCancel,
  onSendProof,
  sendingProof,
  proofProgress,
}: OrderPanelProps) {
  const t = useT();
  const finished = isOrderFinished(order);
  const paid = order.status === 'PAID';
  return (
    <TitledSection
      id="payment-step-title"
      className="card payment-panel"
      titleClassName="payment-title"
      title={t('premium.order.title', { number: order.number })}
    >
      <p className={`payment-status is-${order.status.toLowerCase()}`} role="status">
        {t('premium.order.status', { status: t(`payments.status.${order.status}`) })}
      </p>
      {paid ? (
        <PaymentSuccess order={order} />
      ) : finished ? (
        <div className="payment-ended">
          <p className="payment-text">
            {t(`premium.ended.${order.status as 'EXPIRED' | 'CANCELLED' | 'REJECTED'}`)}
          </p>
          {order.rejectionReason && (
            <p className="payment-text">{t('premium.ended.reason', { reason: order.rejectionReason })}</p>
          )}
          <Link className="btn btn-primary" to="/subscription-detail">
            {t('premium.ended.again')}
          </Link>
        </div>
      ) : (
        <>
          {order.method === 'MULTICAIXA_REFERENCE' && order.reference && (
            <ReferenceDetails reference={order.reference} amountKz={order.amountKz} />
          )}
          {order.method === 'MULTICAIXA_EXPRESS' && (
            <ExpressDetails phone={order.phone} amountKz={order.amountKz} />
          )}
          {order.method === 'BANK_TRANSFER' && (
            <BankTransferDetails
              order={order}
              bank={bank}
              onSendProof={onSendProof}
              sending={sendingProof}
              progress={proofProgress}
            />
          )}
          {order.method !== 'MULTICAIXA_EXPRESS' && (
            <p className="payment-note">{t('premium.order.waiting')}</p>
          )}
        </>
      )}
      <OrderLines quantity={1} totalKz={order.amountKz} />
      <OrderHistory order={order} finished={finished} />
      {!finished && <CancelOrder number={order.number} onCancel={onCancel} />}
    </TitledSection>
  );
}

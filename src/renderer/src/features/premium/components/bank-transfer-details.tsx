import { FileUploader } from '@renderer/components/file-uploader';
import { useT } from '@renderer/i18n/use-t';
import { type BankDetails, formatKwanza, type PaymentOrder } from '@shared/api/payments';
import { type FormEvent, useState } from 'react';
import { CopyRow } from './copy-row';
import { PaymentInstructions } from './payment-instructions';

interface BankTransferDetailsProps {
  order: PaymentOrder;
  bank: BankDetails | null;
  /** Sends the proof; resolves when the server answered (either way). */
  onSendProof(file: File): Promise<unknown>;
  sending: boolean;
  progress: number | null;
}

/** Where to transfer, the order number to quote, and the proof of transfer (PDF or image, ≤ 5 MB). */
export function BankTransferDetails({
  order,
  bank,
  onSendProof,
  sending,
  progress,
}: BankTransferDetailsProps) {
  const t = useT();
  const [file, setFile] = useState<File | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    try {
      await onSendProof(file);
      setFile(null);
    } catch {
      // The toast said why; the file stays chosen for another try.
    }
  };

  return (
    <PaymentInstructions id="bank-title" title={t('premium.bank.title')}>
      {bank ? (
        <>
          <p className="payment-text">{t('premium.bank.body')}</p>
          <dl className="copy-rows">
            <CopyRow label={t('premium.bank.iban')} value={bank.iban} />
            <CopyRow label={t('premium.bank.beneficiary')} value={bank.beneficiary} />
            <CopyRow label={t('premium.bank.name')} value={bank.bank} />
            <CopyRow label={t('premium.bank.orderNumber')} value={order.number} />
            <CopyRow
              label={t('premium.bank.amount')}
              value={String(order.amountKz)}
              shown={formatKwanza(order.amountKz)}
            />
          </dl>
        </>
      ) : (
        <p className="payment-text">{t('premium.bank.unavailable')}</p>
      )}
      {order.proofSubmitted && <p className="payment-waiting">{t('premium.proof.received')}</p>}
      <form className="proof-form" onSubmit={(event) => void submit(event)}>
        <FileUploader
          variant="proof"
          label={t('premium.proof.label')}
          file={file}
          onChange={setFile}
          progress={progress}
          disabled={sending}
        />
        <button type="submit" className="btn btn-primary" disabled={!file || sending}>
          {sending ? t('premium.proof.sending') : t('premium.proof.submit')}
        </button>
      </form>
    </PaymentInstructions>
  );
}

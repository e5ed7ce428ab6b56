import { type PaymentOrder, formatKwanza } from '@shared/api/payments';
import type { Lang } from '@shared/domain';
import { type MessageKey, type MessageParams, translate } from '@shared/i18n';
import PDFDocument from 'pdfkit';

export interface ReceiptInput {
  order: PaymentOrder;
  lang: Lang;
  payer: { email: string; firstName: string | null; lastName: string | null } | null;
  companyName: string | null;
  nif: string | null;
  periodStart: Date | null;
}

/** Dates on receipts as Angola writes them, in Luanda's time: 21/12/2026. */
const dateIn = (iso: string | Date) =>
  new Intl.DateTimeFormat('pt-AO', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Africa/Luanda',
  }).format(new Date(iso));

/**
 * A paid order's receipt as a PDF (A4, the standard Helvetica, whose WinAnsi encoding covers
 * Portuguese), in the payer's language: number, order, date, payer with company and NIF when
 * given, the plan, the amount with VAT included, how it was paid and the period it covers.
 */
export function renderReceipt({
  order,
  lang,
  payer,
  companyName,
  nif,
  periodStart,
}: ReceiptInput): Promise<Buffer> {
  const t = (key: MessageKey, params?: MessageParams) => translate(lang, key, params);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `${t('payments.receipt.title')} ${order.receiptNumber}`, Author: 'Conexão' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(20).text('Conexão');
  doc.font('Helvetica').fontSize(10).fillColor('#555').text(t('payments.receipt.seller'));
  doc.moveDown(1.5);
  doc
    .fillColor('#000')
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(`${t('payments.receipt.title')} ${order.receiptNumber}`);
  doc.moveDown(0.8);

  const row = (label: string, value: string) => {
    doc.font('Helvetica-Bold').fontSize(11).text(`${label}: `, { continued: true });
    doc.font('Helvetica').text(value);
  };
  row(t('payments.receipt.order'), order.number);
  row(t('payments.receipt.date'), dateIn(order.paidAt!));
  doc.moveDown(0.8);

  const name = [payer?.firstName, payer?.lastName].filter(Boolean).join(' ');
  row(t('payments.receipt.billedTo'), name ? `${name} <${payer?.email}>` : (payer?.email ?? ''));
  if (companyName) row(t('payments.receipt.company'), companyName);
  if (nif) row(t('payments.receipt.nif'), nif);
  doc.moveDown(0.8);

  row(t('payments.receipt.item'), t('premium.plan.name'));
  row(t('payments.receipt.quantity'), '1');
  if (periodStart && order.activeUntil) {
    row(t('payments.receipt.period'), `${dateIn(periodStart)} – ${dateIn(order.activeUntil)}`);
  }
  row(t('payments.receipt.method'), t(`payments.method.${order.method}`));
  if (order.reference)
    row(t('payments.receipt.reference'), `${order.reference.entity} / ${order.reference.number}`);
  doc.moveDown(0.8);
  doc
    .font('Helvetica-Bold')
    .fontSize(13)
    .text(`${t('payments.receipt.total')}: ${formatKwanza(order.amountKz)}`);
  doc.font('Helvetica').fontSize(10).text(t('payments.receipt.vatIncluded'));
  doc.moveDown(2);
  doc.fontSize(9).fillColor('#555').text(t('payments.receipt.footer'));
  doc.end();
  return done;
}

import type { PaymentOrder, PlansResponse } from '@shared/api/payments';
import { UPLOAD_MAX_BYTES } from '@shared/constants';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { call, json, login, signedInAccount } from '../helper';
import { form, JPEG_BYTES, send } from '../profile/support';
import {
  DAY,
  IBAN,
  createOrder,
  getOrder,
  monthsLater,
  paymentsApp,
  sandboxPay,
  subscriptionOf,
} from './fixtures';

const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

describe('payments with the sandbox provider', () => {
  it('lists the plan and the methods on offer, in integer kwanzas', async () => {
    const t = await paymentsApp();
    const { token } = await signedInAccount(t);
    const res = await call(t, 'GET', '/payments/plans', token);
    expect(res.statusCode).toBe(200);
    const data = (json(res) as unknown as PlansResponse).data;
    expect(data.plans).toEqual([{ id: 'PROFESSIONAL_MONTHLY', amountKz: 15_000, months: 1, quantity: 1 }]);
    expect(data.methods).toEqual(['MULTICAIXA_REFERENCE', 'MULTICAIXA_EXPRESS', 'BANK_TRANSFER']);
    expect(data.bank?.iban).toBe(IBAN);
    expect((await call(t, 'GET', '/payments/plans')).statusCode).toBe(401);
  });

  it('issues a reference valid for 3 days; paid through the sandbox, the order is PAID and the plan active a month', async () => {
    const t = await paymentsApp();
    const { token } = await signedInAccount(t);
    const order = await createOrder(t, token);
    const now = t.clock.now();
    expect(order).toMatchObject({
      status: 'AWAITING_PAYMENT',
      amountKz: 15_000,
      method: 'MULTICAIXA_REFERENCE',
    });
    expect(order.number).toMatch(/^CNX-\d{6}$/);
    expect(order.reference?.entity).toBe('99999');
    expect(order.reference?.number).toMatch(/^\d{9}$/);
    expect(Date.parse(order.reference!.expiresAt)).toBe(now.getTime() + 3 * DAY);
    expect(order.history.map((h) => h.status)).toEqual([
      'ORDER_CONFIRMED',
      'PAYMENT_ORDER_CREATED',
      'AWAITING_PAYMENT',
    ]);
    expect(await subscriptionOf(t, token)).toEqual({ planId: null, status: 'NONE', activeUntil: null });

    const paid = await sandboxPay(t, token, order.reference!.number);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(json(paid).data).toEqual({ received: 1, applied: 1 });
    const after = await getOrder(t, token, order.id);
    expect(after.status).toBe('PAID');
    expect(after.history.at(-1)?.status).toBe('PAID');
    expect(after.receiptNumber).toMatch(/^R-\d{4}-\d{6}$/);
    const subscription = await subscriptionOf(t, token);
    expect(subscription.status).toBe('ACTIVE');
    expect(subscription.activeUntil).toBe(monthsLater(now, 1).toISOString());
  });

  it('only the owner sees or acts on an order (404 otherwise)', async () => {
    const t = await paymentsApp();
    const owner = await signedInAccount(t);
    const other = await signedInAccount(t);
    const order = await createOrder(t, owner.token);
    for (const [method, url] of [
      ['GET', `/payments/orders/${order.id}`],
      ['POST', `/payments/orders/${order.id}/cancel`],
      ['GET', `/payments/orders/${order.id}/receipt`],
    ] as const) {
      expect((await call(t, method, url, other.token)).statusCode).toBe(404);
    }
    const list = await call(t, 'GET', '/payments/orders', other.token);
    expect((json(list).data as { orders: PaymentOrder[] }).orders).toEqual([]);
    expect((await getOrder(t, owner.token, order.id)).status).toBe('AWAITING_PAYMENT');
  });

  it('a wrong amount is recorded and never marks the order paid', async () => {
    const t = await paymentsApp();
    const { token } = await signedInAccount(t);
    const order = await createOrder(t, token);
    const res = await sandboxPay(t, token, order.reference!.number, 14_999);
    expect(json(res).data).toEqual({ received: 1, applied: 0 });
    expect((await getOrder(t, token, order.id)).status).toBe('AWAITING_PAYMENT');
    expect((await subscriptionOf(t, token)).status).toBe('NONE');
  });

  it('references expire after 3 days; a payment after that is recorded for refund and activates nothing', async () => {
    const t = await paymentsApp();
    const account = await signedInAccount(t);
    const order = await createOrder(t, account.token);
    t.clock.advance(3 * DAY + 1000);
    const { token } = await login(t, account.email, account.password);
    const expired = await getOrder(t, token, order.id);
    expect(expired.status).toBe('EXPIRED');
    expect(expired.history.at(-1)?.status).toBe('EXPIRED');
    const res = await sandboxPay(t, token, order.reference!.number);
    expect(json(res).data).toEqual({ received: 1, applied: 0 });
    expect((await getOrder(t, token, order.id)).status).toBe('EXPIRED');
    expect((await subscriptionOf(t, token)).status).toBe('NONE');
  });

  it('the owner cancels an unpaid order; a later payment is for refund; a paid order cannot be cancelled', async () => {
    const t = await paymentsApp();
    const { token } = await signedInAccount(t);
    const order = await createOrder(t, token);
    const cancel = await call(t, 'POST', `/payments/orders/${order.id}/cancel`, token);
    expect(cancel.statusCode).toBe(200);
    expect((json(cancel).data as { order: PaymentOrder }).order.status).toBe('CANCELLED');
    expect(json(await sandboxPay(t, token, order.reference!.number)).data).toEqual({
      received: 1,
      applied: 0,
    });
    expect((await subscriptionOf(t, token)).status).toBe('NONE');

    const second = await createOrder(t, token);
    await sandboxPay(t, token, second.reference!.number);
    const refused = await call(t, 'POST', `/payments/orders/${second.id}/cancel`, token);
    expect(refused.statusCode).toBe(409);
    expect(json(refused).code).toBe('CONFLICT');
  });

  it('paying while the plan is active extends it from its end date; a second payment of a paid order extends nothing', async () => {
    const t = await paymentsApp();
    const account = await signedInAccount(t);
    const start = t.clock.now();
    const first = await createOrder(t, account.token);
    await sandboxPay(t, account.token, first.reference!.number);
    t.clock.advance(10 * DAY);
    const { token } = await login(t, account.email, account.password);
    const second = await createOrder(t, token);
    await sandboxPay(t, token, second.reference!.number);
    expect((await subscriptionOf(t, token)).activeUntil).toBe(monthsLater(start, 2).toISOString());
    // The same reference paid again: money to refund, the plan unchanged.
    expect(json(await sandboxPay(t, token, second.reference!.number)).data).toEqual({
      received: 1,
      applied: 0,
    });
    expect((await subscriptionOf(t, token)).activeUntil).toBe(monthsLater(start, 2).toISOString());
  });

  it('Multicaixa Express needs an Angolan phone and is paid by its order number in the sandbox', async () => {
    const t = await paymentsApp();
    const { token } = await signedInAccount(t);
    const missing = await call(t, 'POST', '/payments/orders', token, {
      planId: 'PROFESSIONAL_MONTHLY',
      method: 'MULTICAIXA_EXPRESS',
    });
    expect(missing.statusCode).toBe(400);
    expect(json(missing).message).toMatch(/phone number/);
    const order = await createOrder(t, token, { method: 'MULTICAIXA_EXPRESS', phone: '+244 923 456 789' });
    expect(order).toMatchObject({ reference: null, phone: '+244923456789', status: 'AWAITING_PAYMENT' });
    await sandboxPay(t, token, order.number);
    expect((await getOrder(t, token, order.id)).status).toBe('PAID');
  });

  it('a receipt exists for a paid order only: a numbered PDF in the caller language with company and NIF', async () => {
    const t = await paymentsApp();
    const { token } = await signedInAccount(t);
    const order = await createOrder(t, token, { companyName: 'Kianda Tecnologia', nif: '5417123456' });
    const early = await call(t, 'GET', `/payments/orders/${order.id}/receipt`, token);
    expect(early.statusCode).toBe(409);
    await sandboxPay(t, token, order.reference!.number);
    const paid = await getOrder(t, token, order.id);

    const res = await call(t, 'GET', `/payments/orders/${order.id}/receipt`, token, undefined, 'pt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${paid.receiptNumber}.pdf"`);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(`Recibo ${paid.receiptNumber}`);
    expect(text).toContain(order.number);
    expect(text).toMatch(/15\s000,00\sKz/);
    expect(text).toContain('Kianda Tecnologia');
    expect(text).toContain('5417123456');
    expect(text).toContain('IVA incluído');

    const english = await pdfText(
      (await call(t, 'GET', `/payments/orders/${order.id}/receipt`, token)).rawPayload,
    );
    expect(english).toContain(`Receipt ${paid.receiptNumber}`);
    expect(english).toContain('VAT included');
  });

  it('bank transfer: proof checked by its bytes (PDF or image, at most 5 MB), then confirmed or rejected by staff', async () => {
    const t = await paymentsApp();
    const { token } = await signedInAccount(t);
    const order = await createOrder(t, token, { method: 'BANK_TRANSFER' });
    expect(order.reference).toBeNull();
    const proof = (bytes: Buffer, name = 'proof.pdf', type = 'application/pdf') =>
      send(
        t,
        'POST',
        `/payments/orders/${order.id}/proof`,
        form({}, { field: 'proof', bytes, name, type }),
        token,
      );

    const fake = await proof(Buffer.from('just text, named like a PDF'));
    expect(fake.statusCode).toBe(415);
    const big = await proof(Buffer.concat([PDF_BYTES, Buffer.alloc(UPLOAD_MAX_BYTES)]));
    expect(big.statusCode).toBe(413);
    expect((await proof(JPEG_BYTES, 'proof.jpg', 'image/jpeg')).statusCode).toBe(200);
    const ok = await proof(PDF_BYTES);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((json(ok).data as { order: PaymentOrder }).order).toMatchObject({
      status: 'PROOF_SUBMITTED',
      proofSubmitted: true,
    });

    // What `npm run payments -- confirm <order>` runs.
    const confirmed = await t.app.payments.staffConfirm(order.number, 'ana');
    expect(confirmed.order.status).toBe('PAID');
    expect((await subscriptionOf(t, token)).status).toBe('ACTIVE');
    // Confirming twice applies nothing more.
    expect((await t.app.payments.staffConfirm(order.number, 'ana')).received).toBe(0);

    const other = await createOrder(t, token, { method: 'BANK_TRANSFER' });
    const rejected = await t.app.payments.staffReject(other.number, 'ana', 'The transfer never arrived');
    expect(rejected).toMatchObject({ status: 'REJECTED', rejectionReason: 'The transfer never arrived' });
  });

  it('the sandbox is refused in production, and without a provider production offers no Multicaixa method', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENTS_PROVIDER: 'sandbox' })).toThrow(
      /PAYMENTS_PROVIDER/,
    );
    expect(loadConfig({ NODE_ENV: 'production' }).payments.provider).toBe('none');
    expect(loadConfig({}).payments.provider).toBe('sandbox');
    expect(() => loadConfig({ PAYMENTS_PROVIDER: 'proxypay' })).toThrow(/PROXYPAY_API_URL/);
  });
});

import { describe, expect, it } from 'vitest';
import { json, login, signedInAccount } from '../helper';
import { PROXYPAY_ENTITY } from './fake-proxypay';
import { DAY, createOrder, getOrder, monthsLater, proxyPayApp, subscriptionOf, webhook } from './fixtures';

describe('payments through ProxyPay (a local fake speaking its protocol)', () => {
  it('issues the reference at ProxyPay (POST /reference_ids, PUT /references/{id}) and shows its entity', async () => {
    const t = await proxyPayApp();
    const { token } = await signedInAccount(t);
    const order = await createOrder(t, token);
    expect(order.reference?.entity).toBe(PROXYPAY_ENTITY);
    const issued = t.proxypay.references.get(order.reference!.number);
    expect(issued).toMatchObject({ amount: '15000.00', custom_fields: { order: order.number } });
    expect(Date.parse(issued!.end_datetime)).toBe(Date.parse(order.reference!.expiresAt));
    expect(t.proxypay.requests).toEqual([
      'POST /reference_ids',
      `PUT /references/${order.reference!.number}`,
    ]);
  });

  it('a webhook with a valid signature pays the order and is acknowledged; an invalid or missing one changes nothing', async () => {
    const t = await proxyPayApp();
    const { token } = await signedInAccount(t);
    const order = await createOrder(t, token);
    const payment = t.proxypay.pay(order.reference!.number, '15000.00', t.clock.now());

    for (const signature of [
      undefined,
      t.proxypay.sign(payment.body, 'another-key-0123456789'),
      'zz',
      '0'.repeat(64),
    ]) {
      const refused = await webhook(t, payment.body, signature);
      expect(refused.statusCode).toBe(401);
      expect(json(refused).code).toBe('UNAUTHORIZED');
    }
    // A body changed after signing fails too.
    const tampered = await webhook(t, payment.body.replace('15000.00', '15.00'), payment.signature);
    expect(tampered.statusCode).toBe(401);
    expect((await getOrder(t, token, order.id)).status).toBe('AWAITING_PAYMENT');

    const accepted = await webhook(t, payment.body, payment.signature);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(json(accepted).data).toEqual({ received: 1, applied: 1 });
    expect((await getOrder(t, token, order.id)).status).toBe('PAID');
    expect(t.proxypay.queue.has(payment.id)).toBe(false);
  });

  it('a replayed webhook, and a poll that sees the same payment, apply it exactly once', async () => {
    const t = await proxyPayApp();
    const { token } = await signedInAccount(t);
    const start = t.clock.now();
    const order = await createOrder(t, token);
    const payment = t.proxypay.pay(order.reference!.number, '15000.00', start);
    const results = await Promise.all([
      webhook(t, payment.body, payment.signature),
      webhook(t, payment.body, payment.signature),
      t.app.payments.poll(),
    ]);
    expect(results.map((r) => ('statusCode' in r ? r.statusCode : 200))).toEqual([200, 200, 200]);
    const replay = await webhook(t, payment.body, payment.signature);
    expect(json(replay).data).toEqual({ received: 0, applied: 0 });
    expect((await subscriptionOf(t, token)).activeUntil).toBe(monthsLater(start, 1).toISOString());
    const paid = await getOrder(t, token, order.id);
    expect(paid.history.filter((h) => h.status === 'PAID')).toHaveLength(1);
  });

  it('out of order: the second order paid before the first, both extend the plan, one month each', async () => {
    const t = await proxyPayApp();
    const { token } = await signedInAccount(t);
    const start = t.clock.now();
    const first = await createOrder(t, token);
    const second = await createOrder(t, token);
    const p1 = t.proxypay.pay(first.reference!.number, '15000.00', start);
    const p2 = t.proxypay.pay(second.reference!.number, '15000.00', start);
    await webhook(t, p2.body, p2.signature);
    await webhook(t, p1.body, p1.signature);
    expect((await getOrder(t, token, first.id)).status).toBe('PAID');
    expect((await getOrder(t, token, second.id)).status).toBe('PAID');
    expect((await subscriptionOf(t, token)).activeUntil).toBe(monthsLater(start, 2).toISOString());
  });

  it('polling is the fallback when no webhook arrives', async () => {
    const t = await proxyPayApp();
    const { token } = await signedInAccount(t);
    const order = await createOrder(t, token);
    const payment = t.proxypay.pay(order.reference!.number, '15000.00', t.clock.now());
    expect(await t.app.payments.poll()).toMatchObject({ received: 1, applied: 1 });
    expect((await getOrder(t, token, order.id)).status).toBe('PAID');
    expect(t.proxypay.queue.has(payment.id)).toBe(false);
    expect(t.proxypay.requests).toContain(`DELETE /payments/${payment.id}`);
  });

  it('a late webhook for a payment made before the deadline still pays an order our expiry job closed', async () => {
    const t = await proxyPayApp();
    const account = await signedInAccount(t);
    const order = await createOrder(t, account.token);
    const paidInTime = new Date(Date.parse(order.reference!.expiresAt) - 60_000);
    const payment = t.proxypay.pay(order.reference!.number, '15000.00', paidInTime);
    t.clock.advance(4 * DAY);
    // Our expiry job runs first (the payment is kept out of the poll so that only its webhook tells us).
    t.proxypay.queue.delete(payment.id);
    const polled = await t.app.payments.poll();
    expect(polled).toMatchObject({ received: 0, applied: 0 });
    // Other tests' orders share the database and may expire with it.
    expect(polled.expired).toBeGreaterThanOrEqual(1);
    const { token } = await login(t, account.email, account.password);
    expect((await getOrder(t, token, order.id)).status).toBe('EXPIRED');
    const late = await webhook(t, payment.body, payment.signature);
    expect(json(late).data).toEqual({ received: 1, applied: 1 });
    expect((await getOrder(t, token, order.id)).status).toBe('PAID');
  });

  it('a payment after the reference expired is recorded for refund; a wrong amount is flagged, not paid', async () => {
    const t = await proxyPayApp();
    const account = await signedInAccount(t);
    const expired = await createOrder(t, account.token);
    const wrong = await createOrder(t, account.token);
    const underpaid = t.proxypay.pay(wrong.reference!.number, '1500.00', t.clock.now());
    expect(json(await webhook(t, underpaid.body, underpaid.signature)).data).toEqual({
      received: 1,
      applied: 0,
    });

    t.clock.advance(3 * DAY + 1000);
    const tooLate = t.proxypay.pay(expired.reference!.number, '15000.00', t.clock.now());
    expect(json(await webhook(t, tooLate.body, tooLate.signature)).data).toEqual({ received: 1, applied: 0 });
    const { token } = await login(t, account.email, account.password);
    expect((await getOrder(t, token, expired.id)).status).toBe('EXPIRED');
    expect((await getOrder(t, token, wrong.id)).status).toBe('EXPIRED');
    expect((await subscriptionOf(t, token)).status).toBe('NONE');
  });

  it('cancelling withdraws the reference at ProxyPay; an outage while issuing is a 502 and leaves no order', async () => {
    const t = await proxyPayApp();
    const { token } = await signedInAccount(t);
    const order = await createOrder(t, token);
    const res = await t.app.inject({
      method: 'POST',
      url: `/payments/orders/${order.id}/cancel`,
      headers: { authorization: token },
    });
    expect(res.statusCode).toBe(200);
    expect(t.proxypay.references.get(order.reference!.number)?.deleted).toBe(true);

    t.proxypay.down = true;
    const failed = await t.app.inject({
      method: 'POST',
      url: '/payments/orders',
      headers: { authorization: token },
      payload: { planId: 'PROFESSIONAL_MONTHLY', method: 'MULTICAIXA_REFERENCE' },
    });
    expect(failed.statusCode).toBe(502);
    expect(json(failed).message).toMatch(/payment service/);
    const list = await t.app.inject({
      method: 'GET',
      url: '/payments/orders',
      headers: { authorization: token },
    });
    expect((json(list).data as { orders: unknown[] }).orders).toHaveLength(1);
  });

  it('Multicaixa Express: the push goes to OPG; its signed callback pays, a rejected one does not', async () => {
    const t = await proxyPayApp();
    const { token } = await signedInAccount(t);
    const order = await createOrder(t, token, { method: 'MULTICAIXA_EXPRESS', phone: '923456789' });
    expect(t.proxypay.requests).toContain('POST /opg/v1/transactions');
    const [transactionId, transaction] = [...t.proxypay.opgTransactions.entries()][0]!;
    expect(transaction).toMatchObject({ mobile: '923456789', amount: '15000.00', pos_id: 321 });
    const rejected = t.proxypay.opgCallback(transactionId, 'rejected');
    expect(json(await webhook(t, rejected.body, rejected.signature)).data).toEqual({
      received: 1,
      applied: 0,
    });
    expect((await getOrder(t, token, order.id)).status).toBe('AWAITING_PAYMENT');

    const second = await createOrder(t, token, { method: 'MULTICAIXA_EXPRESS', phone: '923456789' });
    const id2 = [...t.proxypay.opgTransactions.keys()][1]!;
    const accepted = t.proxypay.opgCallback(id2, 'accepted');
    expect(json(await webhook(t, accepted.body, accepted.signature)).data).toEqual({
      received: 1,
      applied: 1,
    });
    expect((await getOrder(t, token, second.id)).status).toBe('PAID');
  });
});

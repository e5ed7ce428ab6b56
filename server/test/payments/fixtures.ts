import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PaymentOrder, Subscription } from '@shared/api/payments';
import { onTestFinished } from 'vitest';
import { type TestApp, call, createTestApp, json } from '../helper';
import {
  OPG_POS_ID,
  OPG_TOKEN,
  PROXYPAY_ENTITY,
  PROXYPAY_KEY,
  type FakeProxyPay,
  startFakeProxyPay,
} from './fake-proxypay';

export const DAY = 24 * 60 * 60 * 1000;
export const IBAN = 'AO06 0040 0000 1234 5678 1012 3';

/** A test app with its own data directory (proofs land there), no poll timer, a transfer IBAN. */
export async function paymentsApp(env: Record<string, string> = {}): Promise<TestApp & { dataDir: string }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'conexao-payments-'));
  const t = await createTestApp({
    env: { DATA_DIR: dataDir, PAYMENTS_POLL_SECONDS: '0', PAYMENTS_BANK_IBAN: IBAN, ...env },
  });
  onTestFinished(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  return { ...t, dataDir };
}

/** The app configured for ProxyPay against a fake one. */
export async function proxyPayApp(): Promise<TestApp & { dataDir: string; proxypay: FakeProxyPay }> {
  const proxypay = await startFakeProxyPay();
  onTestFinished(() => proxypay.close());
  const t = await paymentsApp({
    PAYMENTS_PROVIDER: 'proxypay',
    PROXYPAY_API_URL: proxypay.url,
    PROXYPAY_API_KEY: PROXYPAY_KEY,
    PROXYPAY_ENTITY: PROXYPAY_ENTITY,
    PROXYPAY_OPG_API_URL: proxypay.url,
    PROXYPAY_OPG_TOKEN: OPG_TOKEN,
    PROXYPAY_OPG_POS_ID: OPG_POS_ID,
  });
  return { ...t, proxypay };
}

export async function createOrder(
  t: TestApp,
  token: string,
  body: Record<string, unknown> = {},
): Promise<PaymentOrder> {
  const res = await call(t, 'POST', '/payments/orders', token, {
    planId: 'PROFESSIONAL_MONTHLY',
    method: 'MULTICAIXA_REFERENCE',
    ...body,
  });
  if (res.statusCode !== 201) throw new Error(`order failed: ${res.statusCode} ${res.body}`);
  return (json(res).data as { order: PaymentOrder }).order;
}

export async function getOrder(t: TestApp, token: string, id: string): Promise<PaymentOrder> {
  const res = await call(t, 'GET', `/payments/orders/${id}`, token);
  if (res.statusCode !== 200) throw new Error(`get failed: ${res.statusCode} ${res.body}`);
  return (json(res).data as { order: PaymentOrder }).order;
}

export async function subscriptionOf(t: TestApp, token: string): Promise<Subscription> {
  const res = await call(t, 'GET', '/payments/subscription', token);
  return json(res).data as Subscription;
}

export function sandboxPay(t: TestApp, token: string, reference: string, amountKz = 15_000) {
  return call(t, 'POST', '/payments/sandbox/pay', token, { reference, amountKz });
}

export function webhook(t: TestApp, body: string, signature?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/payments/webhooks/proxypay',
    payload: body,
    headers: { 'content-type': 'application/json', ...(signature ? { 'x-signature': signature } : {}) },
  });
}

/** Months between two instants, counted as the plan counts them (same day of a later month). */
export function monthsLater(from: Date, months: number): Date {
  const d = new Date(from.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  d.setUTCDate(Math.min(day, new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate()));
  return d;
}

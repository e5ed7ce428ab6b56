import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { PaymentsConfig } from '../../../config';
import {
  type PaymentProvider,
  type ProviderPayment,
  ProviderError,
  kwanzaText,
  parseAmountCents,
} from './provider';

type ProxyPayConfig = NonNullable<PaymentsConfig['proxypay']>;

/** Requests to the gateway give up after this long; a slow gateway must not hold a request open. */
const TIMEOUT_MS = 15_000;
const ACCEPT = 'application/vnd.proxypay.v2+json';

/** OPG (Multicaixa Express) transaction ids are kept apart from RPS payment ids. */
const OPG_PREFIX = 'opg:';

/**
 * ProxyPay (Angola): RPS for Multicaixa references, OPG for Multicaixa Express.
 *
 * RPS (API v2, `Authorization: Token <key>`, `Accept: application/vnd.proxypay.v2+json`):
 * - POST /reference_ids → a fresh reference number;
 * - PUT /references/{id} { amount, end_datetime, custom_fields } → 204 issues it;
 * - DELETE /references/{id} → 204 withdraws it;
 * - GET /payments → the payments not acknowledged yet; DELETE /payments/{id} acknowledges one;
 * - webhooks POST the payment as JSON with `X-Signature`: hex HMAC-SHA256 of the raw body keyed
 *   with the API key.
 *
 * OPG (`Authorization: Bearer <token>`): POST /opg/v1/transactions { type: 'payment', pos_id,
 * mobile, amount, callback_url } with an Idempotency-Key; its callback is the transaction with
 * `status` accepted or rejected. We require the same X-Signature on it before reading it.
 */
export function createProxyPayProvider(config: ProxyPayConfig, callbackUrl: string): PaymentProvider {
  async function request(
    method: string,
    url: string,
    headers: Record<string, string>,
    body?: unknown,
  ): Promise<{ status: number; text: string }> {
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers: {
          accept: ACCEPT,
          ...headers,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new ProviderError(
        `ProxyPay ${method} ${new URL(url).pathname} failed: ${(error as Error).message}`,
      );
    }
    const text = await response.text();
    if (response.status >= 300) {
      throw new ProviderError(`ProxyPay ${method} ${new URL(url).pathname} answered ${response.status}`);
    }
    return { status: response.status, text };
  }

  const rps = (method: string, path: string, body?: unknown) =>
    request(method, `${config.apiUrl}${path}`, { authorization: `Token ${config.apiKey}` }, body);

  function signatureValid(rawBody: Buffer, header: string | string[] | undefined): boolean {
    if (typeof header !== 'string' || !/^[0-9a-f]{64}$/i.test(header.trim())) return false;
    const expected = createHmac('sha256', config.apiKey).update(rawBody).digest();
    return timingSafeEqual(expected, Buffer.from(header.trim(), 'hex'));
  }

  return {
    name: 'proxypay',
    supportsExpress: config.opg !== null,

    async createReference({ orderNumber, amountKz, expiresAt }) {
      const { text } = await rps('POST', '/reference_ids');
      const id = String(JSON.parse(text)).trim();
      if (!/^\d{9}$/.test(id)) throw new ProviderError('ProxyPay gave a reference id that is not 9 digits');
      await rps('PUT', `/references/${id}`, {
        amount: kwanzaText(amountKz),
        end_datetime: expiresAt.toISOString(),
        custom_fields: { order: orderNumber },
      });
      return { entity: config.entity, number: id, providerRef: id };
    },

    async startExpress({ orderNumber, amountKz, phone }) {
      const opg = config.opg;
      if (!opg) throw new ProviderError('Multicaixa Express is not configured');
      const { text } = await request(
        'POST',
        `${opg.apiUrl}/opg/v1/transactions`,
        { authorization: `Bearer ${opg.token}`, 'idempotency-key': orderNumber },
        {
          type: 'payment',
          pos_id: Number(opg.posId),
          mobile: phone.slice(-9),
          amount: kwanzaText(amountKz),
          callback_url: callbackUrl,
        },
      );
      const id = (JSON.parse(text) as { id?: unknown }).id;
      if (typeof id !== 'string' && typeof id !== 'number')
        throw new ProviderError('OPG gave no transaction id');
      return { providerRef: `${OPG_PREFIX}${id}` };
    },

    async cancelReference(providerRef) {
      if (/^\d{9}$/.test(providerRef)) await rps('DELETE', `/references/${providerRef}`);
    },

    parseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders) {
      if (!signatureValid(rawBody, headers['x-signature'])) return null;
      let body: unknown;
      try {
        body = JSON.parse(rawBody.toString('utf8'));
      } catch {
        return [];
      }
      const payment = toPayment(body);
      return payment ? [payment] : [];
    },

    async pollPayments() {
      const { text } = await rps('GET', '/payments?n=100');
      const list = JSON.parse(text) as unknown;
      if (!Array.isArray(list)) throw new ProviderError('ProxyPay GET /payments did not answer a list');
      return list.map(toPayment).filter((p): p is ProviderPayment => p !== null);
    },

    async acknowledge(paymentId) {
      // OPG transactions are not in the RPS payments queue.
      if (paymentId.startsWith(OPG_PREFIX)) return;
      await rps('DELETE', `/payments/${encodeURIComponent(paymentId)}`);
    },
  };
}

/** An RPS payment or an OPG transaction as one ProviderPayment; null for anything else. */
function toPayment(value: unknown): ProviderPayment | null {
  if (value === null || typeof value !== 'object') return null;
  const body = value as Record<string, unknown>;
  const id = body.id;
  if (typeof id !== 'string' && typeof id !== 'number') return null;
  const amountCents = parseAmountCents(body.amount);
  if (amountCents === null) return null;
  if (body.reference_id !== undefined) {
    const reference = String(body.reference_id);
    const paidAt = new Date(String(body.datetime ?? ''));
    return {
      id: String(id),
      reference,
      providerRef: null,
      amountCents,
      accepted: true,
      paidAt: Number.isNaN(paidAt.getTime()) ? null : paidAt,
      raw: body,
    };
  }
  if (body.status === 'accepted' || body.status === 'rejected') {
    const at = new Date(String(body.status_datetime ?? body.datetime ?? ''));
    return {
      id: `${OPG_PREFIX}${id}`,
      reference: null,
      providerRef: `${OPG_PREFIX}${id}`,
      amountCents,
      accepted: body.status === 'accepted',
      paidAt: Number.isNaN(at.getTime()) ? null : at,
      raw: body,
    };
  }
  return null;
}

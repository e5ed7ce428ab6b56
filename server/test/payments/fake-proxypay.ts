import { createHmac, randomInt } from 'node:crypto';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local ProxyPay speaking the documented protocol (RPS v2 references and payments, OPG
 * transactions): the adapter under test talks to it over HTTP exactly as to the real one.
 * `pay` makes a payment the way ProxyPay would after a payer used a reference: queued for
 * GET /payments until acknowledged, and returned with the webhook body and its X-Signature.
 */

export const PROXYPAY_KEY = 'proxypay-test-api-key-0123456789';
export const PROXYPAY_ENTITY = '10111';
export const OPG_TOKEN = 'opg-test-token-0123456789';
export const OPG_POS_ID = '321';

export interface FakeReference {
  amount: string;
  end_datetime: string;
  custom_fields: Record<string, string>;
  deleted: boolean;
}

export interface FakeProxyPay {
  url: string;
  references: Map<string, FakeReference>;
  /** Payments not acknowledged yet (what GET /payments answers). */
  queue: Map<string, Record<string, unknown>>;
  opgTransactions: Map<string, Record<string, unknown>>;
  /** Requests seen, `METHOD /path`. */
  requests: string[];
  /** Makes the next calls answer 503 (an outage). */
  down: boolean;
  pay(referenceId: string, amount: string, datetime: Date): { body: string; signature: string; id: string };
  opgCallback(transactionId: string, status: 'accepted' | 'rejected'): { body: string; signature: string };
  sign(body: string, key?: string): string;
  close(): Promise<void>;
}

export async function startFakeProxyPay(): Promise<FakeProxyPay> {
  const references = new Map<string, FakeReference>();
  const queue = new Map<string, Record<string, unknown>>();
  const opgTransactions = new Map<string, Record<string, unknown>>();
  const requests: string[] = [];
  // Like the real gateway's, numbers differ from one run to the next (tests share a database).
  let nextReference = randomInt(100_000_000, 900_000_000);
  let nextPayment = randomInt(1, 2 ** 47);
  let nextOpg = 1;

  const fake: FakeProxyPay = {
    url: '',
    references,
    queue,
    opgTransactions,
    requests,
    down: false,
    sign: (body, key = PROXYPAY_KEY) => createHmac('sha256', key).update(body).digest('hex'),
    pay(referenceId, amount, datetime) {
      const id = String(nextPayment++);
      const payment = {
        id,
        amount,
        datetime: datetime.toISOString(),
        custom_fields: references.get(referenceId)?.custom_fields ?? {},
        entity_id: Number(PROXYPAY_ENTITY),
        fee: '100.00',
        parameter_id: null,
        period_end_datetime: datetime.toISOString(),
        period_id: 1,
        period_start_datetime: datetime.toISOString(),
        product_id: 1,
        reference_id: Number(referenceId),
        terminal_id: '0000001',
        terminal_location: 'LUANDA',
        terminal_transaction_id: 1,
        terminal_type: 'ATM',
        transaction_id: 1,
      };
      queue.set(id, payment);
      const body = JSON.stringify(payment);
      return { body, signature: fake.sign(body), id };
    },
    opgCallback(transactionId, status) {
      const transaction = {
        ...opgTransactions.get(transactionId)!,
        status,
        status_datetime: new Date().toISOString(),
      };
      opgTransactions.set(transactionId, transaction);
      const body = JSON.stringify(transaction);
      return { body, signature: fake.sign(body) };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      requests.push(`${request.method} ${url.pathname}`);
      const send = (status: number, body?: unknown) => {
        response.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json' });
        response.end(body === undefined ? undefined : JSON.stringify(body));
      };
      if (fake.down) return send(503, { error: 'unavailable' });
      const text = Buffer.concat(chunks).toString('utf8');
      const isOpg = url.pathname.startsWith('/opg/');
      const auth = request.headers.authorization;
      if (isOpg ? auth !== `Bearer ${OPG_TOKEN}` : auth !== `Token ${PROXYPAY_KEY}`) return send(401);
      if (request.headers.accept !== 'application/vnd.proxypay.v2+json') return send(406);

      if (request.method === 'POST' && url.pathname === '/reference_ids') return send(200, nextReference++);
      const reference = /^\/references\/(\d+)$/.exec(url.pathname);
      if (reference && request.method === 'PUT') {
        const body = JSON.parse(text) as Omit<FakeReference, 'deleted'>;
        if (!/^\d+\.\d{2}$/.test(body.amount) || Number.isNaN(Date.parse(body.end_datetime)))
          return send(400);
        references.set(reference[1]!, { ...body, deleted: false });
        return send(204);
      }
      if (reference && request.method === 'DELETE') {
        const found = references.get(reference[1]!);
        if (!found) return send(404);
        found.deleted = true;
        return send(204);
      }
      if (request.method === 'GET' && url.pathname === '/payments') return send(200, [...queue.values()]);
      const payment = /^\/payments\/(\d+)$/.exec(url.pathname);
      if (payment && request.method === 'DELETE') {
        queue.delete(payment[1]!);
        return send(204);
      }
      if (request.method === 'POST' && url.pathname === '/opg/v1/transactions') {
        if (!request.headers['idempotency-key']) return send(400);
        const body = JSON.parse(text) as Record<string, unknown>;
        if (body.type !== 'payment' || !/^9\d{8}$/.test(String(body.mobile))) return send(400);
        const id = String(nextOpg++);
        const transaction = { ...body, id, status: 'pending' };
        opgTransactions.set(id, transaction);
        return send(200, transaction);
      }
      return send(404);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  ORDER_HISTORY_STEPS,
  type OrderHistoryStep,
  type PaymentMethod,
  type PaymentOrder,
  type Plan,
  type PlanId,
  type SandboxPayBody,
  type createOrderBody,
  formatOrderNumber,
  formatReceiptNumber,
  parseOrderNumber,
} from '@shared/api/payments';
import { PREMIUM_PRICE_AKZ } from '@shared/constants';
import type { Lang } from '@shared/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import type { z } from 'zod';
import type { Clock } from '../../clock';
import type { PaymentsConfig } from '../../config';
import { AppError, notFound } from '../../http/app-error';
import { detectImageType } from '../uploads/image-type';
import { hasPdfHeader } from '../uploads/document-type';
import { type PaymentProvider, type ProviderPayment, ProviderError } from './providers/provider';
import { renderReceipt } from './receipt';
import type { EventRow, OrderRow, PaymentDecision, PaymentsRepository } from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;
const stepIndex = (step: OrderHistoryStep) => ORDER_HISTORY_STEPS.indexOf(step);

export const PLANS: readonly Plan[] = [
  { id: 'PROFESSIONAL_MONTHLY', amountKz: PREMIUM_PRICE_AKZ, months: 1, quantity: 1 },
];

const planOf = (id: PlanId) => PLANS.find((p) => p.id === id)!;

/** Same day of the month `months` later, or that month's last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: Date, months: number): Date {
  const target = new Date(date.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

export interface PaymentsServiceDeps {
  repo: PaymentsRepository;
  provider: PaymentProvider | null;
  config: PaymentsConfig;
  clock: Clock;
  dataDir: string;
  log: FastifyBaseLogger;
  /** Tells the owner's open screens (socket event paymentUpdated). */
  onOrderChanged(userId: string, order: PaymentOrder): void;
}

export function createPaymentsService(deps: PaymentsServiceDeps) {
  const { repo, provider, config, clock, log } = deps;
  const proofDir = path.join(deps.dataDir, 'payment-proofs');

  function methods(): PaymentMethod[] {
    const list: PaymentMethod[] = [];
    if (provider) list.push('MULTICAIXA_REFERENCE');
    if (provider?.supportsExpress) list.push('MULTICAIXA_EXPRESS');
    if (config.bank) list.push('BANK_TRANSFER');
    return list;
  }

  function toOrder(row: OrderRow, events: EventRow[]): PaymentOrder {
    return {
      id: row.id,
      number: formatOrderNumber(row.seq),
      planId: row.planId,
      method: row.method,
      amountKz: row.amountKz,
      status: row.status,
      reference:
        row.method === 'MULTICAIXA_REFERENCE' &&
        row.referenceEntity &&
        row.referenceNumber &&
        row.referenceExpiresAt
          ? {
              entity: row.referenceEntity,
              number: row.referenceNumber,
              expiresAt: row.referenceExpiresAt.toISOString(),
            }
          : null,
      phone: row.phone,
      history: events
        .filter((e) => e.orderId === row.id)
        // Steps of one moment (the three of a new order) in the order they happen.
        .sort((a, b) => a.at.getTime() - b.at.getTime() || stepIndex(a.status) - stepIndex(b.status))
        .map((e) => ({ status: e.status, at: e.at.toISOString() })),
      proofSubmitted: row.proofFile !== null,
      rejectionReason: row.rejectionReason,
      receiptNumber:
        row.receiptSeq && row.paidAt
          ? formatReceiptNumber(row.paidAt.getUTCFullYear(), row.receiptSeq)
          : null,
      paidAt: row.paidAt?.toISOString() ?? null,
      activeUntil: row.periodEnd?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    };
  }

  async function present(row: OrderRow): Promise<PaymentOrder> {
    return toOrder(row, await repo.eventsOf([row.id]));
  }

  async function notify(row: OrderRow): Promise<void> {
    try {
      deps.onOrderChanged(row.userId, await present(row));
    } catch (err) {
      log.error({ err }, 'payments: could not send paymentUpdated');
    }
  }

  async function owned(userId: string, orderId: string): Promise<OrderRow> {
    await expireDue(userId);
    const row = await repo.findOwned(orderId, userId);
    if (!row) throw notFound();
    return row;
  }

  async function expireDue(userId?: string): Promise<number> {
    const rows = await repo.expireDue(clock.now(), userId);
    for (const row of rows) await notify(row);
    return rows.length;
  }

  const providerFailed = (error: unknown): never => {
    log.error({ err: error }, 'payments: the provider failed');
    throw new AppError(502, 'INTERNAL', 'payments.providerUnavailable');
  };

  /**
   * The one way a payment reaches an order: verified webhooks, polling, the sandbox's pay and a
   * staff confirmation all come here. Returns how many payments were new and how many paid an order.
   */
  async function receive(
    providerName: string,
    payments: ProviderPayment[],
    via: string,
  ): Promise<{ received: number; applied: number }> {
    let received = 0;
    let applied = 0;
    for (const payment of payments) {
      const match = payment.orderId
        ? repo.matchers.byId(payment.orderId)
        : payment.providerRef
          ? repo.matchers.byProviderRef(providerName, payment.providerRef)
          : payment.reference
            ? repo.matchers.byReference(providerName, payment.reference)
            : async () => null;
      const decide = (order: OrderRow | null, paidAt: Date): PaymentDecision => {
        if (!payment.accepted) return { outcome: 'DECLINED' };
        if (!order) return { outcome: 'UNMATCHED' };
        if (payment.amountCents !== order.amountKz * 100) return { outcome: 'AMOUNT_MISMATCH' };
        const deadline = order.referenceExpiresAt;
        if (order.status === 'AWAITING_PAYMENT') {
          if (deadline && paidAt > deadline) return { outcome: 'REFUND_DUE', expire: true };
          return { outcome: 'APPLIED' };
        }
        if (order.status === 'PROOF_SUBMITTED') return { outcome: 'APPLIED' };
        // A late webhook: paid before the deadline, told after our expiry job ran.
        if (order.status === 'EXPIRED' && deadline && paidAt <= deadline) return { outcome: 'APPLIED' };
        return { outcome: 'REFUND_DUE' };
      };
      const result = await repo.applyPayment(
        providerName,
        payment,
        via,
        clock.now(),
        match,
        decide,
        (activeUntil, now) => {
          // Paying while the plan is active extends it from its end date.
          const start = activeUntil ?? now;
          return { start, end: addMonths(start, 1) };
        },
      );
      if (!result.isNew) continue;
      received += 1;
      if (result.outcome === 'APPLIED') applied += 1;
      else {
        // Recorded and flagged for staff (npm run payments -- flagged): never silently dropped.
        log.warn(
          {
            provider: providerName,
            paymentId: payment.id,
            outcome: result.outcome,
            amountCents: payment.amountCents,
          },
          'payments: a payment was recorded without paying an order',
        );
      }
      if (result.changed) await notify(result.changed);
    }
    return { received, applied };
  }

  /** Receives, then acknowledges at the provider: a payment recorded (now or before) leaves its queue. */
  async function receiveAndAcknowledge(
    current: PaymentProvider,
    payments: ProviderPayment[],
    via: string,
  ): Promise<{ received: number; applied: number }> {
    const result = await receive(current.name, payments, via);
    for (const payment of payments) {
      await current.acknowledge(payment.id).catch((err) => {
        log.warn(
          { err, paymentId: payment.id },
          'payments: acknowledging a payment failed; it will be seen again',
        );
      });
    }
    return result;
  }

  return {
    plans() {
      return { plans: [...PLANS], methods: methods(), bank: config.bank };
    },

    async createOrder(userId: string, body: z.output<typeof createOrderBody>): Promise<PaymentOrder> {
      if (!methods().includes(body.method)) {
        throw new AppError(400, 'VALIDATION_ERROR', 'payments.methodUnavailable');
      }
      const plan = planOf(body.planId);
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + config.referenceDays * DAY_MS);
      const isTransfer = body.method === 'BANK_TRANSFER';
      const companyName = body.companyName || (await repo.companyName(userId));
      const row = await repo.createOrder(
        {
          userId,
          planId: plan.id,
          method: body.method,
          amountKz: plan.amountKz * plan.quantity,
          status: 'AWAITING_PAYMENT',
          provider: isTransfer ? 'bank' : provider!.name,
          referenceExpiresAt: expiresAt,
          phone: body.method === 'MULTICAIXA_EXPRESS' ? (body.phone ?? null) : null,
          companyName: companyName ?? null,
          nif: body.nif ?? null,
        },
        now,
        'owner',
      );
      if (isTransfer) return present(row);

      const number = formatOrderNumber(row.seq);
      let issued: OrderRow;
      try {
        if (body.method === 'MULTICAIXA_REFERENCE') {
          const reference = await provider!.createReference({
            orderNumber: number,
            amountKz: row.amountKz,
            expiresAt,
          });
          issued = await repo.setIssued(row.id, {
            providerRef: reference.providerRef,
            referenceEntity: reference.entity,
            referenceNumber: reference.number,
          });
        } else {
          const express = await provider!.startExpress({
            orderNumber: number,
            amountKz: row.amountKz,
            phone: body.phone!,
          });
          issued = await repo.setIssued(row.id, { providerRef: express.providerRef });
        }
      } catch (error) {
        // Nothing was issued: the order must not linger as if it could be paid.
        await repo.deleteOrder(row.id);
        if (error instanceof ProviderError) providerFailed(error);
        throw error;
      }
      return present(issued);
    },

    async list(userId: string): Promise<PaymentOrder[]> {
      await expireDue(userId);
      const rows = await repo.listOwned(userId);
      const events = await repo.eventsOf(rows.map((r) => r.id));
      return rows.map((row) => toOrder(row, events));
    },

    async get(userId: string, orderId: string): Promise<PaymentOrder> {
      return present(await owned(userId, orderId));
    },

    async cancel(userId: string, orderId: string): Promise<PaymentOrder> {
      const row = await owned(userId, orderId);
      const cancelled = await repo.transition(
        row.id,
        ['AWAITING_PAYMENT', 'PROOF_SUBMITTED'],
        'CANCELLED',
        clock.now(),
        'owner',
      );
      if (!cancelled) throw new AppError(409, 'CONFLICT', 'payments.notCancellable');
      if (provider && cancelled.provider === provider.name && cancelled.providerRef) {
        await provider.cancelReference(cancelled.providerRef).catch((err) => {
          log.warn(
            { err, orderId },
            'payments: withdrawing the reference failed; a payment would be refunded',
          );
        });
      }
      await notify(cancelled);
      return present(cancelled);
    },

    async submitProof(userId: string, orderId: string, bytes: Buffer | null): Promise<PaymentOrder> {
      const row = await owned(userId, orderId);
      if (row.method !== 'BANK_TRANSFER') throw new AppError(409, 'CONFLICT', 'payments.proofNotTransfer');
      if (!bytes) throw new AppError(400, 'VALIDATION_ERROR', 'payments.proofRequired');
      const isPdf = hasPdfHeader(bytes);
      const extension = isPdf ? 'pdf' : detectImageType(bytes);
      if (!extension) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'payments.proofType');
      await mkdir(proofDir, { recursive: true });
      const name = `${row.id}-${randomBytes(6).toString('hex')}.${extension}`;
      await writeFile(path.join(proofDir, name), bytes, { mode: 0o600 });
      const updated = await repo.transition(
        row.id,
        ['AWAITING_PAYMENT', 'PROOF_SUBMITTED'],
        'PROOF_SUBMITTED',
        clock.now(),
        'owner',
        { proofFile: name },
      );
      if (!updated) throw new AppError(409, 'CONFLICT', 'payments.notAwaiting');
      await notify(updated);
      return present(updated);
    },

    async receipt(userId: string, orderId: string, lang: Lang): Promise<{ pdf: Buffer; fileName: string }> {
      const row = await owned(userId, orderId);
      if (row.status !== 'PAID' || !row.receiptSeq || !row.paidAt) {
        throw new AppError(409, 'CONFLICT', 'payments.receiptNotPaid');
      }
      const payer = await repo.payer(userId);
      const order = await present(row);
      const pdf = await renderReceipt({
        order,
        lang,
        payer,
        companyName: row.companyName,
        nif: row.nif,
        periodStart: row.periodStart,
      });
      return { pdf, fileName: `${order.receiptNumber}.pdf` };
    },

    async subscription(userId: string) {
      const row = await repo.subscription(userId);
      const active = row !== null && row.activeUntil > clock.now();
      return {
        planId: active ? row.planId : null,
        status: active ? ('ACTIVE' as const) : ('NONE' as const),
        activeUntil: active ? row.activeUntil.toISOString() : null,
      };
    },

    /** POST /payments/webhooks/{provider}: null when the signature is wrong (or the provider unknown). */
    async webhook(providerName: string, rawBody: Buffer, headers: IncomingHttpHeaders) {
      if (!provider || provider.name !== providerName || providerName === 'sandbox') return null;
      const payments = provider.parseWebhook(rawBody, headers);
      if (payments === null) return null;
      return receiveAndAcknowledge(provider, payments, 'webhook');
    },

    /** The sandbox's bank: pays a reference (or an Express order, by its number) like a webhook would. */
    async sandboxPay(body: SandboxPayBody) {
      if (provider?.name !== 'sandbox') throw notFound();
      const seq = parseOrderNumber(body.reference);
      let payment: Omit<ProviderPayment, 'id'> = {
        reference: body.reference,
        providerRef: null,
        amountCents: body.amountKz * 100,
        accepted: true,
        paidAt: clock.now(),
        raw: { ...body },
      };
      if (seq !== null) {
        const order = await repo.findBySeq(seq);
        if (order?.method !== 'MULTICAIXA_EXPRESS' || !order.providerRef) throw notFound();
        payment = { ...payment, reference: null, providerRef: order.providerRef };
      } else if (!(await repo.findByReference('sandbox', body.reference))) {
        throw notFound();
      }
      return receive('sandbox', [{ ...payment, id: `sandbox-${randomBytes(8).toString('hex')}` }], 'sandbox');
    },

    /** The fallback for late or lost webhooks; also runs the expiry of overdue orders. */
    async poll(): Promise<{ received: number; applied: number; expired: number }> {
      const expired = await expireDue();
      if (!provider) return { received: 0, applied: 0, expired };
      const payments = await provider.pollPayments();
      return { ...(await receiveAndAcknowledge(provider, payments, 'poll')), expired };
    },

    /** `npm run payments -- confirm <order>`: staff saw the transfer arrive. */
    async staffConfirm(orderNumber: string, staff: string) {
      const order = await bankOrder(orderNumber);
      const result = await receive(
        'bank',
        [
          {
            id: `transfer:${order.id}`,
            orderId: order.id,
            reference: null,
            providerRef: null,
            amountCents: order.amountKz * 100,
            accepted: true,
            paidAt: clock.now(),
            raw: { staff },
          },
        ],
        `staff:${staff}`,
      );
      return { order: await present((await repo.findBySeq(order.seq))!), ...result };
    },

    /** `npm run payments -- reject <order> --reason …`. */
    async staffReject(orderNumber: string, staff: string, reason: string) {
      const order = await bankOrder(orderNumber);
      const rejected = await repo.transition(
        order.id,
        ['AWAITING_PAYMENT', 'PROOF_SUBMITTED'],
        'REJECTED',
        clock.now(),
        `staff:${staff}: ${reason}`,
        { rejectionReason: reason },
      );
      if (!rejected)
        throw new Error(`order ${orderNumber} is ${order.status}; only an unpaid transfer can be rejected`);
      await notify(rejected);
      return present(rejected);
    },

    async proofOf(orderNumber: string): Promise<{ file: string; bytes: number } | null> {
      const order = await bankOrder(orderNumber);
      if (!order.proofFile) return null;
      const file = path.join(proofDir, order.proofFile);
      return { file, bytes: (await readFile(file)).length };
    },
  };

  async function bankOrder(orderNumber: string): Promise<OrderRow> {
    const seq = parseOrderNumber(orderNumber);
    const order = seq === null ? null : await repo.findBySeq(seq);
    if (!order) throw new Error(`no order ${orderNumber}`);
    if (order.method !== 'BANK_TRANSFER') throw new Error(`order ${orderNumber} is not a bank transfer`);
    return order;
  }
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;

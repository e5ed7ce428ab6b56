import { ORDER_HISTORY_STEPS, ORDER_STATUSES, PAYMENT_METHODS, PLAN_IDS } from '@shared/api/payments';
import type { OrderHistoryStep, OrderStatus, PaymentMethod, PlanId } from '@shared/api/payments';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { attributedTo, belongsTo, createdAt, keyOf, oneOf, primaryId, updatedAt } from './columns';
import { users } from './users';

/** Receipt numbers are given in the transaction that marks an order paid, never reused. */
export const paymentReceiptSeq = pgSequence('payment_receipt_seq', { startWith: 1 });

/**
 * One order for the Professional Plan (issue 17). Money is whole kwanzas (integer). An order is
 * owned by the user who placed it (company billing comes with company teams). The order number
 * people quote is `CNX-` + `seq`.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: primaryId(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull().unique(),
    userId: belongsTo('user_id', () => users.id),
    planId: text('plan_id').$type<PlanId>().notNull(),
    method: text('method').$type<PaymentMethod>().notNull(),
    amountKz: integer('amount_kz').notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    /** `sandbox`, `proxypay` or `bank`: who will tell us about the payment. */
    provider: text('provider').notNull(),
    /** The provider's id for what it issued (a reference id, an Express transaction id). */
    providerRef: text('provider_ref'),
    referenceEntity: text('reference_entity'),
    referenceNumber: text('reference_number'),
    referenceExpiresAt: timestamp('reference_expires_at', { withTimezone: true }),
    phone: text('phone'),
    companyName: text('company_name'),
    nif: text('nif'),
    /** A stored proof of transfer (DATA_DIR/payment-proofs/<name>), never served publicly. */
    proofFile: text('proof_file'),
    rejectionReason: text('rejection_reason'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    receiptSeq: bigint('receipt_seq', { mode: 'number' }).unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('payment_orders_amount_positive', sql`${t.amountKz} > 0`),
    check('payment_orders_status_valid', sql`${t.status} in (${oneOf(ORDER_STATUSES)})`),
    check('payment_orders_method_valid', sql`${t.method} in (${oneOf(PAYMENT_METHODS)})`),
    check('payment_orders_plan_valid', sql`${t.planId} in (${oneOf(PLAN_IDS)})`),
    // A user's orders newest first, ties by number: the list's whole order (modules/payments/repository.ts).
    index('payment_orders_user_idx').on(t.userId, t.createdAt.desc(), t.seq.desc()),
    // Not unique: a gateway recycles reference numbers once they expire; a payment goes to the newest.
    index('payment_orders_provider_ref_idx').on(t.provider, t.providerRef),
    index('payment_orders_reference_idx').on(t.referenceNumber),
    index('payment_orders_awaiting_idx')
      .on(t.referenceExpiresAt)
      .where(sql`${t.status} = 'AWAITING_PAYMENT'`),
  ],
);

/** Every step of an order with its time: the history the payment screen shows. */
export const paymentOrderEvents = pgTable(
  'payment_order_events',
  {
    id: primaryId(),
    orderId: belongsTo('order_id', () => paymentOrders.id),
    status: text('status').$type<OrderHistoryStep>().notNull(),
    /** Who or what caused it (webhook, poll, sandbox, staff:<name>, owner) and any reason. */
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('payment_order_events_status_valid', sql`${t.status} in (${oneOf(ORDER_HISTORY_STEPS)})`),
    index('payment_order_events_order_idx').on(t.orderId, t.at),
  ],
);

export const PAYMENT_OUTCOMES = [
  /** Marked its order paid and extended the plan. */
  'APPLIED',
  /** The amount differed from the order's: recorded and flagged, the order stays unpaid. */
  'AMOUNT_MISMATCH',
  /** The order was expired, cancelled, rejected or already paid: money to give back. */
  'REFUND_DUE',
  /** No order matches the reference. */
  'UNMATCHED',
  /** The provider reported it as not accepted (an Express payment the payer refused). */
  'DECLINED',
] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

/**
 * Every payment a provider reported, once: the unique (provider, provider_payment_id) is what
 * makes a repeated webhook, or a webhook and a poll together, apply a payment exactly once.
 * Amounts in cents, because a provider may report 15000.50.
 */
export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    id: primaryId(),
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    orderId: attributedTo('order_id', () => paymentOrders.id),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    outcome: text('outcome').$type<PaymentOutcome>().notNull(),
    /** How it arrived: webhook, poll, sandbox, staff. */
    via: text('via').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    raw: jsonb('raw'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('payment_transactions_provider_payment_unique').on(t.provider, t.providerPaymentId),
    check('payment_transactions_outcome_valid', sql`${t.outcome} in (${oneOf(PAYMENT_OUTCOMES)})`),
    index('payment_transactions_order_idx').on(t.orderId),
  ],
);

/** A user's plan: paid until `active_until`. The row is locked while a payment extends it. */
export const subscriptions = pgTable('subscriptions', {
  userId: keyOf('user_id', () => users.id),
  planId: text('plan_id').$type<PlanId>().notNull(),
  activeUntil: timestamp('active_until', { withTimezone: true }).notNull(),
  updatedAt: updatedAt(),
});

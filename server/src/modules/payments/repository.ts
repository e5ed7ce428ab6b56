import type { OrderHistoryStep, OrderStatus } from '@shared/api/payments';
import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ownedRow } from '../../db/owned-row';
import { orderBy, term } from '../../db/sort-order';
import {
  type PaymentOutcome,
  companies,
  companyMembers,
  paymentOrderEvents,
  paymentOrders,
  paymentTransactions,
  subscriptions,
  users,
} from '../../db/schema';
import type { ProviderPayment } from './providers/provider';

export type OrderRow = typeof paymentOrders.$inferSelect;
export type OrderInsert = typeof paymentOrders.$inferInsert;

/** A user's orders, newest first: payment_orders_user_idx's order, then the order number. */
const NEWEST_ORDERS_FIRST = [term(paymentOrders.createdAt, 'desc'), term(paymentOrders.seq, 'desc')];
export type EventRow = typeof paymentOrderEvents.$inferSelect;

/** What the service decided for a payment, given the order it matched (read under a row lock). */
export interface PaymentDecision {
  outcome: PaymentOutcome;
  /** The order becomes EXPIRED first (its deadline passed before the payment). */
  expire?: boolean;
}

export interface ApplyResult {
  /** False: this provider payment was recorded before (a repeated webhook, a poll after a webhook). */
  isNew: boolean;
  outcome: PaymentOutcome | null;
  /** The order whose status changed, if any. */
  changed: OrderRow | null;
}

/** Data access of the payments module; the only file of it that knows Drizzle. */
export function createPaymentsRepository(db: Database) {
  async function addEvent(tx: Database, orderId: string, status: OrderHistoryStep, at: Date, note?: string) {
    await tx.insert(paymentOrderEvents).values({ orderId, status, at, note: note ?? null });
  }

  /**
   * The order a payment is for, found on `tx`: applyPayment's transaction (the service picks the
   * matcher), or the database itself.
   */
  const matchers = {
    byProviderRef: (provider: string, providerRef: string) => async (tx: Database) =>
      (
        await tx
          .select()
          .from(paymentOrders)
          .where(and(eq(paymentOrders.provider, provider), eq(paymentOrders.providerRef, providerRef)))
          .limit(1)
      )[0] ?? null,
    /** The newest order with that reference: a gateway recycles reference numbers once they expire. */
    byReference: (provider: string, reference: string) => async (tx: Database) =>
      (
        await tx
          .select()
          .from(paymentOrders)
          .where(and(eq(paymentOrders.provider, provider), eq(paymentOrders.referenceNumber, reference)))
          .orderBy(desc(paymentOrders.createdAt))
          .limit(1)
      )[0] ?? null,
    byId: (orderId: string) => async (tx: Database) =>
      (await tx.select().from(paymentOrders).where(eq(paymentOrders.id, orderId)).limit(1))[0] ?? null,
  };

  return {
    async createOrder(values: OrderInsert, at: Date, note: string): Promise<OrderRow> {
      return db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Database;
        const [row] = await tx
          .insert(paymentOrders)
          .values({ ...values, createdAt: at, updatedAt: at })
          .returning();
        for (const step of ['ORDER_CONFIRMED', 'PAYMENT_ORDER_CREATED', 'AWAITING_PAYMENT'] as const) {
          await addEvent(tx, row!.id, step, at, note);
        }
        return row!;
      });
    },

    /** Sets what the provider issued once the order exists (its number goes to the provider first). */
    async setIssued(
      orderId: string,
      patch: Pick<OrderInsert, 'providerRef' | 'referenceEntity' | 'referenceNumber'>,
    ): Promise<OrderRow> {
      const [row] = await db
        .update(paymentOrders)
        .set(patch)
        .where(eq(paymentOrders.id, orderId))
        .returning();
      return row!;
    },

    /** The order could not be issued: it never existed for anyone. */
    async deleteOrder(orderId: string): Promise<void> {
      await db.delete(paymentOrders).where(eq(paymentOrders.id, orderId));
    },

    findOwned: (orderId: string, userId: string): Promise<OrderRow | null> =>
      ownedRow(db, paymentOrders, orderId, paymentOrders.userId, userId),

    async findBySeq(seq: number): Promise<OrderRow | null> {
      const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.seq, seq)).limit(1);
      return row ?? null;
    },

    findByReference: (provider: string, reference: string): Promise<OrderRow | null> =>
      matchers.byReference(provider, reference)(db),

    async listOwned(userId: string): Promise<OrderRow[]> {
      // Spelled as payment_orders_user_idx (NULLS LAST): the user's orders read in its order, ties on seq sorted.
      return db
        .select()
        .from(paymentOrders)
        .where(eq(paymentOrders.userId, userId))
        .orderBy(...orderBy(NEWEST_ORDERS_FIRST, 'desc'))
        .limit(200);
    },

    async eventsOf(orderIds: string[]): Promise<EventRow[]> {
      if (orderIds.length === 0) return [];
      return db
        .select()
        .from(paymentOrderEvents)
        .where(inArray(paymentOrderEvents.orderId, orderIds))
        .orderBy(asc(paymentOrderEvents.at), asc(paymentOrderEvents.id));
    },

    /** Moves an order from one of `from` to `to` with its history entry; null when it was not in `from`. */
    async transition(
      orderId: string,
      from: readonly OrderStatus[],
      to: OrderStatus,
      at: Date,
      note: string,
      patch: Partial<Pick<OrderInsert, 'proofFile' | 'rejectionReason'>> = {},
    ): Promise<OrderRow | null> {
      return db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Database;
        const [row] = await tx
          .update(paymentOrders)
          .set({ ...patch, status: to, updatedAt: at })
          .where(and(eq(paymentOrders.id, orderId), inArray(paymentOrders.status, [...from])))
          .returning();
        if (!row) return null;
        await addEvent(tx, orderId, to, at, note);
        return row;
      });
    },

    /** Orders still awaiting payment whose deadline passed become EXPIRED (one user's, or all). */
    async expireDue(now: Date, userId?: string): Promise<OrderRow[]> {
      return db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Database;
        const rows = await tx
          .update(paymentOrders)
          .set({ status: 'EXPIRED', updatedAt: now })
          .where(
            and(
              eq(paymentOrders.status, 'AWAITING_PAYMENT'),
              lt(paymentOrders.referenceExpiresAt, now),
              userId ? eq(paymentOrders.userId, userId) : undefined,
            ),
          )
          .returning();
        for (const row of rows)
          await addEvent(tx, row.id, 'EXPIRED', row.referenceExpiresAt ?? now, 'deadline');
        return rows;
      });
    },

    /**
     * Records one provider payment and applies it, in one transaction: the insert on the unique
     * (provider, provider_payment_id) comes first, so a second delivery of the same payment, in
     * parallel or later, records nothing and changes nothing. The order row is locked while the
     * decision is made, and the subscription row while the plan is extended.
     */
    async applyPayment(
      provider: string,
      payment: ProviderPayment,
      via: string,
      now: Date,
      match: (tx: Database) => Promise<OrderRow | null>,
      decide: (order: OrderRow | null, paidAt: Date) => PaymentDecision,
      extend: (activeUntil: Date | null, start: Date) => { start: Date; end: Date },
    ): Promise<ApplyResult> {
      return db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Database;
        const found = await match(tx);
        const order = found
          ? ((await tx.select().from(paymentOrders).where(eq(paymentOrders.id, found.id)).for('update'))[0] ??
            null)
          : null;
        const paidAt = payment.paidAt ?? now;
        const decision = decide(order, paidAt);
        const inserted = await tx
          .insert(paymentTransactions)
          .values({
            provider,
            providerPaymentId: payment.id,
            orderId: order?.id ?? null,
            amountCents: payment.amountCents,
            outcome: decision.outcome,
            via,
            paidAt,
            raw: payment.raw ?? null,
          })
          .onConflictDoNothing()
          .returning({ id: paymentTransactions.id });
        if (inserted.length === 0) return { isNew: false, outcome: null, changed: null };
        if (!order) return { isNew: true, outcome: decision.outcome, changed: null };

        let changed: OrderRow | null = null;
        if (decision.expire) {
          const [expired] = await tx
            .update(paymentOrders)
            .set({ status: 'EXPIRED', updatedAt: now })
            .where(eq(paymentOrders.id, order.id))
            .returning();
          changed = expired ?? null;
          await addEvent(tx, order.id, 'EXPIRED', order.referenceExpiresAt ?? now, 'deadline');
        }
        if (decision.outcome === 'APPLIED') {
          await tx
            .insert(subscriptions)
            .values({ userId: order.userId, planId: order.planId, activeUntil: now })
            .onConflictDoNothing();
          const [current] = await tx
            .select()
            .from(subscriptions)
            .where(eq(subscriptions.userId, order.userId))
            .for('update');
          const existing = current && current.activeUntil > now ? current.activeUntil : null;
          const period = extend(existing, now);
          await tx
            .update(subscriptions)
            .set({ planId: order.planId, activeUntil: period.end, updatedAt: now })
            .where(eq(subscriptions.userId, order.userId));
          const [paid] = await tx
            .update(paymentOrders)
            .set({
              status: 'PAID',
              paidAt,
              periodStart: period.start,
              periodEnd: period.end,
              receiptSeq: sql`nextval('payment_receipt_seq')`,
              updatedAt: now,
            })
            .where(eq(paymentOrders.id, order.id))
            .returning();
          changed = paid ?? null;
          await addEvent(tx, order.id, 'PAID', now, via);
        }
        return { isNew: true, outcome: decision.outcome, changed };
      });
    },

    matchers,

    async subscription(userId: string) {
      const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
      return row ?? null;
    },

    async companyName(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ name: companies.companyName })
        .from(companyMembers)
        .innerJoin(companies, eq(companies.id, companyMembers.companyId))
        .where(eq(companyMembers.userId, userId))
        .limit(1);
      return row?.name ?? null;
    },

    async payer(userId: string) {
      const [row] = await db
        .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row ?? null;
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;

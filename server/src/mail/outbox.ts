import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import { type OutboxPurpose, mailOutbox } from '../db/schema';
import type { MailMessage, Mailer } from './mailer';

/**
 * Emails that must not be lost to a passing SMTP failure (issue 19: a status change's template
 * messages, up to 5,000 at once, and interview invitations), kept in `mail_outbox` until sent.
 *
 * The instance that queues a batch sends it at once, in the background, a few at a time; its
 * rows are inserted already leased to it, so no other instance's sweep takes them meanwhile. A
 * failed send is retried by the sweep (any instance, every OUTBOX_SWEEP_EVERY_MS) after a wait
 * that grows ×4 each time; after MAIL_MAX_ATTEMPTS the row is kept as DROPPED with the error. A
 * sent row is deleted. An instance that stops mid-batch leaves its rows leased: the sweep takes
 * them when the lease ends. A caller with a transaction of its own (a bulk move) stores the emails
 * in it (`store`) and hands them to `send` after the commit: no email for a change that rolled
 * back, none lost to a crash between the commit and the send.
 */

/** Attempts before an email is given up, and the wait before each retry (×4 every time). */
export const MAIL_MAX_ATTEMPTS = 5;
export const MAIL_FIRST_RETRY_MS = 30_000;
export const retryDelayMs = (attempts: number) => MAIL_FIRST_RETRY_MS * 4 ** (attempts - 1);

/** How often the sweep looks for due retries (the timer runs only with the app's background work). */
export const OUTBOX_SWEEP_EVERY_MS = 30_000;
/** While one instance sends an email, the others leave it alone this long. */
export const OUTBOX_LEASE_MS = 5 * 60_000;
const SWEEP_BATCH = 50;
/** SMTP connections one batch uses at a time. */
const CONCURRENCY = 4;
/** Rows per INSERT (four parameters a row, far below PostgreSQL's 65,535). */
const INSERT_CHUNK = 1_000;

interface Claimed {
  id: string;
  purpose: OutboxPurpose;
  message: MailMessage;
  attempts: number;
}

/** What a send needs of a row, returned by the insert (enqueue) and by the claim (sweep) alike. */
const claimedColumns = {
  id: mailOutbox.id,
  purpose: mailOutbox.purpose,
  message: mailOutbox.message,
  attempts: mailOutbox.attempts,
};

/** Emails stored by `store`, to hand to `send` once the transaction that stored them committed. */
export interface StoredMails {
  readonly rows: readonly Claimed[];
}

/** What `store` writes with: the app's database, or the caller's open transaction. */
export type OutboxWriter = Pick<Database, 'insert'>;

export interface MailOutbox {
  /** Stores the messages, then sends them from this instance without the caller waiting. */
  enqueue(purpose: OutboxPurpose, messages: readonly MailMessage[]): Promise<number>;
  /**
   * Stores the messages with `writer`: inside the caller's transaction, they exist exactly when
   * what they tell of does (a rolled-back move stores none; a crash after its commit loses none,
   * the sweep sends them when their lease ends). Nothing is sent until `send`.
   */
  store(writer: OutboxWriter, purpose: OutboxPurpose, messages: readonly MailMessage[]): Promise<StoredMails>;
  /** Sends what `store` stored (after its transaction committed), in the background; returns how many. */
  send(stored: StoredMails): number;
  /** Sends every due email (retries; batches an instance left): any instance, one run at a time. */
  sweep(): Promise<void>;
  /** Waits for the sends in flight (before the database closes). */
  close(): Promise<void>;
}

export function createMailOutbox(deps: {
  db: Database;
  mailer: Mailer;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}): MailOutbox {
  const { db, mailer, clock, log } = deps;
  const inFlight = new Set<Promise<void>>();
  let sweeping: Promise<void> | null = null;

  async function deliver(row: Claimed): Promise<void> {
    try {
      await mailer.send(row.message);
      await db.delete(mailOutbox).where(eq(mailOutbox.id, row.id));
      return;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const context = { err: error, email: row.id, purpose: row.purpose, attempt: row.attempts };
      if (row.attempts >= MAIL_MAX_ATTEMPTS) {
        log.error(context, 'outbox: email given up');
        await db
          .update(mailOutbox)
          .set({ status: 'DROPPED', lastError: reason })
          .where(eq(mailOutbox.id, row.id));
      } else {
        log.warn(context, 'outbox: email will be retried');
        await db
          .update(mailOutbox)
          .set({
            nextAttemptAt: new Date(clock.now().getTime() + retryDelayMs(row.attempts)),
            lastError: reason,
          })
          .where(eq(mailOutbox.id, row.id));
      }
    }
  }

  /** A few at a time; one email's failure (even the database's) never stops the others. */
  async function deliverAll(rows: readonly Claimed[]): Promise<void> {
    const queue = [...rows];
    const worker = async () => {
      for (let row = queue.shift(); row; row = queue.shift()) {
        await deliver(row).catch((err: unknown) => log.error({ err, email: row?.id }, 'outbox: send failed'));
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, queue.length) }, worker));
  }

  function track(work: Promise<void>): void {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
  }

  async function claimDue(): Promise<Claimed[]> {
    const now = clock.now();
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.status, 'PENDING'),
          sql`${mailOutbox.nextAttemptAt} <= ${now.toISOString()}::timestamptz`,
        ),
      )
      .orderBy(mailOutbox.nextAttemptAt)
      .limit(SWEEP_BATCH)
      .for('update', { skipLocked: true });
    return (await db
      .update(mailOutbox)
      .set({
        nextAttemptAt: new Date(now.getTime() + OUTBOX_LEASE_MS),
        attempts: sql`${mailOutbox.attempts} + 1`,
      })
      .where(inArray(mailOutbox.id, due))
      .returning(claimedColumns)) as Claimed[];
  }

  const outbox: MailOutbox = {
    async enqueue(purpose, messages) {
      return outbox.send(await outbox.store(db, purpose, messages));
    },

    async store(writer, purpose, messages) {
      // Inserted already leased to this instance: no other instance's sweep takes them while
      // this one sends them (or, after a crash, until the lease ends).
      const lease = new Date(clock.now().getTime() + OUTBOX_LEASE_MS);
      const rows: Claimed[] = [];
      for (let from = 0; from < messages.length; from += INSERT_CHUNK) {
        const chunk = messages.slice(from, from + INSERT_CHUNK);
        rows.push(
          ...((await writer
            .insert(mailOutbox)
            .values(chunk.map((message) => ({ purpose, message, attempts: 1, nextAttemptAt: lease })))
            .returning(claimedColumns)) as Claimed[]),
        );
      }
      return { rows };
    },

    send({ rows }) {
      if (rows.length > 0) track(deliverAll(rows));
      return rows.length;
    },

    sweep() {
      sweeping ??= (async () => {
        try {
          for (let batch = await claimDue(); batch.length > 0; batch = await claimDue()) {
            await deliverAll(batch);
          }
        } finally {
          sweeping = null;
        }
      })();
      return sweeping;
    },

    async close() {
      await Promise.allSettled([...inFlight, ...(sweeping ? [sweeping] : [])]);
    },
  };
  return outbox;
}
